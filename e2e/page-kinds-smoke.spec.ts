import { expect, SEGMENTS, test } from './fixtures';
import { CONTENT_SEGMENTS, PARTNER_MINISITES, SEEDED_LANDING, SEEDED_STATIC_PAGE } from './fixtures/content-pages';

/** The account route's first segment (src/shared/routes.ts): its sign-in page is `/<segment>/signin`. */
const ACCOUNT_SEGMENT: Record<string, string> = { 'fr-FR': 'compte', 'fr-BE': 'compte', 'es-ES': 'cuenta', 'nl-BE': 'account', 'nl-NL': 'account', 'it-IT': 'account' };

/*
 * The smoke pass of the page kinds whose full journeys run in a few projects only (playwright.config.ts, ONLY_IN):
 * in every other project, each opens from where a visitor finds it, renders its heading and passes axe. The gift box
 * listing and a box, a hotel from the hotel flow, an activity from the activity flow, the gift card page, and the
 * beneficiary's login (its redemption journey runs in fr-FR desktop and es-ES mobile).
 */
test('the gift box, hotel, activity, gift card and beneficiary login pages open from their links and pass axe', async ({ page, site, a11y, context, baseURL }) => {
  test.setTimeout(180_000);
  const s = SEGMENTS[site.locale];
  const openFirstCard = async (label: string, path: RegExp) => {
    const card = page.getByRole('main').getByTestId('offer-card').first();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check(label);
  };

  await test.step('a gift box from the listing', async () => {
    await site.visit(`/${s.giftBoxes}`);
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${s.giftBoxes}/p/[a-z0-9-]+/[A-Z0-9]+-EBOX$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check('gift box page');
  });

  await test.step('a hotel from the hotel flow', async () => {
    await site.visit(`/${s.search}?flow=hotel`);
    await openFirstCard('hotel page', /\/hotel\/\d+/);
  });

  await test.step('an activity from the activity flow', async () => {
    // The activity search is behind its flag: a tester's cookie switches it on for this browser.
    await context.addCookies([{ name: 'escapade-flags', value: 'activityOnlySearch:on', url: baseURL! }]);
    await site.visit(`/${s.search}?flow=activity`);
    await openFirstCard('activity page', new RegExp(`/${s.activity}/\\d+`));
  });

  await test.step('the gift card page', async () => {
    await site.visit('/giftcard/customization');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  await test.step('the content pages: weekend ideas, a landing and a static page', async () => {
    const c = CONTENT_SEGMENTS[site.locale];
    for (const path of [`/${c.weekendIdeas}`, `/${c.landing}/${SEEDED_LANDING}`, `/${c.contentPage}/${SEEDED_STATIC_PAGE}`]) {
      await site.visit(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  await test.step('a partner minisite of the point of sale (none in the Netherlands)', async () => {
    const minisite = PARTNER_MINISITES[site.locale];
    if (!minisite) return;
    await site.visit(minisite);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  await test.step('the beneficiary login', async () => {
    await site.visit('/beneficiary/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.t('beneficiary.title'));
    await expect(page.getByRole('textbox', { name: site.t('beneficiary.code.label') })).toBeVisible();
    await a11y.check('beneficiary login');
  });

  await test.step('the customer account sign-in page (the toggle on for this browser, as its journey does)', async () => {
    await context.addCookies([{ name: 'escapade-flags', value: 'customerAccount:on', url: baseURL! }]);
    await site.visit(`/${ACCOUNT_SEGMENT[site.locale]}/signin`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.t('account.signIn.title'));
    await expect(page.getByRole('main').getByRole('textbox', { name: site.t('account.field.email') })).toBeVisible();
    await a11y.check('account sign-in');
  });
});
