import type { Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { expect, projectIndex, SEGMENTS, test } from './fixtures';

/** The e2e catalog the local server reads (null against a deployed site or PostgreSQL: the steps needing it are skipped). */
const SQLITE_FILE = process.env.E2E_SQLITE_FILE ?? 'data/e2e.sqlite';
const catalogDb = (readonly = true) => (!process.env.E2E_BASE_URL && !process.env.DATABASE_URL && existsSync(SQLITE_FILE) ? new Database(SQLITE_FILE, { readonly, fileMustExist: true }) : null);
/**
 * The secondary projects run at once against one server and one catalog, and the checkout journey of every project
 * books the search's first card: each project takes its own card after the first (the offer whose price it moves is
 * its own) and dates its stay apart.
 */
const projectOffset = () => projectIndex() + 1;

/** The offer id of a product page's address, with or without the locale's prefix (`/es-ES/producto/12/…`). */
const offerIdOf = (url: string, productSegment: string) => Number(new URL(url).pathname.match(new RegExp(`/${productSegment}/(\\d+)`))?.[1]);

/** A calendar day n days from today (UTC is close enough three weeks ahead). */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A price as shown in any locale ("60 €", "89,50 € TTC", "€ 1.234,50 incl. btw") → cents: the first amount only, so
 * the dot of a tax label that follows it ("incl.") is not read as a separator.
 */
function cents(text: string | null): number {
  const raw = ((text ?? '').match(/\d(?:[\d.,\s]*\d)?/)?.[0] ?? '').replace(/[^\d.,]/g, '');
  const decimal = /[.,]\d{2}$/.test(raw) ? raw.slice(-2) : '00';
  const whole = /[.,]\d{2}$/.test(raw) ? raw.slice(0, -3) : raw;
  return Number(whole.replace(/[.,]/g, '')) * 100 + Number(decimal);
}

const productPrice = (page: Page) => page.getByTestId('product-price-amount');

test('from a search with dates to a card, the same price on the product page, other dates, and the checkout hand-off', async ({ page, site, a11y }) => {
  // Four pages, three dialogs and the calendar, each checked with axe: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const checkin = dayIn(21);
  const checkout = dayIn(22);
  await site.visit(`/${SEGMENTS[site.locale].search}#checkin=${checkin}&checkout=${checkout}&night=1`);
  const card = page.getByRole('main').getByTestId('offer-card').nth(projectOffset());
  await expect(card).toBeVisible();
  const cardPrice = cents(await card.locator('.offer-card-price strong').first().textContent());

  // The card opens the product page with the search's stay in the hash.
  await card.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${SEGMENTS[site.locale].product}/\\d+/[a-z0-9-]+#checkin=${checkin}&checkout=${checkout}&night=1$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(productPrice(page)).toBeVisible();
  expect(cents(await productPrice(page).textContent())).toBe(cardPrice);
  await a11y.check('product page priced for the stay');

  // The tab bar, in §2.1's order, takes the visitor to a section, the stay staying in the hash.
  const tabs = page.getByRole('navigation', { name: site.t('product.sections.label') });
  expect((await tabs.getByRole('button').allTextContents()).slice(-3)).toEqual([site.t('product.reviews.title'), site.t('product.hotel.title'), site.t('product.practical.title')]);
  await tabs.getByRole('button', { name: site.t('product.practical.title') }).click();
  await expect(page.getByRole('heading', { name: site.t('product.practical.title') })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`#checkin=${checkin}&checkout=${checkout}&night=1$`));
  // How it works: its four steps, and no video while none is configured.
  const how = page.getByRole('region', { name: site.t('product.how.title') });
  await expect(how.getByRole('listitem')).toHaveCount(4);
  await expect(how.getByTestId('how-it-works-video')).toHaveCount(0);

  // The next twelve weekends, loaded as the visitor nears them: choosing one sets the page's dates, priced as shown.
  await page.locator('#reviews-title').scrollIntoViewIfNeeded();
  const weekends = page.getByTestId('stay-weekends');
  const offered = weekends.getByRole('button', { pressed: false }).nth(1);
  await offered.scrollIntoViewIfNeeded();
  // Found again by its dates: once chosen it is no longer among the buttons not pressed.
  const weekend = weekends.getByRole('listitem').filter({ hasText: (await offered.locator('.dates').textContent()) ?? '' }).getByRole('button');
  const weekendPrice = cents(await weekend.locator('.outcome').textContent());
  await weekend.click();
  await expect(weekend).toHaveAttribute('aria-pressed', 'true');
  await expect(page).not.toHaveURL(new RegExp(`#checkin=${checkin}&`));
  await expect(page.getByTestId('booking-panel').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(async () => cents(await productPrice(page).textContent())).toBe(weekendPrice);
  await a11y.check('product page with the next twelve weekends');

  // Other dates, chosen in the calendar itself (it loads on first use): a bookable day four weeks or more ahead, then
  // the first checkout the allowed nights leave; the page writes them to the hash and prices them.
  // Which days can be chosen is known once the calendar's calls have answered (the hotel's availabilities on opening,
  // the nights the offer allows once a check-in is chosen): until then more days look selectable than will stay so.
  const settled = async (calendar: Locator) => {
    await expect(calendar.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(calendar.getByRole('status')).not.toHaveText(site.t('calendar.loading'));
  };
  const availabilities = page.waitForResponse((response) => response.url().includes('/availabilities.json'));
  await page.getByTestId('booking-panel').getByRole('button', { name: new RegExp(`^${site.t('calendar.label')}`) }).click();
  const calendar = page.getByRole('dialog').locator('visible=true').first();
  await a11y.checkOverlay('calendar');
  await availabilities;
  await settled(calendar);
  const target = dayIn(28 + 3 * projectOffset());
  const selectable = calendar.locator('button[data-day]:not([aria-disabled="true"])');
  await expect(selectable.first()).toBeVisible({ timeout: 30_000 });
  const nextMonth = calendar.getByRole('button', { name: site.t('calendar.nextMonth') });
  let checkinDay: string | undefined;
  for (let month = 0; month < 3 && !checkinDay; month++) {
    checkinDay = await selectable.evaluateAll((buttons, from) => buttons.map((b) => (b as HTMLElement).dataset.day!).find((d) => d >= from), target);
    if (!checkinDay) await nextMonth.click();
  }
  const allowedNights = page.waitForResponse((response) => response.url().includes('/packageCheckoutNights.json') && response.url().includes(`checkin=${checkinDay}`));
  await calendar.locator(`button[data-day="${checkinDay}"]`).click();
  await expect(calendar.locator(`button[data-day="${checkinDay}"]`)).toHaveAttribute('aria-pressed', 'true');
  await allowedNights;
  await settled(calendar);
  const checkoutDay = await selectable.evaluateAll((buttons, from) => buttons.map((b) => (b as HTMLElement).dataset.day!).find((d) => d > from)!, checkinDay!);
  const priced = page.waitForResponse((response) => response.url().includes('/detail.json') && response.url().includes(`checkin=${checkinDay}`));
  await calendar.locator(`button[data-day="${checkoutDay}"]`).click();
  // The calendar closes by itself once both days are chosen (§9 close delay), as on the hotel page.
  await expect(page.locator('[data-day]')).toHaveCount(0, { timeout: 10_000 });
  const later = [checkinDay!, checkoutDay];
  await expect(page).toHaveURL(new RegExp(`#checkin=${later[0]}&checkout=${later[1]}`));
  // The page has priced the new dates (no call left in flight) before the price is read and moved.
  await priced;
  await expect(page.getByTestId('booking-panel').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(productPrice(page)).toBeVisible();
  const shownPrice = cents(await productPrice(page).textContent());

  // Practical information opens in a dialog.
  await page.getByRole('button', { name: site.t('product.practical.hours') }).click();
  await a11y.checkOverlay('hours dialog');
  await page.keyboard.press('Escape');

  // The price moves in the database while the visitor decides: Book meets 'Price update' (higher: Continue only).
  const offerId = offerIdOf(page.url(), SEGMENTS[site.locale].product);
  expect(offerId).toBeGreaterThan(0);
  const db = catalogDb(false);
  const nights = db?.prepare('select day, price from availability where offer_id = ? and day >= ? and day < ?').all(offerId, later[0], later[1]) as { day: string; price: number }[] | undefined;
  const moved = db?.prepare('update availability set price = price + 1000 where offer_id = ? and day >= ? and day < ?').run(offerId, later[0], later[1]);
  if (db) expect(moved?.changes, 'nights made dearer').toBeGreaterThan(0);
  try {
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
  if (db) {
    const update = page.getByRole('dialog', { name: site.t('product.priceUpdate.title') });
    await expect(update).toContainText(site.t('product.priceUpdate.higher'));
    expect(shownPrice).toBeGreaterThan(0);
    await a11y.checkOverlay('price update dialog');
    await expect(update.getByRole('button', { name: site.t('product.priceUpdate.back') })).toHaveCount(0);
    await update.getByRole('button', { name: site.t('product.priceUpdate.continue') }).click();
  }
  } finally {
    for (const night of nights ?? []) db?.prepare('update availability set price = ? where offer_id = ? and day = ?').run(night.price, offerId, night.day);
    db?.close();
  }
  await page.waitForURL(new RegExp(`/${SEGMENTS[site.locale].checkout}/\\d+#checkin=${later[0]}&checkout=${later[1]}&night=1`));
  // The checkout's own chunk loads after the address changes: its heading says it has rendered.
  await expect(page.getByRole('heading', { level: 1, name: site.t('checkout.title') })).toBeVisible();
  await a11y.check('checkout hand-off (served by the checkout issue)');
});

/** A stay of the e2e catalog with an upsell (same room and nights, its programme and more), and a giftable one with a 2-night gift price. */
function upsellAndGift(): { base: number; upsell: number; gift: number } | null {
  const db = catalogDb();
  if (!db) return null;
  try {
    const today = new Date().toISOString().slice(0, 10);
    const offers = db
      .prepare("select o.id, o.room_id, o.nights, o.sell_price, o.hotel_id from offer o join hotel h on h.id = o.hotel_id where o.item_category = 'weekend' and o.published = 1 and h.active = 1 and (o.expires_at is null or o.expires_at >= ?) order by o.id")
      .all(today) as { id: number; room_id: number; nights: number; sell_price: number; hotel_id: number }[];
    const programs = new Map<number, number[]>();
    for (const row of db.prepare('select offer_id, activity_id from offer_activity').all() as { offer_id: number; activity_id: number }[]) programs.set(row.offer_id, [...(programs.get(row.offer_id) ?? []), row.activity_id]);
    let pair: [number, number] | null = null;
    for (const a of offers) {
      const b = offers.find((o) => o.id !== a.id && o.hotel_id === a.hotel_id && o.room_id === a.room_id && o.nights === a.nights && o.sell_price > a.sell_price && (programs.get(a.id) ?? []).every((x) => (programs.get(o.id) ?? []).includes(x)) && (programs.get(o.id) ?? []).length > (programs.get(a.id) ?? []).length);
      if (b) {
        pair = [a.id, b.id];
        break;
      }
    }
    const gift = db.prepare("select g.offer_id as id from offer_gift_price g join offer o on o.id = g.offer_id join hotel h on h.id = o.hotel_id where g.nights = 2 and g.tier = 1 and o.published = 1 and h.active = 1 and o.expires_at is null and o.giftable = 1 and o.item_category = 'weekend' order by g.offer_id limit 1").get() as { id: number } | undefined;
    return pair && gift ? { base: pair[0], upsell: pair[1], gift: gift.id } : null;
  } finally {
    db.close();
  }
}

test('adds an upsell to a stay, then offers a stay for two nights up to the gift checkout', async ({ page, site, a11y }) => {
  test.setTimeout(120_000);
  const found = upsellAndGift();
  test.skip(!found, 'needs the local e2e catalog');
  const { base, upsell, gift } = found!;
  const product = SEGMENTS[site.locale].product;

  // An upsell: 'Add' says the stay is being updated, then opens the upsell's page with its base kept in the hash.
  await site.visit(`/${product}/${base}`);
  const extras = page.getByRole('region', { name: site.t('product.upsells.title') });
  await extras.scrollIntoViewIfNeeded();
  const add = extras.getByTestId('upsell-add').first();
  await expect(add).toBeVisible();
  await a11y.check('product page with its upsells');
  // The other dialogs of the page, each checked open: an activity's detail, the reviews modal (shared with the hotel page).
  const activity = page.getByTestId('activity-detail-trigger').first();
  if ((await activity.count()) > 0) {
    await activity.click();
    await a11y.checkOverlay('activity detail dialog');
    await page.keyboard.press('Escape');
  }
  const seeAll = page.getByRole('button', { name: site.t('hotel.reviews.seeAll') });
  await seeAll.scrollIntoViewIfNeeded().catch(() => undefined);
  if ((await seeAll.count()) > 0) {
    await seeAll.click();
    await expect(page.getByTestId('reviews-modal').getByTestId('review').first()).toBeVisible();
    await page.getByTestId('reviews-sort').selectOption('SCORE_ASC');
    await a11y.checkOverlay('reviews modal');
    await page.keyboard.press('Escape');
  }
  const baseTitle = await page.getByRole('heading', { level: 1 }).textContent();
  await add.click();
  await expect(extras.getByRole('status')).toHaveText(site.t('product.upsells.loading'));
  await page.waitForURL(new RegExp(`/${product}/${upsell}(/[a-z0-9-]+)?#offerId=${base}$`));
  // The router writes the address before it draws the new page: the upsell's page is there once its title is (until
  // then the base's extras are still on screen, and scrolling to them scrolls a page about to go). The extras load as
  // they near the screen.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(baseTitle!);
  await page.getByRole('heading', { name: site.t('product.upsells.title') }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('upsell-added')).toBeVisible();
  await a11y.check('the upsell added');

  // Gifting: the flow switch sets two adults and the gift nights; two nights, then the gift checkout's hand-off.
  await site.visit(`/${product}/${gift}`);
  await page.getByTestId('flow-switch').getByRole('radio', { name: site.t('product.flow.gifting') }).click();
  await expect(page).toHaveURL(/\?flow=gifting/);
  const panel = page.getByTestId('gift-panel');
  await panel.getByRole('combobox', { name: site.t('product.gift.nights') }).selectOption('2');
  await expect(page).toHaveURL(/#giftNights=2/);
  const giftPrice = cents(await panel.getByTestId('gift-price').locator('strong').textContent());
  expect(giftPrice).toBeGreaterThan(0);
  await a11y.check('product page in gifting');
  // The gift form (§5): the sender's name is mandatory here; Offer without it stays on the page and says so.
  const offer = panel.getByRole('button', { name: site.t('product.gift.offer') });
  const fromName = panel.getByRole('textbox', { name: site.t('giftCard.fromName.required'), exact: true });
  await offer.click();
  await expect(fromName).toBeFocused();
  await expect(panel.getByText(site.t('giftCard.error.mandatory'))).toBeVisible();
  await a11y.check('gift form with its error');
  await fromName.fill('Camille');
  // Fixed, the error summary goes (issue 32).
  await expect(panel.getByText(site.t('giftCard.errorSummary'))).toHaveCount(0);
  // The preview shows the whole card, a message of the longest kind and 'From' included (issue 32: cut at 215 px).
  const message = panel.getByRole('textbox', { name: site.t('giftCard.message'), exact: true });
  await message.fill(`Joyeux anniversaire ! ${'Un week-end rien que pour vous deux, '.repeat(4)}`.slice(0, 180));
  const preview = panel.getByTestId('gift-card-preview');
  await expect(preview).toContainText('Camille');
  const cut = await preview.evaluate((card) => {
    const box = card.getBoundingClientRect();
    return [...card.children].filter((part) => {
      const inner = part.getBoundingClientRect();
      return inner.bottom > box.bottom + 0.5 || inner.right > box.right + 0.5;
    }).map((part) => part.textContent);
  });
  expect(cut, 'parts of the gift card drawn outside it').toEqual([]);
  await message.fill('Joyeux anniversaire');
  await offer.click();
  await page.waitForURL(new RegExp(`/${SEGMENTS[site.locale].checkout}/${SEGMENTS[site.locale].giftCheckout}\\?productType=SINGLEVOUCHER#id=${gift}&giftNights=2$`));
  await expect(page.getByRole('heading', { level: 1, name: site.t('giftCheckout.title') })).toBeVisible();
  // The server prices the voucher from the same list: the recap's total is the page's gift price.
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  expect(cents(await page.getByTestId('checkout-total').textContent())).toBe(giftPrice);
  // The checkout reads what was typed on the product page.
  await expect(page.getByText('Joyeux anniversaire')).toBeVisible();
  await a11y.check('gift checkout of the stay');
});

test("an unknown offer's link shows the not-found page (404)", async ({ page, site }) => {
  await site.visit(`/${SEGMENTS[site.locale].product}/2147483000`, { status: 404 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
