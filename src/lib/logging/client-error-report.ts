import type { Locale } from '@/lib/locales';
import { toCatalogLocale } from '@/lib/locales';
import { REPORT_TIMEOUT_MS, withTimeout } from '@/lib/fetch-timeout';

export const CLIENT_ERROR_LOCATION = 'application.client.error';
export const CLIENT_ERROR_MAX_LENGTH = 256;

export type ClientErrorReport = {
  level: 'ERROR';
  message: string;
  location: typeof CLIENT_ERROR_LOCATION;
  locale: string;
};

/** The client error log payload: level ERROR, the page address and message cut to 256 characters, the locale. */
export function buildClientErrorReport(error: unknown, pageUrl: string, locale: Locale): ClientErrorReport {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    level: 'ERROR',
    message: `${pageUrl} ${text}`.slice(0, CLIENT_ERROR_MAX_LENGTH),
    location: CLIENT_ERROR_LOCATION,
    locale: toCatalogLocale(locale),
  };
}

/** Send a report to the client error log call; never throws (a failing report is only logged). */
export async function sendClientErrorReport(apiBase: string, report: ClientErrorReport): Promise<void> {
  try {
    await fetch(
      `${apiBase}/log/client-error`,
      withTimeout({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report), keepalive: true }, REPORT_TIMEOUT_MS),
    );
  } catch (error) {
    console.error('Error-report call failed', error);
  }
}
