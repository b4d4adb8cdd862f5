import type { IncomingHttpHeaders } from 'node:http';
import { env } from '@/lib/env';
import { FLAGS_COOKIE, resolveFlags, type Flags } from '@/lib/flags';
import type { Locale } from '@/lib/locales';
import { readCookie } from '@/server/auth';
import { believedTesterFlags } from './tester-flags';

/**
 * The flags of an API request as the server decides them, the way the pages get theirs: the environment, then the
 * testers' flags cookie as this server may believe it (tester-flags.ts: never a visitor's own switch in production).
 * Nothing the browser sends in a body or a query switches a flag.
 */
export function requestFlags(req: { headers: IncomingHttpHeaders }, locale: Locale = 'fr-FR'): Flags {
  const config = env();
  return resolveFlags(config, locale, believedTesterFlags(readCookie(req.headers, FLAGS_COOKIE), config));
}

/** Whether the automatic-discount experiment's variation is assigned to this request (docs/checkout.md, 'Automatic discount'). */
export const inAutoDiscountVariation = (req: { headers: IncomingHttpHeaders }): boolean => requestFlags(req).autoDiscountCode;
