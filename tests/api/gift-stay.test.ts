/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { placedOrderSchema } from '@/contracts/checkout.schema';
import { giftCartSchema } from '@/contracts/gift-checkout.schema';
import { weekendDetailSchema } from '@/contracts/weekend-detail.schema';
import { orderLimiter } from '@/server/orders/order-limits';
import { confirmBankTransfer } from '@/server/orders/order-paid';
import type { SeededTestDb } from '@/testing/test-db';
import cartRoute from '../../pages/api/checkout/gift/cart';
import giftOrderRoute from '../../pages/api/orders/gift';
import detailRoute from '../../pages/api/weekend/[id]/detail.json';
import { call, isApiError, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { BUYER } from './orders.helpers';

// Stay gifting (docs/product-page.md 'Stay gifting'): the detail's gift price list and upsells, and the gift checkout's
// stay voucher priced from the list, paid online, its code made on payment.
describe.each(DATABASES)('stay gifting on %s', (_engine, url) => {
  let t: SeededTestDb;
  /** a giftable, active stay with gift prices for 1 and 2 nights by tier */
  let stay: { id: number; prices: Record<number, [number, number, number]> };

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    const rows = await t.db
      .selectFrom('offer_gift_price as g')
      .innerJoin('offer as o', 'o.id', 'g.offer_id')
      .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
      .select(['o.id', 'g.nights', 'g.tier', 'g.sell_price'])
      .where('o.published', '=', 1)
      .where('h.active', '=', 1)
      .where('o.expires_at', 'is', null)
      .where('o.item_category', '=', 'weekend')
      .where('o.nights', '=', 1)
      .orderBy('o.id')
      .limit(60)
      .execute();
    const id = Number(rows[0].id);
    const prices: Record<number, [number, number, number]> = {};
    for (const r of rows.filter((r) => Number(r.id) === id)) (prices[Number(r.nights)] ??= [0, 0, 0])[Number(r.tier) - 1] = Number(r.sell_price);
    stay = { id, prices };
  }, 240_000);
  afterAll(() => t?.destroy());
  beforeEach(() => orderLimiter.reset());

  const cartBody = (over: Record<string, unknown> = {}) => ({ productType: 'SINGLEVOUCHER', locale: 'fr_FR', id: stay.id, nights: 2, ...over });
  const orderBody = (over: Record<string, unknown> = {}) => ({
    ...cartBody(),
    fromName: 'Zoé',
    message: 'Un week-end pour vous deux',
    buyer: BUYER,
    paymentMethod: 'bankTransfer',
    shownTotal: stay.prices[2][0],
    idempotencyKey: randomUUID(),
    ...over,
  });

  it('the detail carries the gift price list, Essential sold, the availability upsell up to Liberty', async () => {
    const answer = await call(detailRoute, { query: { id: String(stay.id), locale: 'fr_FR' } });
    expect(answer.status).toBe(200);
    const detail = weekendDetailSchema.parse(answer.body);
    expect(detail.giftPrices.map((g) => g.nights)).toEqual(Object.keys(stay.prices).map(Number));
    const two = detail.giftPrices.find((g) => g.nights === 2)!;
    expect(two).toEqual({ nights: 2, sellPrice: stay.prices[2][0], sellPrices: stay.prices[2], extraUpsellAvailabilityAmount: Math.max(0, stay.prices[2][2] - stay.prices[2][0]) });
  });

  it('the detail lists upsells: the same room and nights plus extras, dearer, cheapest first', async () => {
    const pairs = await t.db.selectFrom('offer').select(['id', 'hotel_id', 'room_id', 'nights', 'expires_at']).where('item_category', '=', 'weekend').where('published', '=', 1).orderBy('id').execute();
    let checked = 0;
    for (const base of pairs.filter((p) => p.expires_at === null).slice(0, 200)) {
      const detail = weekendDetailSchema.parse((await call(detailRoute, { query: { id: String(base.id), locale: 'fr_FR' } })).body);
      for (const upsell of detail.upsells) {
        const other = pairs.find((p) => p.id === upsell.id)!;
        expect([other.hotel_id, other.room_id, other.nights]).toEqual([base.hotel_id, base.room_id, base.nights]);
        expect(upsell.priceDifference).toBeGreaterThan(0);
        expect(upsell.activityIds.length).toBeGreaterThan(0);
        checked++;
      }
      expect(detail.upsells.map((u) => u.priceDifference)).toEqual([...detail.upsells.map((u) => u.priceDifference)].sort((a, b) => a - b));
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);

  it('prices the voucher from the list on the server, by nights, tier and upsell', async () => {
    const [t1, t2, t3] = stay.prices[2];
    const essential = giftCartSchema.parse((await call(cartRoute, { method: 'POST', body: JSON.stringify(cartBody({ shownTotal: 1 })) })).body);
    expect(essential).toMatchObject({ productType: 'SINGLEVOUCHER', offerId: stay.id, adults: 2, total: t1, validityMonths: 12, delivery: 'email', stay: { nights: 2, bucket: 1, availabilityUpsell: false }, priceChange: { previous: 1, current: t1 } });
    expect(essential.lines).toEqual([{ kind: 'stay', label: expect.stringContaining('2 nuits pour 2 personnes'), amount: t1 }]);
    const serenity = giftCartSchema.parse((await call(cartRoute, { method: 'POST', body: JSON.stringify(cartBody({ bucket: 2 })) })).body);
    expect(serenity.total).toBe(t2);
    const upsell = giftCartSchema.parse((await call(cartRoute, { method: 'POST', body: JSON.stringify(cartBody({ upsell: 'availability' })) })).body);
    expect(upsell.total).toBe(Math.max(t1, t3));
    expect(upsell.lines.map((l) => l.kind)).toEqual(t3 > t1 ? ['stay', 'extra'] : ['stay']);
  });

  it('answers 400 to a bad body, 404 to a stay that cannot be offered, 409 to nights without a price', async () => {
    for (const bad of [cartBody({ nights: 0 }), cartBody({ bucket: 4 }), cartBody({ upsell: 'yes' }), cartBody({ id: 'x' })]) {
      const answer = await call(cartRoute, { method: 'POST', body: JSON.stringify(bad) });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
    }
    const notGiftable = await t.db.selectFrom('offer').select('id').where('giftable', '=', 0).where('item_category', '=', 'weekend').executeTakeFirstOrThrow();
    expect((await call(cartRoute, { method: 'POST', body: JSON.stringify(cartBody({ id: notGiftable.id })) })).status).toBe(404);
    const missing = await call(cartRoute, { method: 'POST', body: JSON.stringify(cartBody({ nights: 9 })) });
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ code: 'NO_MORE_AVAILABILITY' });
  });

  it('refuses a tampered total, then places the voucher by transfer; paid, its code is made for 12 months', async () => {
    const cheaper = await call(giftOrderRoute, { method: 'POST', body: orderBody({ shownTotal: stay.prices[2][0] - 100 }) });
    expect(cheaper.status).toBe(409);
    expect(cheaper.body).toMatchObject({ code: 'PRICE_CHANGED' });
    const answer = await call(giftOrderRoute, { method: 'POST', body: orderBody() });
    expect(answer.status).toBe(200);
    const placed = placedOrderSchema.parse(answer.body);
    expect(placed).toMatchObject({ status: 'pending_payment', productType: 'SINGLEVOUCHER', total: stay.prices[2][0], payAtHotel: 0, gift: { customisation: { fromName: 'Zoé' }, validityMonths: 12, vouchers: [] } });
    const order = await t.db.selectFrom('order').selectAll().where('booking_number', '=', placed.bookingNumber).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ product_type: 'SINGLEVOUCHER', offer_id: stay.id, adults: 2, checkin: null, nights: null });
    expect(await confirmBankTransfer(t.db, placed.bookingNumber, new Date('2027-03-10T10:00:00Z'))).toBe(true);
    const vouchers = await t.db.selectFrom('voucher').selectAll().where('order_id', '=', order.id).execute();
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({ product_type: 'SINGLEVOUCHER', value_amount: stay.prices[2][0], valid_until: '2028-03-10', status: 'active' });
  });

  describe('in the physical format (§2.1 giftFormat, §4): the card posted with its extras and shipping', () => {
    const sleeves = () =>
      t.db
        .selectFrom('gift_sub_element as e')
        .innerJoin('gift_sub_element_category as c', 'c.id', 'e.category_id')
        .select(['e.id', 'e.price'])
        .where('c.single_selection', '=', 1)
        .orderBy('e.id')
        .execute();
    const shippingAddress = { firstName: 'Paul', lastName: 'Martin', address: '8 quai des Orfèvres', postalCode: '75001', city: 'Paris' };

    it('prices the stay, a sleeve and the shipping from the database; digital stays by e-mail at the stay alone', async () => {
      const [t1] = stay.prices[2];
      const [sleeve] = await sleeves();
      const digital = giftCartSchema.parse((await call(cartRoute, { method: 'POST', body: JSON.stringify(cartBody({ giftFormat: 'digital' })) })).body);
      expect(digital).toMatchObject({ total: t1, delivery: 'email', stay: { giftFormat: 'digital', shipping: 0, shippingCountry: null, voucherValue: t1 } });
      const posted = giftCartSchema.parse((await call(cartRoute, { method: 'POST', body: JSON.stringify(cartBody({ giftFormat: 'physical', extras: [Number(sleeve.id)] })) })).body);
      // fr_FR to France: 4.90 € and no international fee (the seed's shipping costs).
      expect(posted).toMatchObject({ total: t1 + Number(sleeve.price) + 490, delivery: 'post', stay: { giftFormat: 'physical', shipping: 490, shippingCountry: 'fr', voucherValue: t1 } });
      expect(posted.lines.map((l) => l.kind)).toEqual(['stay', 'extra', 'shipping']);
      const belgium = giftCartSchema.parse((await call(cartRoute, { method: 'POST', body: JSON.stringify(cartBody({ giftFormat: 'physical', shippingCountry: 'BE' })) })).body);
      expect(belgium.stay).toMatchObject({ shippingCountry: 'be' });
      expect(belgium.stay!.shipping).toBeGreaterThan(0);
    });

    it('refuses extras on a digital voucher, two sleeves, an unknown extra (400), and the physical format where nothing ships (Italy, 409)', async () => {
      const [first, second] = await sleeves();
      for (const bad of [cartBody({ extras: [Number(first.id)] }), cartBody({ giftFormat: 'physical', extras: [Number(first.id), Number(second.id)] }), cartBody({ giftFormat: 'physical', extras: [999_999] }), cartBody({ giftFormat: 'paper' })]) {
        const answer = await call(cartRoute, { method: 'POST', body: JSON.stringify(bad) });
        expect(answer.status).toBe(400);
        expect(isApiError(answer.body)).toBe(true);
      }
      const italy = await call(cartRoute, { method: 'POST', body: JSON.stringify(cartBody({ giftFormat: 'physical', locale: 'it_IT' })) });
      expect(italy.status).toBe(409);
      expect(italy.body).toMatchObject({ code: 'NO_MORE_AVAILABILITY' });
    });

    it('places a physical voucher only with its shipping address; paid, the voucher is worth the stay alone', async () => {
      const [t1] = stay.prices[2];
      const total = t1 + 490;
      const missing = await call(giftOrderRoute, { method: 'POST', body: orderBody({ giftFormat: 'physical', shownTotal: total }) });
      expect(missing.status).toBe(400);
      expect(JSON.stringify(missing.body)).toContain('shippingAddress');
      const answer = await call(giftOrderRoute, { method: 'POST', body: orderBody({ giftFormat: 'physical', shownTotal: total, shippingAddress }) });
      expect(answer.status).toBe(200);
      const placed = placedOrderSchema.parse(answer.body);
      expect(placed).toMatchObject({ productType: 'SINGLEVOUCHER', total, gift: { delivery: 'post' } });
      const order = await t.db.selectFrom('order').selectAll().where('booking_number', '=', placed.bookingNumber).executeTakeFirstOrThrow();
      expect(JSON.parse(order.shipping_address ?? 'null')).toEqual({ ...shippingAddress, country: 'fr' });
      expect(await confirmBankTransfer(t.db, placed.bookingNumber, new Date('2027-03-10T10:00:00Z'))).toBe(true);
      const [voucher] = await t.db.selectFrom('voucher').selectAll().where('order_id', '=', order.id).execute();
      expect(voucher).toMatchObject({ product_type: 'SINGLEVOUCHER', value_amount: t1 });
    });
  });
});
