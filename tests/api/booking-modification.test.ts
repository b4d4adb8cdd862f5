/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { columnarOf, searchEngineFor } from '@/server/catalog/search';
import type { Kysely } from 'kysely';
import { modificationOptionsSchema, modifiedOrderSchema, type ModificationOptions } from '@/contracts/booking-modification.schema';
import { checkoutProblemSchema, orderViewSchema, placedOrderSchema, stayCartSchema, type PlacedOrder, type StayCart } from '@/contracts/checkout.schema';
import { addDays } from '@/lib/days';
import type { Database } from '@/server/db/database';
import { lookupLimiter, modifyLimiter, orderLimiter } from '@/server/orders/order-limits';
import { issueVoucher } from '@/server/redemption/issue-voucher';
import { giftCodeLimiter } from '@/server/redemption/redemption-limits';
import type { SeededTestDb } from '@/testing/test-db';
import orderRoute from '../../pages/api/orders/[bookingNumber]';
import cancelRoute from '../../pages/api/orders/[bookingNumber]/cancel';
import lookupRoute from '../../pages/api/orders/lookup';
import modifyRoute from '../../pages/api/orders/[bookingNumber]/modify/index';
import optionsRoute from '../../pages/api/orders/[bookingNumber]/modify/options';
import cartRoute from '../../pages/api/checkout/stay/cart';
import ordersRoute from '../../pages/api/orders/index';
import { call, isApiError, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { BUYER, findBookableStay, orderBody, roomsLeft, stayCriteria, type BookableStay } from './orders.helpers';

/** Other dates for the same offer, `gap` days or more after the stay's, every night open with at least two rooms (none of the stay's nights). */
async function otherDates(db: Kysely<Database>, stay: BookableStay, gap = 3): Promise<string> {
  const nights = await db.selectFrom('availability').selectAll().where('offer_id', '=', stay.offerId).where('day', '>=', addDays(stay.checkin, stay.nights + gap)).orderBy('day').limit(60).execute();
  for (let i = 0; i + stay.nights <= nights.length; i++) {
    const run = nights.slice(i, i + stay.nights);
    if (run.every((n, k) => n.day === addDays(run[0].day, k) && n.closed === 0 && n.rooms_left >= 2 && run[0].min_stay <= stay.nights)) return run[0].day;
  }
  throw new Error('no other dates for the stay');
}

describe.each(DATABASES)('modifying a booking on %s', (_engine, url) => {
  let t: SeededTestDb;
  let stay: BookableStay;
  let cart: StayCart;
  let moved: BookableStay;
  let movedCart: StayCart;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    stay = await findBookableStay(t.db, t.today);
    cart = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: stayCriteria(stay) })).body);
    moved = { ...stay, checkin: await otherDates(t.db, stay) };
    movedCart = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: stayCriteria(moved) })).body);
    // Rooms enough on both stays for every booking the suite places.
    for (const s of [stay, moved]) {
      const days = Array.from({ length: s.nights }, (_, i) => addDays(s.checkin, i));
      await t.db.updateTable('availability').set({ rooms_left: 20 }).where('offer_id', '=', s.offerId).where('day', 'in', days).execute();
    }
  }, 240_000);
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await orderLimiter.reset();
    await modifyLimiter.reset();
    await lookupLimiter.reset();
    await giftCodeLimiter.reset();
  });

  const place = async (over: Record<string, unknown> = {}): Promise<PlacedOrder> => {
    const answer = await call(ordersRoute, { method: 'POST', body: orderBody(stay, cart.total, over) });
    expect(answer.status).toBe(200);
    return placedOrderSchema.parse(answer.body);
  };
  const options = (bookingNumber: string, body: Record<string, unknown>, ip?: string) => call(optionsRoute, { method: 'POST', query: { bookingNumber }, body, ...(ip ? { ip } : {}) });
  const modify = (bookingNumber: string, body: Record<string, unknown>) => call(modifyRoute, { method: 'POST', query: { bookingNumber }, body });
  const toMoved = (over: Record<string, unknown> = {}) => ({ email: BUYER.email, offerId: moved.offerId, checkin: moved.checkin, nights: moved.nights, shownTotal: movedCart.total, ...over });
  const orderRow = (bookingNumber: string) => t.db.selectFrom('order').selectAll().where('booking_number', '=', bookingNumber).executeTakeFirstOrThrow();

  it("lists the same hotel's stays for other dates, priced from the database, with the difference", async () => {
    const order = await place();
    const answer = await options(order.bookingNumber, { email: BUYER.email, checkin: moved.checkin, nights: moved.nights });
    expect(answer.status).toBe(200);
    const body: ModificationOptions = modificationOptionsSchema.parse(answer.body);
    expect(body).toMatchObject({ modifiability: 'open', deadline: order.cancellationPolicy.cancellationDeadline, currentTotal: order.total, criteria: { checkin: moved.checkin, nights: moved.nights, adults: 2 } });
    const same = body.options.find((o) => o.offerId === moved.offerId);
    expect(same).toMatchObject({ total: movedCart.total, difference: movedCart.total - order.total, current: false });
    expect(body.options.every((o) => o.offer.hotel.id === order.hotelId)).toBe(true);
    // The booking's own dates show it as the current booking.
    const current = modificationOptionsSchema.parse((await options(order.bookingNumber, { accessKey: order.accessKey, checkin: stay.checkin, nights: stay.nights })).body);
    expect(current.options.find((o) => o.offerId === stay.offerId)).toMatchObject({ current: true, difference: 0 });
  });

  it('moves the booking: the old nights given back and the new ones held in one go, the order rewritten, its history kept and an e-mail queued', async () => {
    const order = await place();
    const oldBefore = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
    const newBefore = await roomsLeft(t.db, moved.offerId, moved.checkin, moved.nights);
    const answer = await modify(order.bookingNumber, toMoved({ email: ' Elodie.DARCY@example.com' }));
    expect(answer.status).toBe(200);
    const result = modifiedOrderSchema.parse(answer.body);
    const difference = movedCart.total - order.total;
    expect(result).toMatchObject({ previousTotal: order.total, difference, settlement: difference === 0 ? 'none' : 'atHotel', settledAmount: Math.abs(difference), releasedNights: stay.nights, heldNights: moved.nights });
    expect(result.order).toMatchObject({ bookingNumber: order.bookingNumber, status: 'confirmed', criteria: { checkin: moved.checkin, checkout: addDays(moved.checkin, moved.nights) }, total: movedCart.total, paidNow: 0, payAtHotel: movedCart.total });
    expect(result.order.cancellationPolicy.cancellationDeadline).toBe(movedCart.cancellationPolicy.cancellationDeadline);
    expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(oldBefore.map((n) => n + 1));
    expect(await roomsLeft(t.db, moved.offerId, moved.checkin, moved.nights)).toEqual(newBefore.map((n) => n - 1));
    const row = await orderRow(order.bookingNumber);
    const holds = await t.db.selectFrom('order_night_hold').select(['day', 'released_at']).where('order_id', '=', row.id).orderBy('day').execute();
    expect(holds.filter((h) => h.released_at === null).map((h) => h.day)).toEqual(Array.from({ length: moved.nights }, (_, i) => addDays(moved.checkin, i)));
    expect(holds.filter((h) => h.released_at !== null)).toHaveLength(stay.nights);
    const history = await t.db.selectFrom('order_modification').selectAll().where('order_id', '=', row.id).execute();
    expect(history).toEqual([expect.objectContaining({ previous_checkin: stay.checkin, previous_total: order.total, checkin: moved.checkin, total: movedCart.total, difference })]);
    const mails = await t.db.selectFrom('outbox_mail').select(['kind', 'subject', 'text']).where('order_id', '=', row.id).orderBy('id').execute();
    expect(mails.map((m) => m.kind)).toEqual(['order_confirmation', 'order_modification']);
    expect(mails[1].subject).toBe(`Votre réservation ${order.bookingNumber} a été modifiée`);
    // Moving back to the first dates reuses the nights' hold rows.
    const back = await modify(order.bookingNumber, { email: BUYER.email, offerId: stay.offerId, checkin: stay.checkin, nights: stay.nights, shownTotal: cart.total });
    expect(back.status).toBe(200);
    expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(oldBefore);
    expect(await t.db.selectFrom('order_modification').select('id').where('order_id', '=', row.id).execute()).toHaveLength(2);
  });

  it("changes the guests: the stays priced for them, the booking's guests, lines and travellers rewritten, the history kept", async () => {
    const order = await place();
    const forOne = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: { ...stayCriteria(stay), adults: 1 } })).body);
    const listed = modificationOptionsSchema.parse((await options(order.bookingNumber, { email: BUYER.email, checkin: stay.checkin, nights: stay.nights, adults: 1 })).body);
    expect(listed.criteria).toMatchObject({ checkin: stay.checkin, adults: 1, children: 0, babies: 0 });
    // The booking's own offer and dates for one adult: not the booking itself, priced for one.
    const option = listed.options.find((o) => o.offerId === stay.offerId);
    expect(option).toMatchObject({ current: false, total: forOne.total, difference: forOne.total - order.total });
    const before = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
    const answer = await modify(order.bookingNumber, { email: BUYER.email, offerId: stay.offerId, checkin: stay.checkin, nights: stay.nights, adults: 1, shownTotal: forOne.total });
    expect(answer.status).toBe(200);
    const result = modifiedOrderSchema.parse(answer.body);
    expect(result.order).toMatchObject({ criteria: { checkin: stay.checkin, adults: 1, children: 0, babies: 0 }, total: forOne.total, payAtHotel: forOne.total });
    // One guest: the lead traveller is kept, the second name dropped.
    expect(result.order.travellers).toEqual([{ firstName: 'Élodie', lastName: "D'Arcy-Martin" }]);
    // The same nights, given back and taken again: one room each still.
    expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before);
    const row = await orderRow(order.bookingNumber);
    const lines = await t.db.selectFrom('order_line').selectAll().where('order_id', '=', row.id).where('kind', '=', 'stay').execute();
    expect(lines).toEqual([expect.objectContaining({ adults: 1, children: 0, babies: 0, amount: forOne.stayPrice })]);
    const history = await t.db.selectFrom('order_modification').selectAll().where('order_id', '=', row.id).execute();
    expect(history).toEqual([
      expect.objectContaining({ previous_adults: 2, previous_children: 0, previous_babies: 0, adults: 1, children: 0, babies: 0, previous_checkin: stay.checkin, checkin: stay.checkin, travellers_removed: JSON.stringify([{ firstName: 'Jean', lastName: 'Martin' }]) }),
    ]);
    // More guests again: the new adult's name is asked (the checkout's rules), else 400 naming the field; nothing changes.
    const toTwo = { email: BUYER.email, offerId: stay.offerId, checkin: stay.checkin, nights: stay.nights, adults: 2, shownTotal: cart.total };
    for (const [travellers, path] of [
      [undefined, 'travellers'],
      [[], 'travellers'],
      [[{ firstName: 'J3an', lastName: 'Martin' }], 'travellers.0.firstName'],
      [[{ firstName: 'Ana', lastName: '' }], 'travellers.0.lastName'],
      [
        [
          { firstName: 'Ana', lastName: 'Ruiz' },
          { firstName: 'Luis', lastName: 'Ruiz' },
        ],
        'travellers',
      ],
    ] as const) {
      await modifyLimiter.reset(); // more calls than the limit lets one client make at once
      const refused = await modify(order.bookingNumber, { ...toTwo, ...(travellers ? { travellers } : {}) });
      expect(refused.status).toBe(400);
      expect((refused.body as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(path);
    }
    expect((await orderRow(order.bookingNumber)).adults).toBe(1);
    await modifyLimiter.reset();
    const back = await modify(order.bookingNumber, { ...toTwo, travellers: [{ firstName: ' Ana ', lastName: 'Ruiz' }] });
    expect(back.status).toBe(200);
    expect(modifiedOrderSchema.parse(back.body).order).toMatchObject({
      criteria: { adults: 2 },
      total: cart.total,
      travellers: [
        { firstName: 'Élodie', lastName: "D'Arcy-Martin" },
        { firstName: 'Ana', lastName: 'Ruiz' },
      ],
    });
    const added = await t.db.selectFrom('order_modification').selectAll().where('order_id', '=', row.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(added).toMatchObject({ adults: 2, travellers_added: JSON.stringify([{ firstName: 'Ana', lastName: 'Ruiz' }]), travellers_removed: '[]' });
    // The e-mail names the travellers as they are now.
    const mail = await t.db.selectFrom('outbox_mail').select('text').where('order_id', '=', row.id).where('kind', '=', 'order_modification').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.text).toContain("Voyageurs : Élodie D'Arcy-Martin et Ana Ruiz");
    // The same guests, offer and dates: the booking itself.
    expect((await modify(order.bookingNumber, { email: BUYER.email, offerId: stay.offerId, checkin: stay.checkin, nights: stay.nights, adults: 2, shownTotal: cart.total })).status).toBe(400);
  });

  it('shows the history of modifications, newest first, to whoever proves the booking (its e-mail or its access key) and to no one else', async () => {
    const order = await place();
    const fresh = orderViewSchema.parse((await call(lookupRoute, { method: 'POST', body: { bookingNumber: order.bookingNumber, email: BUYER.email } })).body);
    expect(fresh.modifications).toEqual([]);
    expect(modifiedOrderSchema.parse((await modify(order.bookingNumber, toMoved())).body).order.modifications).toHaveLength(1);
    const forOne = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: { ...stayCriteria(moved), adults: 1 } })).body);
    expect((await modify(order.bookingNumber, toMoved({ adults: 1, shownTotal: forOne.total }))).status).toBe(200);
    const lookup = await call(lookupRoute, { method: 'POST', body: { bookingNumber: order.bookingNumber, email: BUYER.email } });
    expect(lookup.status).toBe(200);
    const seen = orderViewSchema.parse(lookup.body);
    expect(seen.modifications).toEqual([
      {
        at: expect.any(String),
        before: { offerId: moved.offerId, label: expect.any(String), checkin: moved.checkin, checkout: addDays(moved.checkin, moved.nights), nights: moved.nights, guests: { adults: 2, children: 0, babies: 0 }, activityDays: [] },
        after: { offerId: moved.offerId, label: expect.any(String), checkin: moved.checkin, checkout: addDays(moved.checkin, moved.nights), nights: moved.nights, guests: { adults: 1, children: 0, babies: 0 }, activityDays: [] },
        previousTotal: movedCart.total,
        total: forOne.total,
        difference: forOne.total - movedCart.total,
        settlement: forOne.total === movedCart.total ? 'none' : 'atHotel',
        settledAmount: Math.abs(forOne.total - movedCart.total),
        travellersAdded: [],
        travellersRemoved: [{ firstName: 'Jean', lastName: 'Martin' }],
      },
      expect.objectContaining({
        before: expect.objectContaining({ checkin: stay.checkin, guests: { adults: 2, children: 0, babies: 0 } }),
        after: expect.objectContaining({ checkin: moved.checkin }),
        previousTotal: order.total,
        total: movedCart.total,
        travellersAdded: [],
        travellersRemoved: [],
      }),
    ]);
    expect(Date.parse(seen.modifications![0].at)).toBeGreaterThanOrEqual(Date.parse(seen.modifications![1].at));
    // The confirmation's access key reads the same history; a wrong e-mail reads nothing.
    const byKey = orderViewSchema.parse((await call(orderRoute, { query: { bookingNumber: order.bookingNumber, accessKey: order.accessKey } })).body);
    expect(byKey.modifications).toEqual(seen.modifications);
    const wrong = await call(lookupRoute, { method: 'POST', body: { bookingNumber: order.bookingNumber, email: 'thief@example.com' } });
    expect(wrong.status).toBe(404);
    expect(JSON.stringify(wrong.body)).not.toContain('modifications');
  });

  it("modifies a booking a gift card paid: the card's use as it was, a cheaper stay refunding nothing of it and keeping it for a dearer one, the rest at the hotel", async () => {
    // Two stays of the offer far from the other tests' dates, priced here: 10 € a night, and 2,000 € a night.
    const cheap: BookableStay = { ...stay, checkin: await otherDates(t.db, stay, 40) };
    const dear: BookableStay = { ...stay, checkin: await otherDates(t.db, stay, 90) };
    const daysOf = (s: BookableStay) => Array.from({ length: s.nights }, (_, i) => addDays(s.checkin, i));
    for (const [s, price] of [[cheap, 1_000], [dear, 200_000]] as const) {
      await t.db.updateTable('availability').set({ price, extra_adult_price: 0, rooms_left: 5 }).where('offer_id', '=', s.offerId).where('day', 'in', daysOf(s)).execute();
    }
    const priced = async (s: BookableStay) => stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: stayCriteria(s) })).body);
    const [cheapCart, dearCart] = [await priced(cheap), await priced(dear)];
    expect(cheapCart.total).toBeLessThan(cart.total);
    expect(dearCart.total).toBeGreaterThan(cart.total);

    const giftCard = await issueVoucher(t.db, { kind: 'GIFTCARD', value: cart.total });
    const placed = await call(ordersRoute, { method: 'POST', body: orderBody(stay, cart.total, { giftCodes: [giftCard.code], shownRemaining: 0, paymentMethod: 'giftCode' }) });
    expect(placed.status).toBe(200);
    const order = placedOrderSchema.parse(placed.body);
    expect(order).toMatchObject({ paymentMethod: 'giftCode', giftCodeAmount: cart.total, payAtHotel: 0 });
    const row = await orderRow(order.bookingNumber);
    const voucher = () => t.db.selectFrom('voucher as v').innerJoin('voucher_use as u', 'u.voucher_id', 'v.id').select(['v.status', 'v.balance_amount', 'u.kind', 'u.amount']).where('u.order_id', '=', row.id).execute();
    const spent = await voucher();
    expect(spent).toEqual([expect.objectContaining({ status: 'redeemed', kind: 'use' })]);
    expect(modificationOptionsSchema.parse((await options(order.bookingNumber, { email: BUYER.email, checkin: stay.checkin, nights: stay.nights })).body).modifiability).toBe('open');

    // Cheaper: nothing at the hotel, nothing refunded, the gift card not credited; the booking keeps what it paid.
    const toCheap = await modify(order.bookingNumber, { accessKey: order.accessKey, offerId: cheap.offerId, checkin: cheap.checkin, nights: cheap.nights, shownTotal: cheapCart.total });
    expect(toCheap.status).toBe(200);
    expect(modifiedOrderSchema.parse(toCheap.body)).toMatchObject({
      settlement: 'giftCodes',
      settledAmount: cart.total - cheapCart.total,
      order: { total: cheapCart.total, paymentMethod: 'giftCode', paidNow: 0, payAtHotel: 0, giftCodeAmount: cart.total },
    });
    expect(await t.db.selectFrom('payment_refund').select('id').where('order_id', '=', row.id).execute()).toEqual([]);
    expect(await voucher()).toEqual(spent);

    // Dearer: what the card paid above the cheap stay pays first, the rest at the hotel; the card still as it was.
    const toDear = await modify(order.bookingNumber, { accessKey: order.accessKey, offerId: dear.offerId, checkin: dear.checkin, nights: dear.nights, shownTotal: dearCart.total });
    expect(toDear.status).toBe(200);
    const result = modifiedOrderSchema.parse(toDear.body);
    expect(result).toMatchObject({
      settlement: 'atHotel',
      settledAmount: dearCart.total - cart.total,
      order: { total: dearCart.total, paymentMethod: 'hotel', paidNow: 0, payAtHotel: dearCart.total - cart.total, giftCodeAmount: cart.total },
    });
    expect(await voucher()).toEqual(spent);
    expect(result.order.modifications?.map((m) => [m.settlement, m.settledAmount])).toEqual([
      ['atHotel', dearCart.total - cart.total],
      ['giftCodes', cart.total - cheapCart.total],
    ]);
    const mails = await t.db.selectFrom('outbox_mail').select('text').where('order_id', '=', row.id).where('kind', '=', 'order_modification').orderBy('id').execute();
    expect(mails[0].text).toContain('cette part reste acquise à votre réservation');
  });

  it('asks a transfer still awaited for the new total', async () => {
    const order = await place({ paymentMethod: 'bankTransfer' });
    const result = modifiedOrderSchema.parse((await modify(order.bookingNumber, toMoved({ email: undefined, accessKey: order.accessKey }))).body);
    expect(result.order).toMatchObject({ status: 'pending_payment', paidNow: movedCart.total, bankTransfer: { amount: movedCart.total } });
  });

  it('refuses a price other than the one shown, and changes nothing', async () => {
    const order = await place();
    const before = await orderRow(order.bookingNumber);
    const answer = await modify(order.bookingNumber, toMoved({ shownTotal: 1 }));
    expect(answer.status).toBe(409);
    expect(checkoutProblemSchema.parse(answer.body)).toMatchObject({ code: 'PRICE_CHANGED', priceChange: { previous: 1, current: movedCart.total } });
    expect(await orderRow(order.bookingNumber)).toEqual(before);
  });

  it("refuses another hotel's offer, an unknown offer and the booking itself", async () => {
    const order = await place();
    const other = await t.db.selectFrom('offer').select('id').where('item_category', '=', 'weekend').where('hotel_id', '!=', order.hotelId).where('published', '=', 1).executeTakeFirstOrThrow();
    const foreign = await modify(order.bookingNumber, toMoved({ offerId: other.id }));
    // Either not sellable on those dates (409) or refused as another hotel's (400 naming offerId): never moved.
    expect([400, 409]).toContain(foreign.status);
    if (foreign.status === 400) expect((foreign.body as { issues: { path: string }[] }).issues[0].path).toBe('offerId');
    expect((await modify(order.bookingNumber, toMoved({ offerId: 2 ** 31 - 2 }))).status).toBe(404);
    const itself = await modify(order.bookingNumber, { email: BUYER.email, offerId: stay.offerId, checkin: stay.checkin, nights: stay.nights, shownTotal: cart.total });
    expect(itself.status).toBe(400);
    expect((await orderRow(order.bookingNumber)).checkin).toBe(stay.checkin);
  });

  it.each([
    ['no proof', { offerId: 1, checkin: '2030-01-01', nights: 2, shownTotal: 100 }, 'email'],
    ['both proofs', { email: 'a@example.com', accessKey: 'a'.repeat(30), offerId: 1, checkin: '2030-01-01', nights: 2, shownTotal: 100 }, 'email'],
    ['a text offer id', { email: 'a@example.com', offerId: 'x', checkin: '2030-01-01', nights: 2, shownTotal: 100 }, 'offerId'],
    ['an impossible date', { email: 'a@example.com', offerId: 1, checkin: '2030-02-30', nights: 2, shownTotal: 100 }, 'checkin'],
    ['30 nights', { email: 'a@example.com', offerId: 1, checkin: '2030-01-01', nights: 30, shownTotal: 100 }, 'nights'],
    ['a negative price', { email: 'a@example.com', offerId: 1, checkin: '2030-01-01', nights: 2, shownTotal: -1 }, 'shownTotal'],
    ['no price', { email: 'a@example.com', offerId: 1, checkin: '2030-01-01', nights: 2 }, 'shownTotal'],
    ['a field of its own', { email: 'a@example.com', offerId: 1, checkin: '2030-01-01', nights: 2, shownTotal: 100, rooms: 2 }, '(root)'],
    ['no adult', { email: 'a@example.com', offerId: 1, checkin: '2030-01-01', nights: 2, shownTotal: 100, adults: 0 }, 'adults'],
    ['11 children', { email: 'a@example.com', offerId: 1, checkin: '2030-01-01', nights: 2, shownTotal: 100, children: 11 }, 'children'],
    ['a baby count in words', { email: 'a@example.com', offerId: 1, checkin: '2030-01-01', nights: 2, shownTotal: 100, babies: 'one' }, 'babies'],
    ['an activity day that is not one', { email: 'a@example.com', offerId: 1, checkin: '2030-01-01', nights: 2, shownTotal: 100, activityDates: ['spa'] }, 'activityDates.0'],
    ['a new traveller named with digits', { email: 'a@example.com', offerId: 1, checkin: '2030-01-01', nights: 2, shownTotal: 100, adults: 3, travellers: [{ firstName: 'R2D2', lastName: 'Droid' }] }, 'travellers.0.firstName'],
    ['a new traveller without a last name', { email: 'a@example.com', offerId: 1, checkin: '2030-01-01', nights: 2, shownTotal: 100, adults: 3, travellers: [{ firstName: 'Ana' }] }, 'travellers.0.lastName'],
  ])('answers 400 with the field errors for %s', async (_case, body, path) => {
    const answer = await modify('12345678', body);
    expect(answer.status).toBe(400);
    expect(isApiError(answer.body)).toBe(true);
    const issues = (answer.body as { issues: { path: string }[] }).issues;
    expect(issues.some((i) => i.path === path)).toBe(true);
  });

  it('answers the same 404 for a wrong e-mail, and 400 for a bad booking number', async () => {
    const order = await place();
    expect((await modify(order.bookingNumber, toMoved({ email: 'thief@example.com' }))).status).toBe(404);
    expect((await options(order.bookingNumber, { email: 'thief@example.com', checkin: moved.checkin, nights: moved.nights })).status).toBe(404);
    expect((await modify('1234', toMoved())).status).toBe(400);
  });

  it('refuses after the deadline and says so in the options; a cancelled booking cannot be modified', async () => {
    const late = await place();
    await t.db.updateTable('order').set({ cancellation_deadline: addDays(t.today, -1) }).where('booking_number', '=', late.bookingNumber).execute();
    const closed = modificationOptionsSchema.parse((await options(late.bookingNumber, { email: BUYER.email, checkin: moved.checkin, nights: moved.nights })).body);
    expect(closed).toMatchObject({ modifiability: 'closed', options: [] });
    const refused = await modify(late.bookingNumber, toMoved());
    expect(refused.status).toBe(409);
    expect(checkoutProblemSchema.parse(refused.body)).toMatchObject({ code: 'MODIFICATION_CLOSED', textId: 'bookingLookup.modify.closed' });
    const cancelled = await place();
    await call(cancelRoute, { method: 'POST', query: { bookingNumber: cancelled.bookingNumber }, body: { email: BUYER.email } });
    expect(checkoutProblemSchema.parse((await modify(cancelled.bookingNumber, toMoved())).body).code).toBe('MODIFICATION_NOT_POSSIBLE');
  });

  it('gives the last room of the new nights to one of two bookings moving there at once; the other keeps its nights', async () => {
    const first = await place();
    const second = await place();
    const oldBefore = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
    const days = Array.from({ length: moved.nights }, (_, i) => addDays(moved.checkin, i));
    await t.db.updateTable('availability').set({ rooms_left: 1 }).where('offer_id', '=', moved.offerId).where('day', 'in', days).execute();
    const answers = await Promise.all([modify(first.bookingNumber, toMoved()), modify(second.bookingNumber, toMoved())]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(checkoutProblemSchema.parse(loser.body).code).toBe('NO_MORE_AVAILABILITY');
    expect(await roomsLeft(t.db, moved.offerId, moved.checkin, moved.nights)).toEqual(days.map(() => 0));
    // The winner's old nights came back; the loser's are still held by it.
    expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(oldBefore.map((n) => n + 1));
    const checkins = [(await orderRow(first.bookingNumber)).checkin, (await orderRow(second.bookingNumber)).checkin].sort();
    expect(checkins).toEqual([stay.checkin, moved.checkin].sort());
    await t.db.updateTable('availability').set({ rooms_left: 5 }).where('offer_id', '=', moved.offerId).where('day', 'in', days).execute();
  });

  it("keeps the activity day the booking chose when the stay moves (a stay whose programme needs activity dates)", async () => {
    // A stay of 2 nights or more with an activity to date, bookable ~3 weeks ahead and again a week later.
    const candidates = await t.db
      .selectFrom('offer')
      .innerJoin('offer_activity', 'offer_activity.offer_id', 'offer.id')
      .select('offer.id')
      .distinct()
      .where('offer.item_category', '=', 'weekend')
      .where('offer.published', '=', 1)
      .where('offer.cancellable', '=', 1)
      .where('offer.expires_at', 'is', null)
      .where('offer.nights', '>', 1)
      .orderBy('offer.id')
      .limit(40)
      .execute();
    let dated: { stay: BookableStay; cart: StayCart; activityDates: string[] } | null = null;
    for (const { id } of candidates) {
      const nights = await t.db.selectFrom('availability').select('day').where('offer_id', '=', id).where('day', '>=', addDays(t.today, 21)).orderBy('day').limit(1).executeTakeFirst();
      const offer = await t.db.selectFrom('offer').select(['nights', 'cancellation_days']).where('id', '=', id).executeTakeFirstOrThrow();
      if (!nights) continue;
      const candidate: BookableStay = { offerId: id, checkin: nights.day, nights: offer.nights, cancellationDays: offer.cancellation_days };
      for (const day of [candidate.checkin, addDays(candidate.checkin, 7)]) {
        const days = Array.from({ length: candidate.nights }, (_, i) => addDays(day, i));
        await t.db.updateTable('availability').set({ rooms_left: 5, closed: 0, min_stay: 1 }).where('offer_id', '=', id).where('day', 'in', days).execute();
      }
      const answer = await call(cartRoute, { method: 'POST', body: stayCriteria(candidate) });
      if (answer.status !== 200) continue;
      const c = stayCartSchema.parse(answer.body);
      const toDate = c.programLines.filter((l) => l.needsDate);
      if (toDate.length === 0 || c.criteria.nights !== candidate.nights) continue;
      // The last night's day, not the programme's: the move must keep it.
      dated = { stay: candidate, cart: c, activityDates: toDate.map((l) => `${l.activityId}_${candidate.nights - 1}`) };
      break;
    }
    expect(dated).not.toBeNull();
    const { stay: s, activityDates } = dated!;
    const priced = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: { ...stayCriteria(s), activityDates } })).body);
    const placedAnswer = await call(ordersRoute, { method: 'POST', body: { ...orderBody(s, priced.total), activityDates } });
    expect(placedAnswer.status).toBe(200);
    const order = placedOrderSchema.parse(placedAnswer.body);
    const later = addDays(s.checkin, 7);
    const listed = modificationOptionsSchema.parse((await options(order.bookingNumber, { email: BUYER.email, checkin: later, nights: s.nights })).body);
    const option = listed.options.find((o) => o.offerId === s.offerId);
    expect(option).toBeDefined();
    const moved = modifiedOrderSchema.parse((await modify(order.bookingNumber, { email: BUYER.email, offerId: s.offerId, checkin: later, nights: s.nights, shownTotal: option!.total })).body);
    expect(moved.order.criteria).toMatchObject({ checkin: later, activityDates });
    expect(option!.activities.map((a) => `${a.activityId}_${a.dayIndex}`)).toEqual(activityDates);
    // Another day for the activities, on the same dates: the server prices it and keeps it.
    const firstDay = activityDates.map((v) => `${v.split('_')[0]}_0`);
    const repriced = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: { ...stayCriteria({ ...s, checkin: later }), activityDates: firstDay } })).body);
    const redated = await modify(order.bookingNumber, { email: BUYER.email, offerId: s.offerId, checkin: later, nights: s.nights, activityDates: firstDay, shownTotal: repriced.total });
    expect(redated.status).toBe(200);
    expect(modifiedOrderSchema.parse(redated.body).order.criteria).toMatchObject({ checkin: later, activityDates: firstDay });
    const history = await t.db.selectFrom('order_modification').selectAll().where('order_id', '=', (await orderRow(order.bookingNumber)).id).orderBy('id').execute();
    expect(history[1]).toMatchObject({ previous_activity_dates: JSON.stringify(activityDates), activity_dates: JSON.stringify(firstDay) });
    // A day outside the stay, or an activity left without one: 400 naming activityDates, nothing changed.
    for (const wrong of [activityDates.map((v) => `${v.split('_')[0]}_${s.nights}`), []]) {
      const refused = await modify(order.bookingNumber, { email: BUYER.email, offerId: s.offerId, checkin: later, nights: s.nights, activityDates: wrong, shownTotal: repriced.total });
      expect(refused.status).toBe(400);
      expect((refused.body as { issues: { path: string }[] }).issues[0].path).toBe('activityDates');
    }
    expect(JSON.parse((await orderRow(order.bookingNumber)).activity_dates)).toEqual(firstDay);
  });

  it('lets a booking holding the last room of its nights change its guests only, then shift by one night, while nobody else gets that room', async () => {
    // Nights of the stay's offer well after the other tests' dates: the stay, and one more night for the shift.
    const n = Math.max(stay.nights, 2);
    const from = addDays(moved.checkin, moved.nights + 7);
    const run = await t.db.selectFrom('availability').select('day').where('offer_id', '=', stay.offerId).where('day', '>=', from).orderBy('day').limit(1).executeTakeFirstOrThrow();
    const own: BookableStay = { ...stay, checkin: run.day, nights: n };
    const days = Array.from({ length: n + 1 }, (_, i) => addDays(own.checkin, i));
    await t.db.updateTable('availability').set({ rooms_left: 1, closed: 0, min_stay: 1 }).where('offer_id', '=', stay.offerId).where('day', 'in', days).execute();
    // Two nights or more may have activities to date: the programme's days.
    const programme = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: stayCriteria(own) })).body).programLines;
    const activityDates = programme.filter((l) => l.needsDate).map((l) => `${l.activityId}_${l.dayIndex}`);
    const priceOf = async (s: BookableStay, adults: number) => {
      const answer = await call(cartRoute, { method: 'POST', body: { ...stayCriteria(s), adults, activityDates } });
      expect(answer.status).toBe(200);
      return stayCartSchema.parse(answer.body);
    };
    const ownCart = await priceOf(own, 2);
    const forOne = await priceOf(own, 1);
    const shifted: BookableStay = { ...own, checkin: addDays(own.checkin, 1) };
    const shiftedForOne = await priceOf(shifted, 1);
    const placed = await call(ordersRoute, { method: 'POST', body: orderBody(own, ownCart.total, { activityDates }) });
    expect(placed.status).toBe(200);
    const order = placedOrderSchema.parse(placed.body);
    // The booking holds the last room of each of its nights; the night after has one left.
    expect(await roomsLeft(t.db, stay.offerId, own.checkin, n + 1)).toEqual([...Array(n).fill(0), 1]);
    const OPTIONS_IP = '203.0.113.48';
    const optionsFor = async (body: Record<string, unknown>) => {
      const answer = await options(order.bookingNumber, { email: BUYER.email, checkin: own.checkin, nights: n, ...body }, OPTIONS_IP);
      expect(answer.status).toBe(200);
      return modificationOptionsSchema.parse(answer.body).options.find((o) => o.offerId === stay.offerId);
    };
    const anotherVisitor = () => call(ordersRoute, { method: 'POST', body: orderBody(own, ownCart.total, { activityDates }), ip: '198.51.100.77' });

    // The search index takes the order's stock change at its next change poll (docs/search-index.md): until then the
    // options may still count the rooms the order just took. Patch it now, as the poll would.
    await columnarOf(searchEngineFor(t.db))?.applyChanges();
    // Its own stay is among the options (the current booking), and for one adult it is a change it can make.
    expect(await optionsFor({})).toMatchObject({ current: true, difference: 0, total: ownCart.total, offer: { id: stay.offerId, availableRooms: 1 } });
    expect(await optionsFor({ adults: 1 })).toMatchObject({ current: false, total: forOne.total, difference: forOne.total - order.total });

    // The guests only, while another visitor tries for the same nights at the same moment: the booking keeps its rooms.
    const [changed, other] = await Promise.all([
      modify(order.bookingNumber, { email: BUYER.email, offerId: stay.offerId, checkin: own.checkin, nights: n, adults: 1, shownTotal: forOne.total }),
      anotherVisitor(),
    ]);
    expect(changed.status).toBe(200);
    expect(modifiedOrderSchema.parse(changed.body)).toMatchObject({ order: { criteria: { checkin: own.checkin, nights: n, adults: 1 }, total: forOne.total }, releasedNights: n, heldNights: n });
    expect(other.status).toBe(409);
    expect(checkoutProblemSchema.parse(other.body).code).toBe('NO_MORE_AVAILABILITY');
    expect(await roomsLeft(t.db, stay.offerId, own.checkin, n + 1)).toEqual([...Array(n).fill(0), 1]);
    expect((await anotherVisitor()).status).toBe(409);

    // One night later: the nights it shares with its stay count as its own, the new night is taken, the first given back.
    expect(await optionsFor({ checkin: shifted.checkin })).toMatchObject({ current: false, total: shiftedForOne.total });
    const shift = await modify(order.bookingNumber, { email: BUYER.email, offerId: stay.offerId, checkin: shifted.checkin, nights: n, shownTotal: shiftedForOne.total });
    expect(shift.status).toBe(200);
    expect(modifiedOrderSchema.parse(shift.body)).toMatchObject({ order: { criteria: { checkin: shifted.checkin, nights: n, adults: 1 } }, releasedNights: n, heldNights: n });
    expect(await roomsLeft(t.db, stay.offerId, own.checkin, n + 1)).toEqual([1, ...Array(n).fill(0)]);
    const row = await orderRow(order.bookingNumber);
    const holds = await t.db.selectFrom('order_night_hold').select('day').where('order_id', '=', row.id).where('released_at', 'is', null).orderBy('day').execute();
    expect(holds.map((h) => h.day)).toEqual(days.slice(1));
    // The shifted nights are the booking's now: another visitor cannot have them either.
    const late = await call(ordersRoute, { method: 'POST', body: orderBody(shifted, shiftedForOne.total, { adults: 1, activityDates, travellers: [{ firstName: 'Ana', lastName: 'Ruiz' }] }), ip: '198.51.100.77' });
    expect(late.status).toBe(409);
    expect(checkoutProblemSchema.parse(late.body).code).toBe('NO_MORE_AVAILABILITY');
  });

  it('limits modification calls per client address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await options('12345678', { email: 'a@example.com', checkin: moved.checkin, nights: moved.nights }, '198.51.100.23')).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
  });
});
