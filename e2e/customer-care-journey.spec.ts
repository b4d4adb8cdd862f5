import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { CARE_SITE, LOCAL_IDENTITY_PROVIDER, TEST_AGENT } from './fixtures/customer-care';
import { expect, localePath, SEGMENTS, test, type Locale } from './fixtures';

// Customer care (issue 19 §3, docs/customer-care.md) against the second server the harness starts in
// CUSTOMER_CARE mode: any page shows the login page and the API answers 401 until an agent signs in through the local
// OpenID Connect provider; then the agent works in the mode (no gift drawer, the agent's bar), looks a booking up by
// its number alone, and signs out. Two projects (playwright.config.ts ONLY_IN).

test.skip(!!process.env.E2E_BASE_URL && !process.env.E2E_CARE_BASE_URL, 'needs the customer-care server the harness starts');

const careUrl = (locale: Locale, path: string) => `${CARE_SITE.url}${localePath(locale, path)}`;

/** A stay booked through the customer-care server's API by the signed-in agent (paid at the hotel): its number. */
async function bookAStay(request: APIRequestContext): Promise<string> {
  const db = new Database(CARE_SITE.sqliteFile, { readonly: true, fileMustExist: true });
  const runs = db
    .prepare(
      `select a.offer_id, a.day, o.nights from availability a join offer o on o.id = a.offer_id
       where o.item_category = 'weekend' and o.published = 1 and o.expires_at is null and a.closed = 0 and a.rooms_left >= 1 and a.min_stay <= o.nights and a.day >= ?
       order by a.day, a.offer_id limit 40`,
    )
    .all(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)) as { offer_id: number; day: string; nights: number }[];
  db.close();
  for (const run of runs) {
    const criteria = { offerId: Number(run.offer_id), checkin: run.day, nights: Number(run.nights), adults: 2, children: 0, babies: 0, activityDates: [] as string[], locale: 'fr_FR' };
    const first = await request.post(`${CARE_SITE.url}/api/checkout/stay/cart`, { data: criteria });
    if (first.status() !== 200) continue;
    const { programLines } = (await first.json()) as { programLines: { activityId: number; needsDate: boolean }[] };
    criteria.activityDates = programLines.filter((l) => l.needsDate).map((l) => `${l.activityId}_0`);
    const priced = await request.post(`${CARE_SITE.url}/api/checkout/stay/cart`, { data: criteria });
    const cart = (await priced.json()) as { total: number; modifiedCriteria: boolean };
    if (priced.status() !== 200 || cart.modifiedCriteria) continue;
    const buyer = { firstName: 'Camille', lastName: 'Durand', email: 'camille.durand@example.com', phone: '+33 6 12 34 56 78', address: '1 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' };
    const placed = await request.post(`${CARE_SITE.url}/api/orders`, {
      data: { ...criteria, buyer, travellers: [{ firstName: 'Camille', lastName: 'Durand' }], paymentMethod: 'hotel', insurance: false, shownTotal: cart.total, idempotencyKey: randomUUID() },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    return ((await placed.json()) as { bookingNumber: string }).bookingNumber;
  }
  throw new Error('no bookable stay a month ahead on the customer-care server');
}

test('an agent signs in through the identity provider, works in customer-care mode, looks a booking up and signs out', async ({ page, site, a11y }) => {
  test.setTimeout(90_000);
  const { locale } = site;

  // Without an agent's session: any page is the login page, and the API answers 401.
  const contact = careUrl(locale, `/${SEGMENTS[locale].contact}`);
  await page.goto(contact);
  await expect(page.getByRole('heading', { level: 1, name: site.t('careLogin.title') })).toBeVisible();
  await expect(page.getByText(site.t('careLogin.intro'))).toBeVisible();
  await a11y.check('customer-care login page');
  const anonymous = await page.request.get(`${CARE_SITE.url}/api/content/themes.json?locale=fr_FR`);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toMatchObject({ error: 'unauthorized' });

  // Sign in at the local identity provider (a wrong password first), back on the page asked for.
  await page.getByRole('link', { name: site.t('careLogin.signIn'), exact: true }).click();
  await page.waitForURL(`${LOCAL_IDENTITY_PROVIDER.url}/interaction/**`);
  await a11y.check("the identity provider's login form");
  await page.getByLabel('User name').fill(TEST_AGENT.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong user name or password.');
  await a11y.check("the identity provider's refusal");
  await page.getByLabel('Password').fill(TEST_AGENT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(contact);
  const bar = page.getByRole('complementary', { name: site.t('careBar.label') });
  await expect(bar).toContainText(TEST_AGENT.name);
  await expect(page.getByRole('heading', { level: 1, name: site.t('careLogin.title') })).toHaveCount(0);
  // The mode's differences (§1): no gift drawer in the header, no chat; the contact page itself.
  await expect(page.getByTestId('gift-drawer-trigger')).toHaveCount(0);
  await a11y.check('contact page, customer care');

  // Any booking, by its number alone.
  const bookingNumber = await bookAStay(page.request);
  await page.goto(careUrl(locale, `/${SEGMENTS[locale].bookingLookup}`));
  await expect(page.getByText(site.t('bookingLookup.agentEmailOptional'))).toBeVisible();
  await page.getByRole('textbox', { name: site.t('confirmation.bookingNumber'), exact: true }).fill(bookingNumber);
  await page.getByRole('button', { name: site.t('bookingLookup.submit'), exact: true }).click();
  await expect(page.getByTestId('booking-number')).toHaveText(bookingNumber);
  await expect(page.getByText('camille.durand@example.com')).toBeVisible();
  await a11y.check('booking looked up by an agent');

  // Sign out: the session is gone, the login page again, the API closed.
  await bar.getByRole('button', { name: site.t('careBar.signOut'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: site.t('careLogin.signedOut') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: site.t('careLogin.title') })).toBeVisible();
  await a11y.check('signed out');
  expect((await page.request.get(`${CARE_SITE.url}/api/content/themes.json?locale=fr_FR`)).status()).toBe(401);
});
