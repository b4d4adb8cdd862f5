import { expect, SEGMENTS, test } from './fixtures';

/**
 * Issue 36, point 6: a family (2 adults and a child) asks for "a weekend in <a month ahead>" from the results page's
 * box, sees each card's cheapest weekend, opens one on the product page at the card's price, then picks another
 * weekend from the page's grid. axe runs with the flexible calendar open. Needs the catalog's flexible search (the
 * flexible engine's branch): each card's `flexibleStay`.
 */

/** A price as shown in any locale → cents (the first amount only). */
function cents(text: string | null): number {
  const raw = ((text ?? '').match(/\d(?:[\d.,\s]*\d)?/)?.[0] ?? '').replace(/[^\d.,]/g, '');
  const decimal = /[.,]\d{2}$/.test(raw) ? raw.slice(-2) : '00';
  const whole = /[.,]\d{2}$/.test(raw) ? raw.slice(0, -3) : raw;
  return Number(whole.replace(/[.,]/g, '')) * 100 + Number(decimal);
}

/** The month two months ahead: its yyyy-MM and its button's name in the panel ('juin 2027': the month, then the year). */
function monthAhead(locale: string) {
  const today = new Date();
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 15));
  return { key: day.toISOString().slice(0, 7), name: `${new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(day)} ${day.getUTCFullYear()}` };
}

test('a family searches a weekend in a chosen month, opens a card at its price and picks another weekend', async ({ page, site, a11y }) => {
  test.setTimeout(180_000);
  const isMobile = (page.viewportSize()?.width ?? 1366) < 1024;
  const month = monthAhead(site.locale);
  await site.visit(`/${SEGMENTS[site.locale].search}#a=2&c=1`);

  // The box: on a phone behind its summary, in a dialog; the dates field opens the calendar with its two tabs.
  if (isMobile) await page.getByRole('button', { name: new RegExp(site.t('searchBox.summary.edit')) }).first().click();
  const box = page.getByRole('search').locator('visible=true').first();
  await box.getByRole('button', { name: new RegExp(`^${site.t('calendar.label')}`) }).click();
  await page.getByRole('tab', { name: site.t('calendar.mode.flexible') }).click();
  const panel = page.getByRole('tabpanel', { name: site.t('calendar.mode.flexible') });
  const monthButton = panel.getByRole('button', { name: new RegExp(`^${month.name}$`, 'i') });
  await monthButton.click();
  await expect(monthButton).toHaveAttribute('aria-pressed', 'true');
  await a11y.checkOverlay('flexible dates', '[role="dialog"]');
  await page.getByRole('button', { name: site.t('calendar.validate'), exact: true }).click();
  await box.getByRole('button', { name: site.t('searchBox.submit'), exact: true }).click();

  // The results of "a weekend in <month>" for the family: each card names its cheapest weekend.
  await expect(page).toHaveURL(new RegExp(`#c=1&flex=weekend&months=${month.key}&night=2$`));
  const card = page.getByRole('main').getByTestId('offer-card').first();
  await expect(card.locator('.offer-card-flexible-stay').first()).toBeVisible();
  const cardPrice = cents(await card.locator('.offer-card-price strong').first().textContent());
  await a11y.check('flexible results');

  // The card opens the product page on that weekend, at the card's price.
  await card.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${SEGMENTS[site.locale].product}/\\d+/[a-z0-9-]+#checkin=${month.key}-\\d\\d&checkout=\\d{4}-\\d\\d-\\d\\d&night=2&c=1$`));
  const price = page.getByTestId('product-price-amount');
  await expect(price).toBeVisible();
  expect(cents(await price.textContent())).toBe(cardPrice);

  // Another weekend from the grid, at its price: the grid prices the card's two nights.
  await page.locator('#reviews-title').scrollIntoViewIfNeeded();
  const weekends = page.getByTestId('stay-weekends');
  const offered = weekends.getByRole('button', { pressed: false }).nth(1);
  await offered.scrollIntoViewIfNeeded();
  const weekend = weekends.getByRole('listitem').filter({ hasText: (await offered.locator('.dates').textContent()) ?? '' }).getByRole('button');
  const weekendPrice = cents(await weekend.locator('.outcome').textContent());
  await weekend.click();
  await expect(weekend).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('booking-panel').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(async () => cents(await price.textContent())).toBe(weekendPrice);
  await a11y.check('product page on another weekend');
});
