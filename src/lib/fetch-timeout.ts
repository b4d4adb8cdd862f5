/**
 * Every call the browser makes gives up after a while, so a stalled server shows the call's own failure behaviour
 * (the spec's error catalogue) instead of a spinner forever. docs/quality-gates.md lists the calls;
 * tests/faults/outbound-timeouts.test.ts proves each one passes through here.
 */

/** Data the page waits for (search, facets, suggestions, calendar, menus). */
export const FETCH_TIMEOUT_MS = 10_000;
/** Fire-and-forget reports (error logs, analytics): a failure is only logged. */
export const REPORT_TIMEOUT_MS = 5_000;

function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The call timed out', 'TimeoutError')), ms);
  return controller.signal;
}

/** `init` with a signal that aborts the call after `ms`, together with the caller's own signal when it has one. */
export function withTimeout(init: RequestInit = {}, ms: number = FETCH_TIMEOUT_MS): RequestInit {
  const timeout = timeoutSignal(ms);
  const signal = init.signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([init.signal, timeout]) : (init.signal ?? timeout);
  return { ...init, signal };
}

/** GET `url` as JSON within the timeout; any answer but 2xx is an error (callers parse the body with its contract). */
export async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
