/**
 * One JSON call of the checkout's API (docs/checkout.md), every outcome a value, never a throw: the answer, a 409
 * problem (no more availability, expired offer, price changed), a 400 (the form the server refused), a 404, a 429, a
 * 401 for a beneficiary's session that has ended, or a failure (network, server error). The calls themselves are in
 * modules of their own, so a page loads only those it makes: the carts with the page, the orders when the buyer
 * confirms (`order-api.ts`), the booking's calls with My booking and the confirmation (`checkout-api.ts`).
 */
import { isCheckoutProblem, type CheckoutProblem } from '@/contracts/checkout';
import { isBeneficiarySessionEnded } from '@/contracts/beneficiary-session';
import { withTimeout } from '@/lib/fetch-timeout';
import { retryAfterSeconds } from '@/lib/retry-after';

export type CallOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'problem'; problem: CheckoutProblem }
  | { kind: 'invalid' }
  | { kind: 'notFound' }
  /** 429: the seconds its Retry-After asks to wait (null without one), said to the visitor */
  | { kind: 'rateLimited'; retryAfter: number | null }
  /** 401: the call paid with the gift of a beneficiary's session that has ended (docs/redemption.md) */
  | { kind: 'sessionEnded' }
  | { kind: 'failed' };

type Parse<T> = (body: unknown) => T;

/** One JSON call of the checkout's API, its every outcome a value (the modification calls use it too). */
export async function call<T>(url: string, init: RequestInit, parse: Promise<Parse<T>>): Promise<CallOutcome<T>> {
  try {
    const headers = { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string> | undefined) };
    const response = await fetch(url, withTimeout({ ...init, headers }));
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return { kind: 'ok', value: (await parse)(body) };
    if (response.status === 401 && isBeneficiarySessionEnded(body)) return { kind: 'sessionEnded' };
    if (response.status === 409 && isCheckoutProblem(body)) return { kind: 'problem', problem: body };
    if (response.status === 400) return { kind: 'invalid' };
    if (response.status === 404) return { kind: 'notFound' };
    if (response.status === 429) return { kind: 'rateLimited', retryAfter: retryAfterSeconds(response.headers?.get('retry-after')) };
    console.error(`${url} answered ${response.status}`);
    return { kind: 'failed' };
  } catch (error) {
    console.error(`${url} failed`, error);
    return { kind: 'failed' };
  }
}

export const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** An answer checked by a type guard instead of a schema (the carts: their schema would weigh on the page's first load). */
export const guardedBy = <T>(guard: (body: unknown) => body is T, what: string): Promise<Parse<T>> =>
  Promise.resolve((body: unknown) => {
    if (!guard(body)) throw new Error(`unexpected ${what}`);
    return body;
  });
