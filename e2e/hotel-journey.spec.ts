import { expect, SEGMENTS, test } from './fixtures';

/**
 * The hotel page (issue 16): from a hotel-flow search open a hotel, choose a room offer (without dates its calendar
 * opens; once dates are chosen and priced, its booking options), open a room offer's detail, read the reviews in another language and page through them, and move
 * on to a nearby hotel; axe on the page and with each modal open.
 */
test('from a hotel-flow search to a hotel, its dates, an offer, its reviews in another language, and a nearby hotel', async ({ page, site, a11y, isMobile }) => {
  test.setTimeout(150_000);
  // The results' hotel offers drawer: a card's other offers, main one first, and back to the search.
  await site.visit(`/${SEGMENTS[site.locale].search}`);
  const others = page.getByRole('main').getByTestId('hotel-offers-link').first();
  await others.click();
  const drawer = page.getByTestId('hotel-offers-drawer');
  await expect(drawer.getByTestId('drawer-offer').first()).toBeVisible();
  await expect(drawer.locator('[data-main]')).toHaveCount(1);
  await a11y.checkOverlay('hotel offers drawer');
  await drawer.getByRole('button', { name: site.t('hotel.drawer.back') }).click();
  await expect(drawer).toBeHidden();
  await expect(others).toBeFocused();

  await site.visit(`/${SEGMENTS[site.locale].search}?flow=hotel`);
  const card = page.getByRole('main').getByTestId('offer-card').first();
  await expect(card).toBeVisible();
  await card.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/hotel\/\d+\?flow=hotel/);
  const hotelId = /\/hotel\/(\d+)/.exec(page.url())![1];
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('room-card').first()).toBeVisible();
  // The rooms list their highlights: their own features (balcony, bathtub, …) first, then the hotel's room facilities.
  await expect(page.getByRole('list', { name: site.t('hotel.room.highlights') }).first()).toBeVisible();
  await a11y.check('hotel page');

  // The sticky tabs take the visitor to the offers.
  await page.getByRole('navigation', { name: site.t('hotel.tabs.label') }).getByRole('button', { name: site.t('hotel.tabs.offers') }).click();
  await expect(page.getByRole('heading', { name: site.t('hotel.offers.title') })).toBeFocused();

  // Choosing a room offer without dates opens the hotel's calendar (§4). Its dates: a priced day about three weeks
  // ahead, then the next one free.
  const chosen = page.getByTestId('room-offer').first();
  const chosenId = await chosen.getAttribute('data-offer-id');
  await chosen.getByTestId('choose-offer').click();
  const calendar = page.getByRole('dialog').locator('visible=true').first();
  // The first call of a hotel's 12-month prices reads the whole year: more than the default 10 s on a busy CI machine.
  await expect(calendar.locator('[data-day] .price').first()).toBeVisible({ timeout: 30_000 });
  await a11y.checkOverlay('hotel calendar');
  const priced = calendar.locator('button[data-day]:not([aria-disabled="true"])').filter({ has: page.locator('.price') });
  const checkin = (await priced.nth(Math.min(14, (await priced.count()) - 2)).getAttribute('data-day'))!;
  await calendar.locator(`button[data-day="${checkin}"]`).click();
  // The first day after it still selectable (a minimum stay leaves the nights before it out).
  await expect(calendar.locator(`button[data-day="${checkin}"]`)).toHaveAttribute('aria-pressed', 'true');
  const selectable = calendar.locator('button[data-day]:not([aria-disabled="true"])');
  const checkoutDay = await selectable.evaluateAll((buttons, from) => buttons.map((b) => (b as HTMLElement).dataset.day!).find((d) => d > from)!, checkin);
  await calendar.locator(`button[data-day="${checkoutDay}"]`).click();
  await expect(page.locator('[data-day]')).toHaveCount(0, { timeout: 5000 });
  await expect(page).toHaveURL(new RegExp(`/hotel/${hotelId}\\?flow=hotel#checkin=${checkin}&checkout=${checkoutDay}`));
  await expect(page.getByTestId('hotel-pricing')).not.toBeEmpty();

  // With the dates priced, the offer chosen opens its options by itself (or, not bookable then, another offer's
  // 'Choose' does): the product page's booking steps for the stay, in a dialog (a bottom drawer on phones).
  const options = page.getByTestId('booking-panel');
  const stillChosen = page.locator(`[data-testid="room-offer"][data-offer-id="${chosenId}"]`).getByTestId('choose-offer');
  await expect(page.getByTestId('room-cards')).not.toHaveAttribute('aria-busy');
  const opener = (await stillChosen.count()) > 0 ? stillChosen : page.getByTestId('choose-offer').first();
  if ((await stillChosen.count()) === 0) await opener.click();
  await expect(options).toBeVisible();
  await expect(options.getByTestId('product-price-amount')).toBeVisible({ timeout: 15_000 });
  await expect(options.getByTestId('book-button')).toHaveText(site.t('product.booking.book'));
  await a11y.checkOverlay(isMobile ? 'booking options drawer' : 'booking options dialog');
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(opener).toBeFocused();

  // A room's offer: its detail in a dialog (a bottom drawer on phones), leading to its product page with the stay.
  const offer = page.getByTestId('room-offer').first();
  // Its first button is 'Details' ('Choose' comes after it).
  await offer.getByRole('button').first().click();
  const detail = page.getByTestId('offer-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('link', { name: site.t('hotel.offer.see') })).toHaveAttribute('href', new RegExp(`/${SEGMENTS[site.locale].product}/\\d+/[a-z0-9-]+#checkin=${checkin}&checkout=${checkoutDay}`));
  await a11y.checkOverlay(isMobile ? 'offer detail drawer' : 'offer detail dialog');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Reviews: the modal in another language than the page's, page after page.
  const seeAll = page.getByRole('button', { name: site.t('hotel.reviews.seeAll') });
  if ((await seeAll.count()) > 0) {
    await seeAll.click();
    const modal = page.getByTestId('reviews-modal');
    await expect(modal.getByTestId('review').first()).toBeVisible();
    await a11y.checkOverlay('reviews modal');
    const other = site.locale.startsWith('fr') ? 'nl_NL' : 'fr_FR';
    await modal.getByTestId('reviews-language').selectOption(other);
    await expect(modal.getByRole('status')).not.toHaveText(site.t('hotel.reviews.loading'));
    const reviews = modal.getByTestId('review');
    if ((await reviews.count()) === 0) {
      // None in that language: its text, and every language again.
      await expect(modal.getByTestId('reviews-language-empty')).toBeVisible();
      await modal.getByRole('button', { name: site.t('hotel.reviews.seeAllLanguages') }).click();
      await expect(reviews.first()).toBeVisible();
    } else {
      await expect(reviews.first()).toHaveAttribute('lang', other.slice(0, 2));
    }
    const more = modal.getByTestId('reviews-show-more');
    if ((await more.count()) > 0) {
      const shown = await reviews.count();
      await more.click();
      await expect.poll(() => reviews.count()).toBeGreaterThan(shown);
    }
    await a11y.checkOverlay('reviews modal, another language');
    await page.keyboard.press('Escape');
  }

  // A nearby hotel: the carousel moves three at a time, and each hotel opens its own page.
  // Its code comes as the visitor nears it (plain links until then).
  await page.getByRole('heading', { name: site.t('hotel.nearby.title') }).scrollIntoViewIfNeeded();
  const carousel = page.getByTestId('nearby-carousel');
  await expect(carousel).toBeVisible();
  const next = carousel.getByRole('button', { name: site.t('hotel.nearby.next') });
  if (await next.isEnabled()) {
    await next.click();
    await expect(carousel.getByRole('button', { name: site.t('hotel.nearby.previous') })).toBeEnabled();
  }
  const nearby = carousel.getByTestId('nearby-hotel').first().getByRole('link');
  // By keyboard: the first hotel is out of view after Next, and a focused card scrolls in with the 300 ms snap, so a
  // click's point computed before that scroll could miss it.
  await nearby.focus();
  await page.keyboard.press('Enter');
  // The visitor's stay goes along.
  await expect(page).toHaveURL(new RegExp(`/hotel/\\d+#checkin=${checkin}&checkout=${checkoutDay}`));
  expect(/\/hotel\/(\d+)/.exec(page.url())![1]).not.toBe(hotelId);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await a11y.check('nearby hotel');
});
