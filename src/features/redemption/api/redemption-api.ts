/**
 * The beneficiary's calls (docs/redemption.md): the code goes in POST bodies only. Each answer is checked without
 * zod (the page's first load stays light) and every outcome is a value: the answer, a 409 problem (the code unknown,
 * used, expired or not redeemable here), a 429, or a failure.
 */
import { isCheckoutProblem, type CheckoutProblem } from '@/contracts/checkout';
import type { CatalogLocaleCode } from '@/contracts/common';
import {
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

export type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'problem'; problem: CheckoutProblem } | { kind: 'rateLimited' } | { kind: 'invalid' } | { kind: 'failed' };

async function call<T>(url: string, init: RequestInit, check: (body: unknown) => body is T): Promise<Outcome<T>> {
  try {
    const response = await fetch(url, withTimeout({ ...init, headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) } }));
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && check(body)) return { kind: 'ok', value: body };
    if (response.status === 409 && isCheckoutProblem(body)) return { kind: 'problem', problem: body };
    if (response.status === 429) return { kind: 'rateLimited' };
    if (response.status === 400) return { kind: 'invalid' };
    console.error(`${url} answered ${response.status}`);
    return { kind: 'failed' };
  } catch (error) {
    console.error(`${url} failed`, error);
    return { kind: 'failed' };
  }
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export const loginWithCode = (code: string, locale: CatalogLocaleCode) => call<BeneficiaryGift>(REDEMPTION_API.login, post({ code, locale }), isBeneficiaryGift);

export type OffersFilters = { page: number; stars: number[]; regionId: number | null };

export const fetchBeneficiaryOffers = (code: string, locale: CatalogLocaleCode, filters: OffersFilters) =>
  call<BeneficiaryOffersResponse>(REDEMPTION_API.offers, post({ code, locale, ...filters }), isBeneficiaryOffers);

export const fetchBeneficiaryFacets = (code: string, locale: CatalogLocaleCode, filters: OffersFilters) =>
  call<BeneficiaryFacets>(REDEMPTION_API.facets, post({ code, locale, ...filters }), isBeneficiaryFacets);

/** §7 packageCheckinPrices: 2 adults, the gift's nights, the gift's value as `giftPrice`. */
export function fetchCheckinPrices(offerId: number, { locale, month, nights, giftPrice }: { locale: CatalogLocaleCode; month: string; nights: number; giftPrice: number }) {
  const query = new URLSearchParams({ locale, month, nights: String(nights), length: '1', adult: '2', child: '0', baby: '0', giftPrice: String(giftPrice) });
  return call<CheckinPricesResponse>(`${REDEMPTION_API.checkinPrices(offerId)}?${query.toString()}`, {}, isCheckinPrices);
}
