import { withTimeout } from '@/lib/fetch-timeout';
import type { CrmSender } from './contact-request';

/** Give up on a CRM that does not answer within this (the request is retried later). */
const TIMEOUT_MS = 10_000;

/**
 * Post a case to the CRM's web-to-case address as a browser form would (application/x-www-form-urlencoded). Any
 * 2xx, or the redirect to retURL that web-to-case answers with, is accepted; anything else, a timeout or an
 * unreachable CRM throws.
 */
export function httpCrmSender(crmUrl: string, timeoutMs = TIMEOUT_MS): CrmSender {
  return async (fields) => {
    const form = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' } as const;
    const response = await fetch(crmUrl, withTimeout(form, timeoutMs));
    await response.body?.cancel();
    if (response.status >= 400 || response.status < 200) throw new Error(`CRM answered ${response.status} ${response.statusText}`.trim());
  };
}
