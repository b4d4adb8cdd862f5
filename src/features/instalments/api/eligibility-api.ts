/**
 * GET {frontGateway}/purchase/alma/eligibility (product-and-purchase §7): the instalment and pay-later methods the
 * server grants a purchase. The answer is checked without zod (`isEligibilityResponse`): the checkout asks for it as
 * its page opens, and zod would then count in the page's first load.
 */
import useSWR from 'swr';
import { eligibilityParams, type EligibilityResponse } from '@/contracts/instalments';
import { isEligibilityResponse } from '@/contracts/instalments-check';
import { withTimeout } from '@/lib/fetch-timeout';
import type { CatalogLocale } from '@/lib/locales';

export type EligibilityInput = { amount: number; checkinDate: string; cancellableUntil: string | null; locale: CatalogLocale };

export const eligibilityUrl = (base: string, input: EligibilityInput): string => `${base}/purchase/alma/eligibility?${eligibilityParams(input)}`;

export async function fetchEligibility(url: string): Promise<EligibilityResponse> {
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isEligibilityResponse(body)) throw new Error(`${url}: unexpected eligibility answer`);
  return body;
}

/**
 * The server's answer for this purchase; null while it loads, when it failed or when `url` is null. A failed call is
 * not retried: the offer is information, and the page stays whole without it.
 */
export function useEligibility(url: string | null): EligibilityResponse | null {
  const { data } = useSWR(url, fetchEligibility, { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
  return data ?? null;
}
