import { withTimeout } from '@/lib/fetch-timeout';

/** Waits until `check` holds, looking every 50 ms (work done asynchronously: webhooks with retries, the outbox). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Posts `fields` as an HTML form would (a hosted payment page's form), without following the redirect. */
export const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, withTimeout({ method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }));
