/**
 * The beneficiary's calls (docs/redemption.md): the code goes once, in the login's POST body, which opens the
 * beneficiary's session (an HttpOnly cookie); the other calls read the gift from the session. The login and the logout
 * repeat the page's CSRF token. Each answer is checked without zod (the page's first load stays light) and every
 * outcome is a value: the answer, a 409 problem (the code unknown, used, expired or not redeemable here), the session
 * ended (401), a 429, or a failure.
 */
import { isCheckoutProblem, type CheckoutProblem } from '@/contracts/checkout';
import type { CatalogLocaleCode } from '@/contracts/common';
import { CSRF_HEADER } from '@/contracts/account';
import {
  isBeneficiarySessionEnded,
  isBeneficiaryFacets,
  isBeneficiaryGift,
  isBeneficiaryOffers,
  isCheckinPrices,
  REDEMPTION_API,
  type BeneficiaryFacets,
  type BeneficiaryGift,
  type BeneficiaryOffersResponse,
  type CheckinPricesResponse,
} from '@/contracts/redemption';
import { withTimeout } from '@/lib/fetch-timeout';
import { retryAfterSeconds } from '@/lib/retry-after';
import { csrfToken } from '@/shared/account-calls';

export type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'problem'; problem: CheckoutProblem } | { kind: 'sessionEnded' } | { kind: 'rateLimited'; retryAfter: number | null } | { kind: 'invalid' } | { kind: 'failed' };

async function call<T>(url: string, init: RequestInit, check: (body: unknown) => body is T): Promise<Outcome<T>> {
  try {
    const headers = { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string> | undefined) };
    const response = await fetch(url, withTimeout({ ...init, credentials: 'same-origin', headers }));
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && check(body)) return { kind: 'ok', value: body };
    if (response.status === 409 && isCheckoutProblem(body)) return { kind: 'problem', problem: body };
    if (response.status === 401 && isBeneficiarySessionEnded(body)) return { kind: 'sessionEnded' };
    if (response.status === 429) return { kind: 'rateLimited', retryAfter: retryAfterSeconds(response.headers?.get('retry-after')) };
    if (response.status === 400) return { kind: 'invalid' };
    console.error(`${url} answered ${response.status}`);
    return { kind: 'failed' };
  } catch (error) {
    console.error(`${url} failed`, error);
    return { kind: 'failed' };
  }
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
/** A call that opens or ends the session: the CSRF token of the page's cookie in its header (double submit). */
const postWithCsrf = (body: unknown): RequestInit => ({ ...post(body), headers: { [CSRF_HEADER]: csrfToken() } });

const isOk = (body: unknown): body is { ok: true } => !!body && typeof body === 'object' && (body as { ok?: unknown }).ok === true;

/** The code, once: the gift, and the session opened on the server (its cookie). */
export const loginWithCode = (code: string, locale: CatalogLocaleCode) => call<BeneficiaryGift>(REDEMPTION_API.login, postWithCsrf({ code, locale }), isBeneficiaryGift);

/** 'Use another code': the session ends on the server. */
export const logoutBeneficiary = () => call<{ ok: true }>(REDEMPTION_API.logout, postWithCsrf({}), isOk);

/** The search's criteria (§7): stars, region, a hotel, and the stay asked (a check-in day and nights, or none). */
export type OffersFilters = { page: number; stars: number[]; regionId: number | null; hotelId: number | null; checkin: string | null; nights: number | null };

export const fetchBeneficiaryOffers = (locale: CatalogLocaleCode, filters: OffersFilters) =>
  call<BeneficiaryOffersResponse>(REDEMPTION_API.offers, post({ locale, ...filters }), isBeneficiaryOffers);

export const fetchBeneficiaryFacets = (locale: CatalogLocaleCode, filters: OffersFilters) => call<BeneficiaryFacets>(REDEMPTION_API.facets, post({ locale, ...filters }), isBeneficiaryFacets);

/** §7 packageCheckinPrices: 2 adults, the gift's nights, the gift's value as `giftPrice` (the server answers for the session's gift). */
export function fetchCheckinPrices(offerId: number, { locale, month, nights, giftPrice }: { locale: CatalogLocaleCode; month: string; nights: number; giftPrice: number }) {
  const query = new URLSearchParams({ locale, month, nights: String(nights), length: '1', adult: '2', child: '0', baby: '0', giftPrice: String(giftPrice) });
  return call<CheckinPricesResponse>(`${REDEMPTION_API.checkinPrices(offerId)}?${query.toString()}`, {}, isCheckinPrices);
}
