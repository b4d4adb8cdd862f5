import { expect, SEGMENTS, test } from './fixtures';
import { ACCEPTED_CARD } from './fixtures/payments';

/** A calendar day n days from today (UTC is close enough weeks ahead). */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Issue 18: a visitor books a stay from its product page, pays at the hotel (desktop) or by card on the payment
// provider's hosted page (phone), finds the booking again with its number, modifies it (one adult instead of two)
// and cancels it. Each page of the site is checked with axe; the dialogs too.
test('book a stay paid at the hotel or by card, find it with its number, modify it and cancel it', async ({ page, site, a11y }, testInfo) => {
  const byCard = testInfo.project.metadata.viewport === 'mobile';
  // Five pages and a dialog, each checked with axe (1-4 s each on a busy 2-core machine): more than the default minute.
  test.setTimeout(150_000);
  // Dates of its own (a month ahead, 2 nights), so that the other journeys' bookings never take its room.
  const checkin = dayIn(33 + (Date.now() % 7));
  const checkout = dayIn(35 + (Date.now() % 7));
  await site.visit(`/${SEGMENTS[site.locale].search}#checkin=${checkin}&checkout=${checkout}&night=2`);
  await page.getByRole('main').getByTestId('offer-card').first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page.getByTestId('product-price-amount')).toBeVisible();
  await a11y.check('product page');

  const panel = page.getByTestId('booking-panel');
  const book = panel.getByRole('button', { name: site.t('product.booking.book'), exact: true });
  await book.click();
  const activityDates = panel.getByRole('combobox');
  if ((await activityDates.count()) > 0) {
    for (const select of await activityDates.all()) await select.selectOption({ index: 1 });
    await book.click();
  }

  // The checkout: the server's recap, then the form.
  await page.waitForURL(new RegExp(`/${SEGMENTS[site.locale].checkout}/\\d+#checkin=${checkin}`));
  // The booked offer (the checkout's path ends with its id): the modification keeps it, for one adult.
  const offerId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('region', { name: site.t('checkout.recap.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: site.t('bookingFlow.back'), exact: true })).toHaveAttribute('href', new RegExp(`/${SEGMENTS[site.locale].product}/\\d+.*#checkin=${checkin}`));
  await a11y.check('checkout');
  const email = `e2e.${Date.now()}@example.fr`;
  const field = (id: string) => page.getByRole('textbox', { name: site.t(id), exact: true }).first();
  await field('checkout.field.firstName').fill('Marie');
  await field('checkout.field.lastName').fill('Dupont');
  await field('checkout.field.email').fill(email);
  await field('checkout.field.phone').fill('+33 6 12 34 56 78');
  await field('checkout.field.address').fill('3 rue Oberkampf');
  await field('checkout.field.postalCode').fill('75011');
  await field('checkout.field.city').fill('Paris');
  for (const input of await page.locator('input[name^="traveller."]').all()) await input.fill('Durand');
  await page.getByRole('radio', { name: new RegExp(site.t(byCard ? 'checkout.payment.card' : 'checkout.payment.hotel')) }).check();
  await page.locator('#checkout-terms').check();
  await page.getByTestId('place-order').click();

  if (byCard) {
    // The provider's page (not the site's): the card, then back to the confirmation once paid.
    await page.waitForURL(/\/pay\/cs_/);
    await a11y.check("the payment provider's page (its local implementation)");
    await page.getByLabel('Card number').fill(ACCEPTED_CARD.number);
    await page.getByLabel('Expiry date (MM/YY)').fill(ACCEPTED_CARD.expiry);
    await page.getByLabel('Security code').fill(ACCEPTED_CARD.cvc);
    await page.getByRole('button', { name: /^Pay / }).click();
  }

  // The confirmation: an 8-digit booking number.
  await page.waitForURL(new RegExp(`/${SEGMENTS[site.locale].confirmation}/\\d{8}#key=`));
  const number = (await page.getByTestId('booking-number').textContent()) ?? '';
  expect(number).toMatch(/^\d{8}$/);
  // Paid by card, the order is confirmed by the provider's signed event (the page reads it again meanwhile).
  await expect(page.getByText(site.t('confirmation.status.confirmed'), { exact: true })).toBeVisible({ timeout: 15_000 });
  if (byCard) await expect(page.getByTestId('paid-with')).toBeVisible(); // how it was paid, from the provider's event
  await expect(page.getByText(email, { exact: false })).toBeVisible();
  await a11y.check('confirmation');

  // My booking: found with its number and e-mail, then cancelled.
  await site.visit(`/${SEGMENTS[site.locale].bookingLookup}`);
  await page.getByRole('textbox', { name: site.t('confirmation.bookingNumber'), exact: true }).fill(number);
  await page.getByRole('textbox', { name: site.t('checkout.field.email'), exact: true }).fill(email);
  await page.getByRole('button', { name: site.t('bookingLookup.submit'), exact: true }).click();
  await expect(page.getByTestId('booking-number')).toHaveText(number);
  await a11y.check('booking found');

  // Modified: the same hotel's stays for one adult instead of two, as MODIFICATION cards with their new total and the
  // difference; the booking's own stay (same offer and dates, one adult) chosen and confirmed, even when the booking
  // holds the last room of a night (its own rooms count as free for it), the booking then holds one traveller.
  await page.getByRole('button', { name: site.t('bookingLookup.modify.open'), exact: true }).click();
  const modification = page.getByRole('region', { name: site.t('bookingLookup.modify.title').replace('{bookingNumber}', number), exact: true });
  // The stays for the booking's own dates and guests come first, the booking's own among them.
  await expect(modification.getByText(site.t('bookingLookup.modify.current'), { exact: true })).toBeVisible();
  await modification.getByRole('combobox', { name: site.t('guests.adults'), exact: true }).selectOption('1');
  const forOne = page.waitForResponse((r) => r.url().endsWith('/modify/options') && (r.request().postDataJSON() as { adults?: number }).adults === 1);
  await modification.getByRole('button', { name: site.t('bookingLookup.modify.search'), exact: true }).click();
  const listed = await forOne;
  expect(listed.status()).toBe(200);
  const { options } = (await listed.json()) as { options: { offerId: number; offer: { label: string } }[] };
  // The cards come in the answer's order: the booking's own offer is the one at its index.
  const own = options.findIndex((o) => o.offerId === offerId);
  expect(own).toBeGreaterThanOrEqual(0);
  const before = (id: string) => site.t(id).split('{amount}')[0].trim();
  const stay = modification.getByRole('listitem').filter({ hasText: before('bookingLookup.modify.newTotal') }).nth(own);
  await expect(stay.getByTestId('offer-card').getByRole('heading', { level: 3 })).toContainText(options[own].offer.label);
  const pattern = (id: string) => site.t(id).split('{amount}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+');
  await expect(stay.getByText(new RegExp(`^(${['more', 'less', 'same'].map((id) => pattern(`bookingLookup.modify.${id}`)).join('|')})$`))).toBeVisible();
  await a11y.check('modify booking');
  await stay.getByTestId('offer-card').getByRole('heading', { level: 3 }).getByRole('button').click();
  const confirmModification = page.getByRole('dialog', { name: site.t('bookingLookup.modify.confirmTitle'), exact: true });
  await expect(confirmModification.getByText(before('bookingLookup.modify.newTotal'))).toBeVisible();
  await confirmModification.getByRole('button', { name: site.t('bookingLookup.modify.confirm'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: site.t('bookingLookup.modify.done') })).toBeVisible();
  await expect(page.getByRole('region', { name: site.t('confirmation.travellers'), exact: true }).getByRole('listitem')).toHaveCount(1);
  // The history of modifications shows the one just made (before and after, side by side).
  await expect(page.getByRole('region', { name: site.t('bookingLookup.history.title'), exact: true }).getByRole('table')).toHaveCount(1);

  await page.getByRole('button', { name: site.t('bookingLookup.cancel'), exact: true }).click();
  await a11y.checkOverlay('cancel dialog');
  await page.getByRole('dialog').getByRole('button', { name: site.t('bookingLookup.cancel.confirm'), exact: true }).click();
  await expect(page.getByText(site.t('confirmation.status.cancelled'), { exact: true })).toBeVisible();
});
