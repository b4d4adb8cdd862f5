import { expect, SEGMENTS, test } from './fixtures';

/*
 * A client-side navigation to a page kind whose code is not loaded yet (docs/navigation.md, 'A new page kind'): the
 * visitor must never see the header and footer around an empty main while the chunk downloads. The previous page
 * stays until the new one is drawn whole. The product page's code is made to arrive 1.5 s after the page's data.
 */
type Frame = { path: string; heading: string | null };
type Sampled = Window & { __frames?: Frame[] };

const CODE_DELAY_MS = 1_500;

test('the results page stays on screen until the product page, whose code comes late, is drawn whole', async ({ page, site, a11y }) => {
  const searchPath = site.path(`/${SEGMENTS[site.locale].search}`);
  await site.visit(`/${SEGMENTS[site.locale].search}`);
  const card = page.getByRole('main').getByTestId('offer-card').first();
  await expect(card).toBeVisible();
  const resultsHeading = await page.getByRole('main').getByRole('heading', { level: 1 }).first().textContent();

  // From here on every script the page asks for (the product page's code) arrives late; the data does not.
  const late: string[] = [];
  const isScript = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js');
  await page.route(
    isScript,
    async (route) => {
      late.push(new URL(route.request().url()).pathname);
      await new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS));
      await route.continue();
    },
  );

  // What each drawn frame shows: the address and the main landmark's level-one heading.
  await page.evaluate(() => {
    const frames: Frame[] = [];
    (window as Sampled).__frames = frames;
    const sample = () => {
      frames.push({ path: location.pathname, heading: document.querySelector('main h1')?.textContent ?? null });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });

  await card.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${SEGMENTS[site.locale].product}/\\d+`));
  await expect(page.getByTestId('product-price-amount')).toBeVisible();
  const productHeading = await page.getByRole('main').getByRole('heading', { level: 1 }).first().textContent();
  expect(productHeading).not.toBe(resultsHeading);

  const frames = await page.evaluate(() => (window as Sampled).__frames ?? []);
  expect(late.length, 'the product page code was requested after the results page had loaded').toBeGreaterThan(0);
  // Never a frame without a page in the main landmark.
  expect(frames.filter((frame) => frame.heading === null)).toEqual([]);
  // The results page, then the product page, nothing else and never back: at the product's address the results stay
  // on screen while its code downloads (the address changes with the data, before the code is there).
  const headings = frames.map((frame) => frame.heading).filter((heading, i, all) => i === 0 || heading !== all[i - 1]);
  expect(headings).toEqual([resultsHeading, productHeading]);
  expect(frames.some((frame) => frame.path !== searchPath && frame.heading === resultsHeading)).toBe(true);

  await page.unrouteAll({ behavior: 'wait' });
  await a11y.check('product page drawn after its late code');
});
