import { buildClientErrorReport, sendClientErrorReport } from '@/lib/logging/client-error-report';
import type { Locale } from '@/lib/locales';
import { quoteFetchFailure, quoteRefusal } from '../model/quote-failure';

type Stay = { offerId: number; checkin: string; nights: number };

/**
 * §5, §8: logs a failed (QUOTE_FETCH_ERROR) or refused live quote and reports it to the client error log. Loaded by
 * the booking panel only when a quote fails, so none of it is in the page's first load.
 */
export function reportQuoteFailure(stay: Stay, failure: { fetch: unknown } | { errors: readonly { code?: string | null; message?: string | null }[] }, { apiBase, locale }: { apiBase: string; locale: Locale }): void {
  const recorded = 'fetch' in failure ? quoteFetchFailure(stay, failure.fetch) : quoteRefusal(stay, failure.errors);
  console.error(`product ${stay.offerId}: ${recorded.report}`, 'fetch' in failure ? failure.fetch : failure.errors);
  void sendClientErrorReport(apiBase, buildClientErrorReport(recorded.report, window.location.href, locale));
}
