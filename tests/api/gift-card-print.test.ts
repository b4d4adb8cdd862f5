/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { placedOrderSchema } from '@/contracts/checkout.schema';
import { lookupLimiter, orderLimiter } from '@/server/orders/order-limits';
import { confirmBankTransfer } from '@/server/orders/order-paid';
import type { SeededTestDb } from '@/testing/test-db';
import giftOrderRoute from '../../pages/api/orders/gift';
import giftCardRoute from '../../pages/api/orders/[bookingNumber]/gift-card';
import { call, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { BUYER } from './orders.helpers';

const CODE_IN_MAIL = /\b([A-HJKMNP-Z2-9]{4}(?:-[A-HJKMNP-Z2-9]{4}){3})\b/;

// The printable gift card (docs/gift-checkout.md): the delivering e-mail's HTML part draws it, and the confirmation
// downloads it as a PDF for a code of the order (only the codes' hashes are stored).
describe.each(DATABASES)('the printable gift card on %s', (_engine, url) => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
  }, 240_000);
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(() => {
    orderLimiter.reset();
    lookupLimiter.reset();
  });

  const orderOf = (bookingNumber: string) => t.db.selectFrom('order').selectAll().where('booking_number', '=', bookingNumber).executeTakeFirstOrThrow();
  const mailsOf = async (bookingNumber: string) => {
    const order = await orderOf(bookingNumber);
    return t.db.selectFrom('outbox_mail').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  };
  /** A gift card bought by bank transfer, then marked paid: its booking number, access key and the e-mailed code. */
  async function paidGiftCard(over: Record<string, unknown> = {}, paidAt = new Date()) {
    // As JSON carries it: a key set to undefined is not sent (the order call refuses keys its product does not take).
    const body = Object.fromEntries(
      Object.entries({ productType: 'GIFTCARD', locale: 'fr_FR', amount: 5000, design: 'love', fromName: 'Zoé', message: 'Bon <anniversaire> & à bientôt', buyer: BUYER, paymentMethod: 'bankTransfer', shownTotal: 5000, idempotencyKey: randomUUID(), ...over }).filter(([, value]) => value !== undefined),
    );
    const answer = await call(giftOrderRoute, { method: 'POST', body });
    const placed = placedOrderSchema.parse(answer.body);
    expect(await confirmBankTransfer(t.db, placed.bookingNumber, paidAt)).toBe(true);
    const mails = await mailsOf(placed.bookingNumber);
    const delivery = mails[mails.length - 1];
    return { placed, delivery, code: CODE_IN_MAIL.exec(delivery.text)?.[1] ?? '' };
  }
  const download = (bookingNumber: string, body: unknown) => call(giftCardRoute, { method: 'POST', query: { bookingNumber }, body });

  it('e-mails a gift card with an HTML part drawing the card (design, amount, code, escaped texts) beside the plain text', async () => {
    const { delivery, code } = await paidGiftCard();
    expect(delivery.kind).toBe('gift_delivery');
    expect(delivery.text).toContain(code);
    expect(delivery.text).toContain('De la part de Zoé');
    expect(delivery.html).toContain(code);
    expect(delivery.html).toContain('#b5179e'); // the 'love' design
    expect(delivery.html).toMatch(/>50\s€</);
    expect(delivery.html).toContain('Bon &lt;anniversaire&gt; &amp; à bientôt');
    expect(delivery.html).not.toContain('<anniversaire>');
  });

  it('downloads the card as a PDF for a code of the order (typed in any case, without dashes), proved by the access key or the e-mail', async () => {
    const { placed, code } = await paidGiftCard();
    const answer = await download(placed.bookingNumber, { accessKey: placed.accessKey, code: code.toLowerCase().replace(/-/g, ' ') });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="escapade-gift-${placed.bookingNumber}.pdf"`);
    expect(Buffer.from(answer.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(placed.bookingNumber, { email: BUYER.email, code })).status).toBe(200);
  });

  it('answers the same 404 for a code of another order, a wrong key, a code of another shape; 400 for a bad body', async () => {
    const first = await paidGiftCard();
    const second = await paidGiftCard({ design: 'thanks' });
    expect((await download(first.placed.bookingNumber, { accessKey: first.placed.accessKey, code: second.code })).status).toBe(404);
    expect((await download(first.placed.bookingNumber, { accessKey: second.placed.accessKey, code: first.code })).status).toBe(404);
    expect((await download(first.placed.bookingNumber, { accessKey: first.placed.accessKey, code: 'ABCD' })).status).toBe(404);
    expect((await download(first.placed.bookingNumber, { accessKey: first.placed.accessKey })).status).toBe(400);
    expect((await download(first.placed.bookingNumber, { code: first.code })).status).toBe(400);
    expect((await call(giftCardRoute, { method: 'POST', query: { bookingNumber: 'abc' }, body: { accessKey: first.placed.accessKey, code: first.code } })).status).toBe(400);
  });

  it("e-mails a stay voucher (the product page's gifting) with its card, and downloads that card for its code", async () => {
    const gift = await t.db
      .selectFrom('offer_gift_price as g')
      .innerJoin('offer as o', 'o.id', 'g.offer_id')
      .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
      .select(['o.id', 'g.nights', 'g.sell_price'])
      .where('o.published', '=', 1)
      .where('o.giftable', '=', 1)
      .where('h.active', '=', 1)
      .where('o.expires_at', 'is', null)
      .where('o.item_category', '=', 'weekend')
      .where('g.tier', '=', 1)
      .orderBy('o.id')
      .orderBy('g.nights')
      .executeTakeFirstOrThrow();
    const body = { productType: 'SINGLEVOUCHER', id: Number(gift.id), nights: Number(gift.nights), amount: undefined, design: undefined, shownTotal: Number(gift.sell_price), message: 'Joyeux anniversaire' };
    const { placed, delivery, code } = await paidGiftCard(body);
    expect(delivery.kind).toBe('gift_delivery');
    expect(delivery.text).toContain(code);
    // The card: 'Gift stay', the stay line, the texts, the code and how to book with it, in the box design.
    expect(delivery.html).toContain('Séjour cadeau');
    const stayLine = placed.lines.find((line) => line.kind === 'stay')?.label ?? '';
    expect(stayLine).toMatch(/pour 2 personnes/);
    expect(delivery.html).toContain(stayLine.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(delivery.html).toContain('Joyeux anniversaire');
    expect(delivery.html).toContain('De la part de Zoé');
    expect(delivery.html).toContain(code);
    expect(delivery.html).toContain('réservez sur Escapade ce séjour pour 2');
    const answer = await download(placed.bookingNumber, { accessKey: placed.accessKey, code });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
  });

  /** An activity of the test catalog on sale for 2 people, and its price for them. */
  const activityForTwo = () =>
    t.db
      .selectFrom('offer as o')
      .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
      .innerJoin('offer_pax_price as p', 'p.offer_id', 'o.id')
      .select(['o.id', 'p.sell_price'])
      .where('o.item_category', '=', 'activity')
      .where('o.published', '=', 1)
      .where('h.active', '=', 1)
      .where('o.expires_at', 'is', null)
      .where('p.adults', '=', 2)
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
  const activityOrder = async (over: Record<string, unknown> = {}, paidAt = new Date()) => {
    const activity = await activityForTwo();
    return paidGiftCard({ productType: 'DIGITAL_ACTIVITY_ONLY', id: Number(activity.id), adults: 2, amount: undefined, design: undefined, shownTotal: Number(activity.sell_price), message: 'Bon vol !', ...over }, paidAt);
  };

  it("e-mails a given activity with its card (the activity's title, 2 people, the texts, the code, 12 months) and downloads that card for its code", async () => {
    // Paid on 10 March 2027 in Paris: valid until 10 March 2028.
    const { placed, delivery, code } = await activityOrder({}, new Date('2027-03-10T09:00:00Z'));
    expect(delivery.kind).toBe('gift_delivery');
    // The plain text keeps the code, the texts and where to print the card.
    expect(delivery.text).toContain(code);
    expect(delivery.text).toContain('De la part de Zoé');
    expect(delivery.text).toContain('10 mars 2028');
    expect(delivery.text).toContain('La carte à imprimer est jointe à cet e-mail en PDF');
    expect(delivery.text).toContain('la télécharger depuis la page de confirmation');
    const title = placed.lines.find((line) => line.kind === 'activity')?.label ?? '';
    expect(title).not.toBe('');
    expect(delivery.html).toContain('Activité cadeau');
    expect(delivery.html).toContain(title.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(delivery.html).toContain('Pour 2 personnes');
    expect(delivery.html).toContain('Bon vol !');
    expect(delivery.html).toContain('De la part de Zoé');
    expect(delivery.html).toContain(code);
    expect(delivery.html).toContain("Valable jusqu&#39;au 10 mars 2028");
    expect(delivery.html).toContain('auprès du centre de l&#39;activité');
    const answer = await download(placed.bookingNumber, { email: BUYER.email, code: code.replace(/-/g, '').toLowerCase() });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(answer.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    // Another order's code, or another order's key: the same 404.
    const card = await paidGiftCard();
    expect((await download(placed.bookingNumber, { accessKey: placed.accessKey, code: card.code })).status).toBe(404);
    expect((await download(placed.bookingNumber, { accessKey: card.placed.accessKey, code })).status).toBe(404);
  });

  it('e-mails an activity bought for oneself without a card, and answers 404 for its PDF', async () => {
    const { placed, delivery, code } = await activityOrder({ customType: 'OWN_USE', fromName: '', message: '' });
    expect(delivery.kind).toBe('gift_delivery');
    expect(delivery.text).toContain(code);
    expect(delivery.text).toContain('Gardez ce code');
    expect(delivery.text).not.toContain('téléchargez-la depuis la page de confirmation');
    expect(delivery.html).toBeNull();
    expect((await download(placed.bookingNumber, { accessKey: placed.accessKey, code })).status).toBe(404);
  });

  it('keeps a pending order (transfer awaited) without a card', async () => {
    const answer = await call(giftOrderRoute, {
      method: 'POST',
      body: { productType: 'GIFTCARD', locale: 'fr_FR', amount: 5000, design: 'love', fromName: '', message: '', buyer: BUYER, paymentMethod: 'bankTransfer', shownTotal: 5000, idempotencyKey: randomUUID() },
    });
    const placed = placedOrderSchema.parse(answer.body);
    const [pending] = await mailsOf(placed.bookingNumber);
    expect(pending.html).toBeNull();
    expect((await download(placed.bookingNumber, { accessKey: placed.accessKey, code: 'K7QM-3XHD-RW9P-TB2C' })).status).toBe(404);
  });
});
