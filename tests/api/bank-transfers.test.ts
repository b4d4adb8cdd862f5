/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PlaceOrderRequest } from '@/contracts/checkout';
import { timeZoneOf } from '@/lib/locales';
import { addDays } from '@/lib/days';
import { releaseUnpaidTransfers, remindBankTransfers } from '@/server/orders/bank-transfer-release';
import { readOrder } from '@/server/orders/order-access.service';
import { confirmBankTransfer } from '@/server/orders/order-paid';
import { placeOrder } from '@/server/orders/place-order.service';
import { buildStayCart } from '@/server/orders/stay-cart.service';
import { dayStart } from '@/server/orders/transfer-deadline';
import { issueVoucher } from '@/server/redemption/issue-voucher';
import type { SeededTestDb } from '@/testing/test-db';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { BUYER, findBookableStay, orderBody, roomsLeft, stayCriteria, type BookableStay } from './orders.helpers';
import { answerOf } from '@/testing/answer-of';

const HOUR = 3_600_000;
const at = (time: number) => new Date(time);

/**
 * Bank-transfer bookings (issue 32, point 23; docs/payments.md 'Bank transfers'): awaited until the earlier of 3 days
 * after the order and the cancellation deadline, not offered with less than a day left, reminded a day before, then
 * released (rooms and gift codes back), each e-mail through the outbox; on SQLite and PostgreSQL.
 */
