import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** An 8-digit booking number, random (not sequential: numbers do not reveal the order count or each other). */
export const randomBookingNumber = (): string => String(randomInt(10_000_000, 100_000_000));

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export const newAccessSalt = (): string => randomBytes(16).toString('base64url');

/**
 * The key that lets the confirmation page read its order, derived from the request's idempotency key (known only to
 * the buyer's browser) and the order's random salt: a retried request gets the same key back, and the database
 * holds only its hash.
 */
export const accessKeyOf = (idempotencyKey: string, salt: string): string => createHmac('sha256', idempotencyKey).update(salt).digest('base64url');

/** The reference a bank transfer must carry. */
export const bankReferenceOf = (bookingNumber: string): string => `ESCAPADE-${bookingNumber}`;
