import { expect, SEGMENTS, test } from './fixtures';
import { CONTENT_SEGMENTS, E2E_PREVIEW_SECRET, SEEDED_LANDING, SEEDED_STATIC_PAGE } from './fixtures/content-pages';

/*
 * Home per flow and the content service's other pages (docs/home-and-cms.md): the home of each flow with its blocks,
 * the weekend ideas with 'See more', a landing with its banner and countdown, a static page, and the preview link
 * that shows a draft. Axe on every page.
 */
test('home in each flow, weekend ideas, a landing, a static page and a draft through the preview link', async ({ page, site, a11y, context, baseURL }) => {
  test.setTimeout(240_000);
  const s = CONTENT_SEGMENTS[site.locale];
  const flowTabs = page.getByRole('navigation', { name: site.t('cms.flow.label'), exact: true });
  const main = page.getByRole('main');
  let bookingTitle = '';

  await test.step('home, booking flow: flow tabs, jumbotron, content blocks', async () => {
    await site.visit('/');
    await expect(flowTabs.getByRole('link', { name: site.t('cms.flow.booking') })).toHaveAttribute('aria-current', 'page');
    bookingTitle = (await main.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(bookingTitle.length).toBeGreaterThan(5);
    // Main USP, categories, two top search results, the gift banner and the marketing block.
    expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
    await expect(main.locator('[data-variant="primary"]')).toBeVisible();
    const stay = main.locator(`a[href*="/${SEGMENTS[site.locale].product}/"]`).first();
    await expect(stay).toBeVisible();
  });

  await test.step('the Gifts tab opens the gifting home: boxes, main USP secondary', async () => {
    await flowTabs.getByRole('link', { name: site.t('cms.flow.gifting') }).click();
    await expect(page).toHaveURL(/[?&]flow=gifting/);
    await expect(flowTabs.getByRole('link', { name: site.t('cms.flow.gifting') })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('heading', { level: 1 })).not.toHaveText(bookingTitle);
    await expect(main.locator('a[href*="-EBOX"]').first()).toBeVisible();
    await expect(main.locator('[data-variant="secondary"]')).toBeVisible();
    await a11y.check('gifting home');
  });

  await test.step('the activity home, with the activity-only search on', async () => {
    await context.addCookies([{ name: 'escapade-flags', value: 'activityOnlySearch:on', url: baseURL! }]);
    await site.visit('/?flow=activity');
    await expect(flowTabs).toHaveCount(0);
    await expect(main.locator(`a[href*="/${SEGMENTS[site.locale].activity}/"]`).first()).toBeVisible();
    await context.clearCookies({ name: 'escapade-flags' });
  });

  await test.step("weekend ideas: a section's 'See more' shows the rest of its cards", async () => {
    await site.visit(`/${s.weekendIdeas}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(site.t('cms.ideas.title'));
    const section = main.getByRole('region').first();
    await expect(section.getByRole('listitem')).toHaveCount(4);
    await section.getByRole('button', { name: site.t('cms.ideas.seeMore') }).click();
    await expect(section.getByRole('listitem')).toHaveCount(6);
    await expect(section.getByRole('link').nth(4)).toBeFocused();
    await expect(section.getByRole('button', { name: site.t('cms.ideas.seeMore') })).toHaveCount(0);
    await expect(main.getByRole('region', { name: site.t('cms.ideas.regions') }).getByRole('link').first()).toBeVisible();
    await a11y.check('weekend ideas, all cards');
  });

  await test.step('a landing: its announcement banner, promo jumbotron and a countdown ticking each second', async () => {
    await site.visit(`/${s.landing}/${SEEDED_LANDING}`);
    await expect(main.getByRole('region', { name: site.t('promotions.announcement.label') }).first()).toBeVisible();
    const countdown = page.getByTestId('countdown');
    await expect(countdown).toBeVisible();
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '', { timeout: 3000 });
    expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
  });

  await test.step('a static page by its id', async () => {
    await site.visit(`/${s.contentPage}/${SEEDED_STATIC_PAGE}`);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await site.visit(`/${s.contentPage}/no-such-page`, { status: 404 });
  });

  await test.step('the preview link shows the draft of the home, privately, and reloads it on focus', async () => {
    const answer = await page.goto(`/api/preview?secret=${E2E_PREVIEW_SECRET}&path=${encodeURIComponent(site.path('/'))}`);
    expect(answer?.status()).toBe(200);
    // Next answers draft pages `private, no-cache, no-store, max-age=0, must-revalidate`: private and never stored.
    expect(answer?.headers()['cache-control']).toMatch(/^private, .*no-store/);
    await expect(page.getByRole('status').filter({ hasText: site.t('cms.draft.notice') })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).not.toHaveText(bookingTitle);
    await a11y.check('home in draft mode');
    await page.getByRole('link', { name: site.t('cms.draft.exit') }).click();
    await expect(page.getByRole('status').filter({ hasText: site.t('cms.draft.notice') })).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(bookingTitle);
    await a11y.check('home after the preview');
    expect((await page.request.get(`/api/preview?secret=wrong-secret-000000000&path=/`, { maxRedirects: 0 })).status()).toBe(401);
  });
});