describe.each(DATABASES)('bank transfers on %s', (_engine, url) => {
  let t: SeededTestDb;
  let stay: BookableStay;
  /** 10:00 UTC on the seed day */
  let now: Date;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    now = new Date(`${t.today}T10:00:00Z`);
    stay = await findBookableStay(t.db, t.today);
  }, 240_000);
  afterAll(() => t?.destroy());

  const cartAt = (when: Date, giftCodes: string[] = []) => buildStayCart(t.db, { ...stayCriteria(stay), insurance: false, giftCodes } as never, when, false);
  const place = (body: Record<string, unknown>, when: Date) => placeOrder(t.db, body as PlaceOrderRequest, when, null);
  const orderRow = (bookingNumber: string) => t.db.selectFrom('order').selectAll().where('booking_number', '=', bookingNumber).executeTakeFirstOrThrow();
  const mailsOf = async (bookingNumber: string) => {
    const { id } = await orderRow(bookingNumber);
    return t.db.selectFrom('outbox_mail').select(['kind', 'subject', 'text']).where('order_id', '=', id).orderBy('id').execute();
  };
  const balanceOf = async (code: string) => {
    const voucher = await t.db.selectFrom('voucher').select(['balance_amount', 'status']).where('code_prefix', '=', code.slice(0, 4)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { balance: Number(voucher.balance_amount), status: voucher.status };
  };

  it("awaits a transfer until its deadline, reminds a day before, then gives the rooms and the gift card's share back", async () => {
    const card = await issueVoucher(t.db, { kind: 'GIFTCARD', value: 5000 });
    const cart = await cartAt(now, [card.code]);
    const before = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
    const placed = await place(orderBody(stay, cart.total, { giftCodes: [card.code], shownRemaining: cart.total - 5000, paymentMethod: 'bankTransfer' }), now);
    // Three weeks ahead, the cancellation deadline is further than 3 days: the transfer is awaited 3 days.
    expect(placed).toMatchObject({ status: 'pending_payment', bankTransfer: { amount: cart.total - 5000, deadline: at(now.getTime() + 72 * HOUR).toISOString() } });
    const deadline = new Date(placed.bankTransfer!.deadline!);
    expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before.map((n) => n - 1));
    expect(await balanceOf(card.code)).toMatchObject({ balance: 0 });
    const [confirmation] = await mailsOf(placed.bookingNumber);
    expect(confirmation.text.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/Sans virement reçu le \S+ \d+ \S+ \d{4} (à )?11:00 au plus tard, la réservation sera annulée/);

    // A day before: one reminder, in French, with the transfer's amount, reference and deadline.
    expect(await remindBankTransfers(t.db, at(deadline.getTime() - 25 * HOUR))).toBe(0);
    expect(await remindBankTransfers(t.db, at(deadline.getTime() - 23 * HOUR))).toBe(1);
    expect(await remindBankTransfers(t.db, at(deadline.getTime() - 22 * HOUR))).toBe(0);
    const reminder = (await mailsOf(placed.bookingNumber)).find((m) => m.kind === 'order_transfer_reminder')!;
    expect(reminder.subject).toContain(`Réservation ${placed.bookingNumber} : votre virement est attendu avant le`);
    expect(reminder.text).toContain(`ESCAPADE-${placed.bookingNumber}`);
    expect(reminder.text).toContain("Nous n'avons pas encore reçu votre virement");

    // Not before the deadline; after it, once: expired, rooms back, the gift card whole again, the buyer told.
    expect(await releaseUnpaidTransfers(t.db, at(deadline.getTime() - 60_000))).toBe(0);
    expect(await releaseUnpaidTransfers(t.db, at(deadline.getTime() + 1_000))).toBe(1);
    expect(await releaseUnpaidTransfers(t.db, at(deadline.getTime() + 20_000))).toBe(0);
    expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before);
    expect(await balanceOf(card.code)).toEqual({ balance: 5000, status: 'active' });
    expect(await readOrder(t.db, placed.bookingNumber, { email: BUYER.email }, at(deadline.getTime() + 60_000))).toMatchObject({ status: 'expired', bankTransfer: null });
    const released = (await mailsOf(placed.bookingNumber)).filter((m) => m.kind === 'order_transfer_released');
    expect(released).toHaveLength(1);
    expect(released[0].subject).toBe(`Votre réservation ${placed.bookingNumber} est annulée faute de virement`);
    expect(released[0].text).toContain('Ce que vos codes cadeaux avaient payé leur est rendu');
  });

  it('keeps a booking whose transfer arrived in time', async () => {
    const cart = await cartAt(now);
    const placed = await place(orderBody(stay, cart.total, { paymentMethod: 'bankTransfer' }), now);
    expect(await confirmBankTransfer(t.db, placed.bookingNumber, at(now.getTime() + 24 * HOUR))).toBe(true);
    expect(await remindBankTransfers(t.db, at(now.getTime() + 60 * HOUR))).toBe(0);
    expect(await releaseUnpaidTransfers(t.db, at(now.getTime() + 80 * HOUR))).toBe(0);
    expect(await orderRow(placed.bookingNumber)).toMatchObject({ status: 'confirmed' });
  });

  it('awaits the transfer only until the cancellation deadline, and does not offer it with less than a day left', async () => {
    const cart = await cartAt(now);
    const lastDay = cart.cancellationPolicy.cancellationDeadline!.slice(0, 10);
    const endOfLastDay = dayStart(addDays(lastDay, 1), timeZoneOf('fr-FR')).getTime();
    // Two days before the deadline's end: the transfer is offered, and awaited until the deadline, not 3 days.
    const early = at(endOfLastDay - 48 * HOUR);
    const offered = await cartAt(early);
    expect(offered.paymentMethods.find((p) => p.method === 'bankTransfer')).toMatchObject({ available: true });
    const placed = await place(orderBody(stay, offered.total, { paymentMethod: 'bankTransfer' }), early);
    expect(placed.bankTransfer?.deadline).toBe(at(endOfLastDay).toISOString());
    // Twelve hours before it: no transfer in the cart, and an order by transfer is refused naming the method.
    const late = at(endOfLastDay - 12 * HOUR);
    const tooLate = await cartAt(late);
    expect(tooLate.paymentMethods.filter((p) => p.available).map((p) => p.method)).toEqual(['hotel']);
    await expect(place(orderBody(stay, tooLate.total, { paymentMethod: 'bankTransfer' }), late).catch(answerOf)).resolves.toMatchObject({ status: 400, body: { issues: [{ path: 'paymentMethod' }] } });
    expect((await place(orderBody(stay, tooLate.total, { paymentMethod: 'hotel' }), late)).status).toBe('confirmed');
  });

  it('releases each due transfer once when several processes run the pass at the same moment', async () => {
    const cart = await cartAt(now);
    const before = await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights);
    const orders = [await place(orderBody(stay, cart.total, { paymentMethod: 'bankTransfer' }), now), await place(orderBody(stay, cart.total, { paymentMethod: 'bankTransfer' }), now)];
    const after = at(now.getTime() + 73 * HOUR);
    const passes = await Promise.all([0, 1, 2].map(() => releaseUnpaidTransfers(t.db, after)));
    expect(passes.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await roomsLeft(t.db, stay.offerId, stay.checkin, stay.nights)).toEqual(before);
    for (const order of orders) expect((await mailsOf(order.bookingNumber)).filter((m) => m.kind === 'order_transfer_released')).toHaveLength(1);
  });
});
