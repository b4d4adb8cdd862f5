import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import { MINISITE_COOKIE, MINISITE_PAYMENT_METHODS, minisiteIdOf } from '@/contracts/minisite';
import type { Database } from '@/server/db/database';
import { invalidField } from '@/server/errors/domain-errors';
import { minisiteById, setOrderMinisite } from './minisites.repository';

/**
 * The minisite an order is placed through (docs/minisites.md): the visit's minisite cookie, when it names a minisite
 * whose booking window is open today. A cookie naming no minisite, or one whose window is closed, tags nothing (the
 * booking is the site's own, at the site's own terms).
 */
export async function orderMinisiteOf(db: Kysely<Database>, headers: IncomingHttpHeaders, now: Date = new Date()): Promise<number | null> {
  const id = minisiteIdOf(cookieOf(headers.cookie, MINISITE_COOKIE));
  if (id === null) return null;
  const minisite = await minisiteById(db, id, now);
  return minisite && minisite.window.state === 'open' ? minisite.id : null;
}

/** A minisite booking is paid electronically only (§9): any other method is refused with a 400 naming it. */
export function requireMinisitePayment(minisiteId: number | null, method: string): void {
  if (minisiteId === null || (MINISITE_PAYMENT_METHODS as readonly string[]).includes(method)) return;
  throw invalidField('paymentMethod', 'Partner offers are paid electronically only (card or online wallet)');
}

/** A cart seen through a minisite offers its electronic methods only (the others stay listed, not available). */
export function minisitePayments<T extends { paymentMethods: { method: string; available: boolean }[] }>(cart: T, minisiteId: number | null): T {
  if (minisiteId === null) return cart;
  return { ...cart, paymentMethods: cart.paymentMethods.map((m) => ((MINISITE_PAYMENT_METHODS as readonly string[]).includes(m.method) ? m : { ...m, available: false })) };
}

/** Tags the order just stored with its minisite, in the same transaction (nothing for the site's own bookings). */
export async function withMinisite<T extends { id: number }>(trx: Kysely<Database>, minisiteId: number | null, stored: Promise<T>): Promise<T> {
  const row = await stored;
  if (minisiteId === null) return row;
  await setOrderMinisite(trx, row.id, minisiteId);
  return { ...row, minisite_id: minisiteId };
}

function cookieOf(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index >= 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}
