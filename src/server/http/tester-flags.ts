import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '@/lib/env';

/**
 * The testers' flags cookie (`escapade-flags`, src/lib/flags.ts) as this server may believe it (docs/security.md):
 * in demo mode as it is; in production only with ALLOW_TESTER_FLAGS and signed with SITE_SECRET
 * (`customerAccount:on.<signature>`, made by `npm run flags:sign`), else ignored: a visitor's cookie never turns on
 * what the operator left off.
 */
export function believedTesterFlags(cookie: string | undefined, config: Pick<Env, 'APP_MODE' | 'ALLOW_TESTER_FLAGS' | 'SITE_SECRET'>): string | undefined {
  if (cookie === undefined || config.APP_MODE === 'demo') return cookie;
  if (!config.ALLOW_TESTER_FLAGS || !config.SITE_SECRET) return undefined;
  const dot = cookie.lastIndexOf('.');
  if (dot < 0) return undefined;
  const flags = cookie.slice(0, dot);
  const given = Buffer.from(cookie.slice(dot + 1), 'utf8');
  const expected = Buffer.from(flagsSignature(flags, config.SITE_SECRET), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? flags : undefined;
}

const flagsSignature = (flags: string, secret: string) => createHmac('sha256', secret).update(`escapade-flags:${flags}`).digest('base64url');

/** The cookie value that switches `flags` ("customerAccount:on,enforcedDates:forced") on a production site. */
export const signedTesterFlags = (flags: string, secret: string): string => `${flags}.${flagsSignature(flags, secret)}`;
