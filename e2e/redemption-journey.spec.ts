import { expect, test, SEGMENTS } from './fixtures';
import { boxWithStays, issueVoucher, stayWithActivityDates } from './fixtures/vouchers';
import { fillBuyer } from './fixtures/buyer';

// Issue 19 item 1 and issue 18 item 6c (docs/redemption.md): a person who received a box logs in with its code,
// sees which days of a stay it covers, books a weekend paying only the supplement, and cannot use the code twice;
// then a gift card code pays part of another stay; then a checkout address of a 2-night stay written without its
// activity dates asks for them on the checkout itself. Every page and the calendar dialog are checked with axe.
test('redeem a box code: the calendar, a weekend paying the supplement, the code refused the second time; a gift card pays part of a stay', async ({ page, site, a11y }) => {
  test.setTimeout(240_000);
  const boxCode = issueVoucher('box', await boxWithStays());
  const giftCard = issueVoucher('giftcard', '5000');
  const codeField = () => page.getByRole('textbox', { name: site.t('beneficiary.code.label') });
  const fillLea = () => fillBuyer(page, site, { firstName: 'Léa', lastName: 'Martin', email: `lea.${Date.now()}@example.com` });
  let checkoutHref = '';
  let otherDay = '';

  await test.step('an unknown code is refused, the box code opens its stays with their supplements', async () => {
    await site.visit('/beneficiary/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.t('beneficiary.title'));
    await a11y.check('beneficiary login');
    await codeField().fill('AAAA-BBBB-CCCC-DDDD');
    await page.getByRole('button', { name: site.t('beneficiary.submit') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(site.t('giftCode.error.unknown'));
    await codeField().fill(boxCode.toLowerCase());
    await page.getByRole('button', { name: site.t('beneficiary.submit') }).click();
    await expect(page.getByTestId('beneficiary-offer').first()).toBeVisible();
    const first = page.getByTestId('beneficiary-offer').first();
    await expect(first.getByText(new RegExp(`${site.t('beneficiary.card.included')}|${site.t('beneficiary.card.supplement').split('{')[0].trim()}`))).toBeVisible();
    await a11y.check('beneficiary results');
  });

  await test.step('an arrival day and nights, then a hotel, narrow the stays to those bookable then, priced for those dates', async () => {
    const main = page.getByRole('main');
    await main.getByRole('button', { name: new RegExp(`^${site.t('calendar.label')}`) }).click();
    const calendar = page.getByRole('dialog').locator('visible=true').first();
    const open = calendar.locator('button[data-day]:not([aria-disabled="true"])');
    await expect(open.first()).toBeVisible();
    const checkin = (await open.nth(Math.min(20, (await open.count()) - 2)).getAttribute('data-day'))!;
    await calendar.locator(`button[data-day="${checkin}"]`).click();
    await expect(calendar.locator(`button[data-day="${checkin}"]`)).toHaveAttribute('aria-pressed', 'true');
    const checkoutDay = await open.evaluateAll((buttons, from) => buttons.map((b) => (b as HTMLElement).dataset.day!).find((d) => d > from)!, checkin);
    await calendar.locator(`button[data-day="${checkoutDay}"]`).click();
    await expect(page.locator('[data-day]')).toHaveCount(0, { timeout: 5000 });
    // Priced for those dates: no card says 'from'.
    await expect(page.getByTestId('beneficiary-offer').first()).toBeVisible();
    await expect(main.getByText(site.t('beneficiary.card.priceFrom').split('{')[0].trim())).toHaveCount(0);
    const hotel = main.getByRole('combobox', { name: site.t('beneficiary.filters.hotel') });
    const chosen = (await hotel.locator('option').nth(1).textContent())!.replace(/ \(\d+\)$/, '');
    await hotel.selectOption({ index: 1 });
    await expect(page.getByTestId('beneficiary-offer').locator('.hotel span:first-child').filter({ hasNotText: chosen })).toHaveCount(0);
    await a11y.check('beneficiary results for a date and a hotel');
    // The page comes back on the session's gift without the search (the box's stays, for the steps below).
    await site.visit('/beneficiary/login');
    await expect(page.getByTestId('beneficiary-offer').first()).toBeVisible();
  });

  await test.step("a stay's calendar marks days included, with a supplement or not available", async () => {
    await page.getByTestId('beneficiary-offer').first().getByRole('button', { name: site.t('beneficiary.card.dates') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('redemption-calendar')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
    // Today's month has past days, never available.
    await expect(dialog.locator('td[data-status="notAvailable"]').first()).toBeVisible();
    await a11y.checkOverlay('redemption calendar', '[role="dialog"]');
    // A weekend day (Friday or Saturday columns) that the box opens, this month or the next ones.
    const weekendDays = dialog.locator('tr td:nth-child(5)[data-status]:not([data-status="notAvailable"]) button, tr td:nth-child(6)[data-status]:not([data-status="notAvailable"]) button');
    for (let i = 0; i < 4 && (await weekendDays.count()) < 2; i++) {
      await dialog.getByRole('button', { name: site.t('beneficiary.calendar.next') }).click();
      await expect(dialog.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
    }
    await expect(weekendDays.nth(1)).toBeVisible();
    otherDay = (await weekendDays.nth(1).locator('xpath=..').getAttribute('data-day')) ?? '';
    await weekendDays.first().click();
    const book = dialog.getByRole('link', { name: site.t('beneficiary.calendar.book') });
    checkoutHref = (await book.getAttribute('href')) ?? '';
    expect(checkoutHref).toMatch(new RegExp(`/${SEGMENTS[site.locale].checkout}/\\d+#checkin=\\d{4}-\\d{2}-\\d{2}&night=1&a=2$`));
    await book.click();
  });

  await test.step('the stay checkout takes the code as payment and charges only the supplement', async () => {
    await expect(page.getByTestId('applied-gift-code')).toBeVisible({ timeout: 20_000 });
    const remaining = page.getByTestId('checkout-remaining');
    await expect(remaining).toBeVisible();
    await a11y.check('checkout paid with the box code');
    await fillLea();
    const paidInFull = (await page.getByText(site.t('checkout.giftCode.paidInFull')).count()) > 0;
    if (!paidInFull) await page.getByRole('radio', { name: new RegExp(site.t('checkout.payment.hotel')) }).check();
    await page.locator('#checkout-terms').check();
    await page.getByTestId('place-order').click();
    await page.waitForURL(new RegExp(`/${SEGMENTS[site.locale].confirmation}/\\d{8}#key=`));
    await expect(page.getByText(site.t('confirmation.status.confirmed'), { exact: true })).toBeVisible({ timeout: 15_000 });
    await a11y.check('confirmation of the redeemed stay');
  });

  await test.step('the code is refused the second time', async () => {
    await site.visit('/beneficiary/login');
    await codeField().fill(boxCode);
    await page.getByRole('button', { name: site.t('beneficiary.submit') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(site.t('giftCode.error.used'));
  });

  await test.step('a gift card code pays part of a stay, the rest at the hotel', async () => {
    await site.visit(checkoutHref.replace(/checkin=[\d-]+/, `checkin=${otherDay}`).replace(/^\/[a-z]{2}-[A-Z]{2}(?=\/)/, ''));
    await expect(page.getByTestId('checkout-total')).toBeVisible({ timeout: 20_000 });
    // The code's field opens from its disclosure and takes the focus.
    const disclosure = page.getByRole('button', { name: site.t('checkout.giftCode.open') });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('textbox', { name: site.t('checkout.giftCode.label') })).toBeFocused();
    await page.getByRole('textbox', { name: site.t('checkout.giftCode.label') }).fill(giftCard);
    await page.getByRole('button', { name: site.t('checkout.giftCode.apply') }).click();
    await expect(page.getByTestId('applied-gift-code')).toBeVisible();
    await expect(page.getByTestId('checkout-remaining')).toBeVisible();
    await a11y.check('checkout with a gift card');
    await fillLea();
    await page.getByRole('radio', { name: new RegExp(site.t('checkout.payment.hotel')) }).check();
    await page.locator('#checkout-terms').check();
    await page.getByTestId('place-order').click();
    await page.waitForURL(new RegExp(`/${SEGMENTS[site.locale].confirmation}/\\d{8}#key=`));
    await expect(page.getByText(site.t('confirmation.status.confirmed'), { exact: true })).toBeVisible({ timeout: 15_000 });
    await a11y.check('confirmation of the stay paid in part by gift card');
  });

  await test.step('a checkout address without the activity dates asks for them, keeps them in the address, then books', async () => {
    const dated = await stayWithActivityDates();
    await site.visit(`/${SEGMENTS[site.locale].checkout}/${dated.offerId}#checkin=${dated.checkin}&night=2&a=2`);
    const step = page.getByTestId('checkout-activity-dates');
    await expect(step).toBeVisible({ timeout: 20_000 });
    const selects = step.getByRole('combobox');
    // The stay's days only: check-in and the last night (a placeholder first).
    await expect(selects.first().getByRole('option')).toHaveCount(3);
    await a11y.check('checkout asking for the activity dates');
    await fillLea();
    await page.getByRole('radio', { name: new RegExp(site.t('checkout.payment.hotel')) }).check();
    await page.locator('#checkout-terms').check();
    await page.getByTestId('place-order').click();
    await expect(step.getByRole('alert')).toHaveText(site.t('product.booking.error.activityDates'));
    await expect(selects.first()).toBeFocused();
    for (const select of await selects.all()) await select.selectOption({ index: 1 });
    await expect(page).toHaveURL(/[#&]activityDates=\d+_0(,\d+_0)*$/);
    await expect(step.getByRole('alert')).toHaveCount(0);
    await page.getByTestId('place-order').click();
    await page.waitForURL(new RegExp(`/${SEGMENTS[site.locale].confirmation}/\\d{8}#key=`));
    await expect(page.getByText(site.t('confirmation.status.confirmed'), { exact: true })).toBeVisible({ timeout: 15_000 });
    await a11y.check('confirmation of the stay with its activity dates');
  });
});
