import { expect, SEGMENTS, test, type Locale } from './fixtures';

/** The box checkout's address in a locale: the checkout's segment, then the box's. */
const boxCheckout = (locale: Locale) => `/${SEGMENTS[locale].checkout}/${SEGMENTS[locale].boxCheckout}`;

test('from the listing to a box, physical and back, a sleeve, and the Offer hand-off', async ({ page, site, a11y, context, baseURL }) => {
  // Four pages and an overlay checked with axe, three format switches: more than the default minute on a busy CI machine.
  test.slow();
  // The physical format is behind its flag: a tester's cookie switches it on for this browser.
  await context.addCookies([{ name: 'escapade-flags', value: 'physicalGiftFormat:on', url: baseURL! }]);
  await site.visit(`/${SEGMENTS[site.locale].giftBoxes}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.t('giftBoxes.listing.title'));
  const boxes = page.getByRole('main').getByRole('listitem');
  expect(await boxes.count()).toBeGreaterThan(3);

  // The first box (sold in both formats) opens its page, digital by default.
  const title = (await boxes.first().getByRole('heading', { level: 2 }).textContent())!.trim();
  await boxes.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${SEGMENTS[site.locale].giftBoxes}/p/[a-z0-9-]+/[A-Z0-9]+-EBOX$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await a11y.check('box page');
  const digital = page.getByRole('radio', { name: new RegExp(site.t('giftBoxes.format.digital')) });
  await expect(digital).toBeChecked();
  const offer = page.getByRole('link', { name: site.t('giftBoxes.panel.offer'), exact: true });
  const code = (url: string) => new URL(url).pathname.split('/').pop()!;
  const digitalCode = code(page.url());
  await expect(offer).toHaveAttribute('href', site.path(`${boxCheckout(site.locale)}?code=${digitalCode}&giftFormat=digital`));

  const physical = page.getByRole('radio', { name: new RegExp(site.t('giftBoxes.format.physical')) });
  if (site.locale === 'it-IT') {
    // Italy sells no physical box: no such option, and nothing more to choose.
    await expect(physical).toHaveCount(0);
    await a11y.checkOverlay('Offer panel', 'aside');
    return;
  }

  // Physical: the code's suffix and the address change, shipping joins the total; then back to digital.
  await expect(physical).toBeEnabled();
  await physical.check();
  const physicalCode = digitalCode.replace(/-EBOX$/, '-PBOX');
  await expect(page).toHaveURL(new RegExp(`/${physicalCode}$`));
  await a11y.check('physical box');
  await digital.check();
  await expect(page).toHaveURL(new RegExp(`/${digitalCode}$`));
  await expect(offer).toHaveAttribute('href', site.path(`${boxCheckout(site.locale)}?code=${digitalCode}&giftFormat=digital`));

  // Physical again, with a sleeve: kept in the hash and handed over with the box.
  await physical.check();
  await expect(page).toHaveURL(new RegExp(`/${physicalCode}`));
  const standard = page.getByRole('radio', { name: new RegExp(site.t('giftBoxes.extras.standard')) });
  await expect(standard).toBeChecked();
  // The sleeves' fieldset (its legend is the catalog's category name): the one holding the free standard option.
  const sleeves = page.locator('fieldset').filter({ has: standard });
  await sleeves.getByRole('radio').nth(1).check();
  await expect(page).toHaveURL(/#sleeves=\d+$/);
  const sleeve = /#sleeves=(\d+)$/.exec(page.url())![1];
  await expect(offer).toHaveAttribute('href', site.path(`${boxCheckout(site.locale)}?code=${physicalCode}&giftFormat=physical#sleeves=${sleeve}`));
  await a11y.checkOverlay('Offer panel with a sleeve', 'aside');
});
