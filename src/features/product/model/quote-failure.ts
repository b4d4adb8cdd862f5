/**
 * §8 'Quote fetch error stored as QUOTE_FETCH_ERROR and stops checkout', §5 'Users see a generic message and it is
 * logged': what the booking panel records and reports when Book's live quote fails or refuses the stay. The report
 * is one line for the client error log (application.client.error, which adds the page address and cuts at 256).
 */
export const QUOTE_FETCH_ERROR = 'QUOTE_FETCH_ERROR';

/** A refused quote names its first error code (or message); without any, OFFER_NOT_BOOKABLE. */
export type QuoteFailure = { code: typeof QUOTE_FETCH_ERROR; report: string } | { code: string; report: string };

type Stay = { offerId: number; checkin: string; nights: number };

const causeOf = (cause: unknown): string => (cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));

/**
 * The live quote could not be fetched (network, server error, unreadable answer).
 * quoteFetchFailure({ offerId: 42, checkin: '2026-12-04', nights: 2 }, new TypeError('fetch failed'))
 *   → { code: 'QUOTE_FETCH_ERROR', report: 'QUOTE_FETCH_ERROR offer 42, 2026-12-04, 2 nights: TypeError: fetch failed' }
 */
export function quoteFetchFailure({ offerId, checkin, nights }: Stay, cause: unknown): QuoteFailure {
  return { code: QUOTE_FETCH_ERROR, report: `${QUOTE_FETCH_ERROR} offer ${offerId}, ${checkin}, ${nights} nights: ${causeOf(cause)}` };
}

/** The live quote answered but refuses the stay (no price, or errors): its first error's code or message. */
export function quoteRefusal({ offerId, checkin, nights }: Stay, errors: readonly { code?: string | null; message?: string | null }[]): QuoteFailure {
  const first = errors[0];
  const code = first?.code || first?.message || 'OFFER_NOT_BOOKABLE';
  return { code, report: `QUOTE_REFUSED ${code} offer ${offerId}, ${checkin}, ${nights} nights` };
}
