import type { Kysely } from 'kysely';
import type { CollectBody } from '@/contracts/analytics-collect';
import type { ClientErrorReportBody } from '@/contracts/client-error-report';
import type { MissingPageReportQuery } from '@/contracts/missing-page-report';
import type { Database } from '@/server/db/database';
import { insertAnalyticsEvents, insertClientErrorReport, insertMissingPageReport } from './reports.repository';

/** Where a report came from, read from request headers (cut: headers are the client's to fill). */
export type RequestContext = { referrer?: string | null; userAgent?: string | null; receivedAt?: Date };

const cut = (value: string | null | undefined, max: number): string | null => (value ? value.slice(0, max) : null);
const receivedAt = (context: RequestContext) => (context.receivedAt ?? new Date()).toISOString();

/** Stores a missing page (the not-found page calls this in the background). */
export async function reportMissingPage(db: Kysely<Database>, query: MissingPageReportQuery, context: RequestContext = {}): Promise<{ accepted: number }> {
  await insertMissingPageReport(db, { received_at: receivedAt(context), uri: query.uri, locale: query.locale ?? null, referrer: cut(context.referrer, 2000) });
  return { accepted: 1 };
}

/** Stores a browser error as sent; the page address is the Referer when the browser gives one. */
export async function reportClientError(db: Kysely<Database>, body: ClientErrorReportBody, context: RequestContext = {}): Promise<{ accepted: number }> {
  await insertClientErrorReport(db, {
    received_at: receivedAt(context),
    level: body.level,
    message: body.message,
    location: body.location ?? null,
    locale: body.locale ?? null,
    page_url: cut(context.referrer, 2000),
    user_agent: cut(context.userAgent, 500),
  });
  return { accepted: 1 };
}

/** Stores each collected event as one row: its name, and params with session and time as received. */
export async function collectAnalytics(db: Kysely<Database>, pos: string, body: CollectBody, context: RequestContext = {}): Promise<{ accepted: number }> {
  const at = receivedAt(context);
  await insertAnalyticsEvents(
    db,
    body.events.map((event) => ({
      received_at: at,
      pos,
      client_id: body.client_id,
      user_id: body.user_id ?? null,
      name: event.name,
      payload: JSON.stringify({ params: event.params, session_id: event.session_id, timestamp_ms: event.timestamp_ms }),
    })),
  );
  return { accepted: body.events.length };
}
