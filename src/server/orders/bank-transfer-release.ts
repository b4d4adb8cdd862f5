import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { dialectOf } from '@/server/db/dialect';
import { enqueueTransferMail } from './bank-transfer-mail';
import { releaseUnpaidOrder } from './card-payment-release';
import { lockDuePendingOrders, markTransferReminded, type OrderRow } from './orders.repository';
import { TRANSFER_REMINDER_HOURS } from './transfer-deadline';
import { writeTransaction } from '@/server/db/write-transaction';

/*
 * Bank transfers not made by their deadline (issue 32, point 23; docs/payments.md 'Bank transfers'): the card
 * release's pattern — due rows locked with `for update skip locked` on PostgreSQL so that several processes never
 * take the same order, each change and its e-mail in one transaction (the outbox).
 */

/** Queues the reminder of each transfer due within a day and not yet reminded (once: `transfer_reminded_at`). Returns how many. */
export async function remindBankTransfers(db: Kysely<Database>, now: Date = new Date(), limit = 20): Promise<number> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + TRANSFER_REMINDER_HOURS * 3_600_000).toISOString();
  return writeTransaction(db, async (trx) => {
    const due = (await lockDuePendingOrders(trx, { method: 'bankTransfer', until, limit, postgres: dialectOf(db) === 'postgres', unreminded: true })).filter((o) => (o.payment_expires_at ?? '') > at);
    for (const order of due) {
      await markTransferReminded(trx, order.id, at);
      await enqueueTransferMail(trx, order.id, 'reminder', order.payment_expires_at!, now);
    }
    return due.length;
  });
}

/**
 * Releases each transfer whose deadline has passed: the order expires, its rooms go back, what its gift codes paid
 * goes back to the voucher or gift card (releaseUnpaidOrder's steps), and the buyer is told. Returns how many.
 */
export async function releaseUnpaidTransfers(db: Kysely<Database>, now: Date = new Date(), limit = 20): Promise<number> {
  const at = now.toISOString();
  const released = await writeTransaction(db, async (trx) => {
    const due = await lockDuePendingOrders(trx, { method: 'bankTransfer', until: at, limit, postgres: dialectOf(db) === 'postgres' });
    const done: OrderRow[] = [];
    for (const order of due) {
      if (!(await releaseUnpaidOrder(trx, order, at))) continue;
      await enqueueTransferMail(trx, order.id, 'released', order.payment_expires_at!, now);
      done.push(order);
    }
    return done;
  });
  return released.length;
}

/** The pass each server process runs with the card release (boot-payment-release.ts): reminders, then releases. */
export async function bankTransferPass(db: Kysely<Database>, now: Date = new Date()): Promise<{ reminded: number; released: number }> {
  const reminded = await remindBankTransfers(db, now);
  const released = await releaseUnpaidTransfers(db, now);
  return { reminded, released };
}
