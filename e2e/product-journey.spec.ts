import type { Page } from '@playwright/test';
import { expect, SEGMENTS, test } from './fixtures';

/** A calendar day n days from today (UTC is close enough three weeks ahead). */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A price as shown in any locale ("60 €", "89,50 €", "€ 1.234,50") → cents. */
function cents(text: string | null): number {
  const raw = (text ?? '').replace(/[^\d.,]/g, '');
  const decimal = /[.,]\d{2}$/.test(raw) ? raw.slice(-2) : '00';
  const whole = /[.,]\d{2}$/.test(raw) ? raw.slice(0, -3) : raw;
  return Number(whole.replace(/[.,]/g, '')) * 100 + Number(decimal);
}

const productPrice = (page: Page) => page.getByTestId('product-price-amount');

test('from a search with dates to a card, the same price on the product page, other dates, and the checkout hand-off', async ({ page, site, a11y }) => {
  // Four pages, three dialogs and the calendar, each checked with axe: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const checkin = dayIn(21);
  const checkout = dayIn(22);
  await site.visit(`/${SEGMENTS[site.locale].search}#checkin=${checkin}&checkout=${checkout}&night=1`);
  const card = page.getByRole('main').getByTestId('offer-card').first();
  await expect(card).toBeVisible();
  const cardPrice = cents(await card.locator('.offer-card-price strong').first().textContent());

  // The card opens the product page with the search's stay in the hash.
  await card.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${SEGMENTS[site.locale].product}/\\d+/[a-z0-9-]+#checkin=${checkin}&checkout=${checkout}&night=1$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(productPrice(page)).toBeVisible();
  expect(cents(await productPrice(page).textContent())).toBe(cardPrice);
  await a11y.check('product page priced for the stay');

  // The tab bar takes the visitor to a section, the stay staying in the hash.
  await page.getByRole('navigation', { name: site.t('product.sections.label') }).getByRole('button', { name: site.t('product.practical.title') }).click();
  await expect(page.getByRole('heading', { name: site.t('product.practical.title') })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`#checkin=${checkin}&checkout=${checkout}&night=1$`));

  // Other dates a week later: the page reads the hash again and prices them (the hand-off below carries them).
  const later = [dayIn(28), dayIn(29)];
  await page.evaluate(([a, b]) => (window.location.hash = `checkin=${a}&checkout=${b}&night=1`), later);
  await expect(productPrice(page)).toBeVisible();

  // Practical information opens in a dialog.
  await page.getByRole('button', { name: site.t('product.practical.hours') }).click();
  await a11y.checkOverlay('hours dialog');
  await page.keyboard.press('Escape');

  // The calendar loads on first use: its dialog opens from the dates' button.
  await page.getByTestId('booking-panel').getByRole('button', { name: new RegExp(`^${site.t('calendar.label')}`) }).click();
  await a11y.checkOverlay('calendar');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Book: activity dates first when the programme has any, then the hand-off with the quote's criteria.
  // The activity dates are the booking panel's own selects (the page has other comboboxes, the footer's country).
  const panel = page.getByTestId('booking-panel');
  const book = panel.getByRole('button', { name: site.t('product.booking.book'), exact: true });
  await book.click();
  const dates = panel.getByRole('combobox');
  if ((await dates.count()) > 0) {
    await expect(panel.getByRole('alert')).toHaveText(site.t('product.booking.error.activityDates'));
    for (const select of await dates.all()) await select.selectOption({ index: 1 });
    await book.click();
  }
  await page.waitForURL(new RegExp(`/${SEGMENTS[site.locale].checkout}/\\d+#checkin=${later[0]}&checkout=${later[1]}&night=1`));
  // The checkout's own chunk loads after the address changes: its heading says it has rendered.
  await expect(page.getByRole('heading', { level: 1, name: site.t('checkout.title') })).toBeVisible();
  await a11y.check('checkout hand-off (served by the checkout issue)');
});

test("an unknown offer's link shows the not-found page (404)", async ({ page, site }) => {
  await site.visit(`/${SEGMENTS[site.locale].product}/2147483000`, { status: 404 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
