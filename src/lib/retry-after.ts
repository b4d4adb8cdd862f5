/**
 * The wait a 429 answer asks for, read from its Retry-After header (seconds, or an HTTP date), so a refusal says the
 * real wait ("patientez 4 secondes") instead of a guess. Null when the header is missing or unreadable.
 *   retryAfterSeconds('3.2') → 4; retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT', now) → the seconds until then
 */
export function retryAfterSeconds(header: string | null | undefined, now: number = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.max(1, Math.ceil(Number(value)));
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(1, Math.ceil((at - now) / 1000)) : null;
}

/**
 * The values of a rate-limit message (`{unit, select, second {…} minute {…} other {…}}` with `{count, plural}`):
 * seconds under a minute, whole minutes (rounded up) from a minute on, `unknown` without a wait.
 */
export function waitValues(seconds: number | null): { unit: 'second' | 'minute' | 'unknown'; count: number } {
  if (seconds === null) return { unit: 'unknown', count: 0 };
  return seconds < 60 ? { unit: 'second', count: seconds } : { unit: 'minute', count: Math.ceil(seconds / 60) };
}
