import { CARE_SITE } from './fixtures/customer-care';
import { expect, localePath, SEGMENTS, test } from './fixtures';

// The customer-care login page, a page kind of the customer-care server alone (docs/customer-care.md), in the
// projects where the customer-care journey does not run (playwright.config.ts ONLY_IN): it renders in the locale and
// axe finds nothing.

test.skip(!!process.env.E2E_BASE_URL && !process.env.E2E_CARE_BASE_URL, 'needs the customer-care server the harness starts');

test('a page of the customer-care server without an agent is the customer-care login page', async ({ page, site, a11y }) => {
  await page.goto(`${CARE_SITE.url}${localePath(site.locale, `/${SEGMENTS[site.locale].bookingLookup}`)}`);
  await expect(page.getByRole('heading', { level: 1, name: site.t('careLogin.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: site.t('careLogin.signIn'), exact: true })).toHaveAttribute(
    'href',
    `/api/customer-care/login?returnTo=${encodeURIComponent(localePath(site.locale, `/${SEGMENTS[site.locale].bookingLookup}`))}`,
  );
  await a11y.check('customer-care login page');
});
