import type { IncomingHttpHeaders } from 'node:http';
import type { NextApiResponse } from 'next';
import type { Kysely } from 'kysely';
import { BENEFICIARY_SESSION_ENDED, type BeneficiaryGift, type BeneficiarySessionEndReason } from '@/contracts/redemption';
import type { CatalogLocaleCode } from '@/contracts/common';
import { env } from '@/lib/env';
import {
  beneficiarySessionCookie,
  clearedBeneficiaryCookie,
  csrfCookie,
  csrfProblem,
  endSession,
  newCsrfToken,
  principalOfToken,
  readCookie,
  startSession,
  sweepExpiredSessions,
  BENEFICIARY_COOKIE,
} from '@/server/auth';
import type { Database } from '@/server/db/database';
import { DomainError } from '@/server/errors/domain-errors';
import { beneficiarySessionEnded } from '@/server/orders/checkout-problem';
import { usableVoucherById, type VoucherRow } from '@/server/orders/gift-codes';
import { giftOf } from './beneficiary.service';

/**
 * The beneficiary's session (docs/redemption.md "The beneficiary's session"): a gift code typed at /beneficiary/login
 * opens it, and from then on the beneficiary's calls (offers, facets, the calendar's packageCheckinPrices, the stay
 * checkout paying with the gift) read the voucher from it instead of the code. It is an `auth_session` row of kind
 * beneficiary (the accounts' store, shared by every process and instance) behind its own HttpOnly cookie,
 * `escapade-gift`. 'Use another code' ends it; so does its end of life.
 */

/** A beneficiary's session lasts a day from the login: long enough to choose and book, short on a shared computer. */
export const BENEFICIARY_SESSION_HOURS = 24;

type Req = { headers: IncomingHttpHeaders };

/** 403 unless the call repeats the page's CSRF token (double submit), as every state-changing account call. */
export function requireCsrf(req: Req): void {
  const problem = csrfProblem(req.headers);
  if (problem) throw new DomainError('csrf', { message: `This call needs the page's CSRF token: ${problem}` });
}

/** The voucher id of the request's beneficiary session, or null (no cookie, unknown, expired, or another role's token). */
export async function beneficiaryVoucherIdOf(db: Kysely<Database>, req: Req, now: Date = new Date()): Promise<number | null> {
  const principal = await principalOfToken(db, readCookie(req.headers, BENEFICIARY_COOKIE), now);
  return principal.kind === 'beneficiary' ? principal.voucherId : null;
}

/**
 * The voucher of the request's beneficiary session when it can still be used today: 401 without a session, the
 * code's 409 (used, expired) when it no longer can.
 */
export async function sessionVoucher(db: Kysely<Database>, req: Req, locale: CatalogLocaleCode, now: Date = new Date()): Promise<VoucherRow> {
  const voucherId = await beneficiaryVoucherIdOf(db, req, now);
  if (voucherId === null) throw beneficiarySessionEnded();
  return usableVoucherById(db, voucherId, locale, now);
}

/**
 * Opens a beneficiary's session for a voucher after its code was accepted: the browser's earlier one (another code)
 * ends, a new row and token, the cookie, and a fresh CSRF token (as a sign-in renews it).
 */
export async function openBeneficiarySession(db: Kysely<Database>, req: Req, res: NextApiResponse, voucherId: number, now: Date = new Date()): Promise<void> {
  await endSession(db, readCookie(req.headers, BENEFICIARY_COOKIE));
  const { token, expiresAt } = await startSession(db, { kind: 'beneficiary', voucherId }, now, BENEFICIARY_SESSION_HOURS / 24);
  const siteUrl = env().SITE_URL;
  res.setHeader('Set-Cookie', [beneficiarySessionCookie(token, expiresAt, siteUrl, now), csrfCookie(newCsrfToken(), siteUrl)]);
  // Now and then, as sessions start, the expired rows go.
  if (Math.random() < 0.05) await sweepExpiredSessions(db, now);
}

/** 'Use another code': the session's row is deleted and its cookie cleared (nothing to end is fine too). */
export async function endBeneficiarySession(db: Kysely<Database>, req: Req, res: NextApiResponse): Promise<void> {
  await endSession(db, readCookie(req.headers, BENEFICIARY_COOKIE));
  res.setHeader('Set-Cookie', clearedBeneficiaryCookie(env().SITE_URL));
}

/**
 * The stay checkout paying with the gift of the beneficiary's session (`beneficiaryGift: true` in the cart or the
 * order): the session's voucher id for the codes, or 401 when the session ended. Without the flag, nothing.
 */
export async function sessionGiftOf(db: Kysely<Database>, req: Req, body: { beneficiaryGift?: boolean }, now: Date = new Date()): Promise<{ sessionVoucherId?: number }> {
  if (!body.beneficiaryGift) return {};
  const voucherId = await beneficiaryVoucherIdOf(db, req, now);
  if (voucherId === null) throw beneficiarySessionEnded();
  return { sessionVoucherId: voucherId };
}

/**
 * What the beneficiary's page knows as it renders (a reload, the way back from the checkout): the gift of the
 * session, or why there is none any more: the session ended (a cookie without a live session) or its gift was used or
 * expired meanwhile. No cookie: nothing, and no query.
 */
export async function beneficiaryPageSession(
  db: Kysely<Database>,
  req: Req,
  locale: CatalogLocaleCode,
  now: Date = new Date(),
): Promise<{ gift: BeneficiaryGift | null; ended: BeneficiarySessionEndReason | null }> {
  if (!readCookie(req.headers, BENEFICIARY_COOKIE)) return { gift: null, ended: null };
  try {
    return { gift: await giftOf(db, await sessionVoucher(db, req, locale, now), locale), ended: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const code = error.code;
    return { gift: null, ended: isEndReason(code) ? code : BENEFICIARY_SESSION_ENDED };
  }
}

const isEndReason = (code: string | undefined): code is BeneficiarySessionEndReason => code === BENEFICIARY_SESSION_ENDED || code === 'GIFT_CODE_USED' || code === 'GIFT_CODE_EXPIRED';
