import { isIP } from 'node:net';
import { z } from 'zod';
import { appModeOf, type AppModeName } from './app-mode';

/**
 * Server configuration, parsed once from process.env. Fails fast with every problem listed.
 * Never import from client code: pages receive what the browser needs through `publicConfig`.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'on', 'off', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'on');

const base = (fallback: string) => z.string().trim().default(fallback).transform((v) => v.replace(/\/+$/, ''));

const latLng = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?,\s*-?\d+(\.\d+)?$/, 'must be "lat,lng"')
  .transform((v) => {
    const [lat, lng] = v.split(',').map(Number);
    return { lat, lng };
  });

/** An IPv4 or IPv6 address, or a CIDR block of either (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrBlock(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Comma- or space-separated addresses and CIDR blocks; empty means none. */
const addressList = z
  .string()
  .trim()
  .default('')
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .refine((entries) => entries.every(isAddressOrBlock), { message: 'must list IP addresses or CIDR blocks (e.g. "10.0.0.0/8, ::1")' });

/** An smtp:// or smtps:// address of a mail server; empty or unset means none. */
const smtpUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\/[^/\s]+/i.test(v), { message: 'must be an smtp:// or smtps:// URL (e.g. "smtp://user:password@mail.example:587")' })
    .optional(),
);

/** An http:// or https:// address; empty or unset means none. */
const httpUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^/\s]+/i.test(v), { message: 'must be an http:// or https:// URL' })
    .optional(),
);

/** A site path ('/media/film.mp4') or an http(s) address; empty or unset means none. */
const mediaUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .refine((v) => /^\/(?![/\\])\S*$/.test(v) || /^https?:\/\/[^/\s]+/i.test(v), { message: 'must be a site path ("/media/how-it-works.mp4") or an http:// or https:// URL' })
    .optional(),
);

/** An https address, or an http one on this machine (a local identity provider in development and tests). */
export function isSecureOrLoopback(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' || (protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname));
  } catch {
    return false;
  }
}

/** Text that may be left empty (read as unset). */
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // The one switch between the demo (default: local stand-ins for every service we do not own) and production
  // (every setting required, no shortcut): production when APP_MODE=production or SITE_URL is https
  // (src/lib/app-mode.ts, docs/operations.md).
  APP_MODE: z.enum(['demo', 'production']).optional(),
  // The site's own secret (32 bytes or more, production): signs the testers' flags cookie (ALLOW_TESTER_FLAGS).
  SITE_SECRET: optionalText,
  // Production only: honour the testers' flags cookie when signed with SITE_SECRET (`npm run flags:sign`).
  ALLOW_TESTER_FLAGS: bool,
  // The site's public address (canonical and hreflang links, same-origin checks). Unset: the address the server
  // listens on (PORT, HOSTNAME, as scripts/serve.mjs reads them), never a Host header a client sent.
  SITE_URL: z.url().optional().transform((v) => v?.replace(/\/+$/, '')),
  PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).default(3000)),
  HOSTNAME: z.string().trim().optional(),
  DATABASE_URL: z.string().trim().optional(),
  SQLITE_FILE: z.string().trim().default('data/escapade.sqlite'),
  // How long the database may keep a request waiting (docs/catalog-database.md, 'Timeouts'): past them the page is the
  // degraded 503 and the API answers 503, both with Retry-After.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(10_000),
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  // Server processes `npm start` runs on the one port (scripts/start.mjs); unset: one per core, at most 4.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // Requests one server process runs at once (as many more wait); beyond, a fast 503 (docs/operations-lifecycle.md). Unset: 64.
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(10000).optional(),
  SEED_SCALE: z.enum(['demo', 'bench', 'test']).default('demo'),
  SEARCH_ENGINE: z.enum(['columnar', 'sql']).default('columnar'),
  SEARCH_SNAPSHOT_DIR: optionalText, // the search index's snapshot directory; unset: beside the SQLite file, or data/ for PostgreSQL
  I18N_DOMAINS: z.string().optional(),
  // Proxies in front of the site whose X-Forwarded-For is believed (src/server/http/client-address.ts); empty: none,
  // the client is the socket's address.
  TRUSTED_PROXIES: addressList,
  // Logs, metrics (docs/operations-observability.md): the least level written; the metrics endpoint's port (unset:
  // none) and interface (default 127.0.0.1, never the site's port).
  LOG_LEVEL: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v), z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.string().trim().default('127.0.0.1'),
  // Disk space the catalog pictures drawn by pages/api/images may take under data/images; the oldest go first.
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(256),

  // Upstream bases the specs call; by default the catalog service inside this app answers them.
  API_BASE_URL: base('/api'),
  GATEWAY_BASE_URL: base('/api'),
  FRONT_GATEWAY_BASE_URL: base('/api'),
  ORIGIN_BASE_URL: base('/api'),
  SEARCH_API_BASE_URL: base('/api'),
  REDEEM_BASE_URL: base('/api'),
  ANALYTICS_BASE_URL: base('/api'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(4000),

  // Unset: the local tiles of pages/api/tiles (no tile server needed); set to '' to turn the map off (spec §8).
  MAP_TILE_URL: z.string().trim().default('/api/tiles/{z}/{x}/{y}.png'),
  MAP_DEFAULT_CENTER: latLng.default({ lat: 41.3874, lng: 2.1686 }),

  // The stay page's how-it-works video and its WebVTT captions ('{locale}' becomes the page's, e.g. fr-FR): the video
  // shows only with both set; without them the section has its steps alone (docs/product-page.md, decisions 28).
  HOW_IT_WORKS_VIDEO_URL: mediaUrl,
  HOW_IT_WORKS_CAPTIONS_URL: mediaUrl,

  // Mail server the outbox worker sends through (src/server/outbox, docs/email-outbox.md); unset: mails stay stored.
  SMTP_URL: smtpUrl,
  SMTP_FROM: z.string().trim().min(3).default('Escapade <no-reply@escapade.example>'),

  // The contact form (docs/contact.md): the CRM's web-to-case address the worker delivers stored messages to (unset:
  // they stay stored and go once it is set), its hidden orgid, and the worker's pace.
  CRM_URL: httpUrl,
  CRM_ORG_ID: z.string().trim().min(1).default('escapade'),
  CRM_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  CRM_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  // The contact form's proof-of-work captcha: the challenges' signing key (unset: one is made and kept in the
  // database, shared by every process) and the largest number the browser may have to try.
  CAPTCHA_HMAC_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(50_000),
  // The chat messenger (§2.10): shown only with an app id, in Spain or in production, never in customer care.
  // CHAT_MESSENGER_URL is the address it opens, with {appId} and {locale} filled in.
  CHAT_APP_ID: optionalText,
  CHAT_MESSENGER_URL: httpUrl,

  // The content service's draft mode (docs/home-and-cms.md): `/api/preview?secret=…&path=/` with this secret shows
  // unpublished pages to whoever follows it. Unset: no preview link works.
  PREVIEW_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),

  // Card payments through a hosted payment page (docs/payments.md): the provider's API address, secret key and the
  // webhook endpoint's signing secret. Unset: the checkout offers no card payment (hotel and bank transfer remain).
  PAYMENT_PROVIDER_URL: httpUrl,
  PAYMENT_API_KEY: optionalText,
  PAYMENT_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),

  // Customer-care mode (docs/customer-care.md): every page and call needs an agent signed in through this OpenID
  // Connect issuer (authorization code + PKCE); all three are required with CUSTOMER_CARE. The issuer is https, or
  // http on this machine only (the local provider of scripts/oidc-provider.ts).
  CUSTOMER_CARE: bool,
  OIDC_ISSUER_URL: httpUrl.refine((v) => v === undefined || isSecureOrLoopback(v), { message: 'must be an https:// URL (http:// only for localhost or 127.0.0.1)' }),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,

  FLAG_PHYSICAL_GIFT_FORMAT: bool,
  FLAG_AUTO_DISCOUNT_CODE: bool,
  FLAG_HIDE_GIFT_BLOCKS: bool,
  FLAG_UPSELL_AVAILABILITY: bool,
  FLAG_CALENDAR_DATE_SHORTCUTS: bool,
  FLAG_ACTIVITY_ONLY_SEARCH: bool,
  FLAG_REDUCED_THEMATICS: bool,
  FLAG_CUSTOMER_ACCOUNT: bool,
  EXPERIMENT_ENFORCED_DATES: z.enum(['off', 'forced', 'suggested']).default('off'),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SITE_URL' | 'APP_MODE'> & { SITE_URL: string; APP_MODE: AppModeName };

/**
 * The address a server listening on `hostname` and `port` is reached at: a wildcard (unset, 0.0.0.0, ::) is this
 * machine, `localhost`. listenUrl(3000, '0.0.0.0') → 'http://localhost:3000'; listenUrl(8080, '::1') → 'http://[::1]:8080'.
 */
export function listenUrl(port: number, hostname: string | undefined): string {
  const host = !hostname || hostname === '0.0.0.0' || hostname === '::' || hostname === '[::]' ? 'localhost' : hostname;
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${bracketed}${port === 80 ? '' : `:${port}`}`;
}

/** Parse an environment; throws one error listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  if (result.data.PAYMENT_PROVIDER_URL && (!result.data.PAYMENT_API_KEY || !result.data.PAYMENT_WEBHOOK_SECRET)) {
    throw new Error('Invalid environment configuration:\n  - PAYMENT_API_KEY, PAYMENT_WEBHOOK_SECRET: must be set with PAYMENT_PROVIDER_URL');
  }
  if (result.data.CHAT_APP_ID && !result.data.CHAT_MESSENGER_URL) {
    throw new Error('Invalid environment configuration:\n  - CHAT_MESSENGER_URL: must be set with CHAT_APP_ID (the address the chat button opens)');
  }
  if (result.data.CUSTOMER_CARE && (!result.data.OIDC_ISSUER_URL || !result.data.OIDC_CLIENT_ID || !result.data.OIDC_CLIENT_SECRET)) {
    throw new Error('Invalid environment configuration:\n  - OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: must be set with CUSTOMER_CARE (agents sign in through that identity provider)');
  }
  return {
    ...result.data,
    SITE_URL: result.data.SITE_URL ?? listenUrl(result.data.PORT, result.data.HOSTNAME),
    APP_MODE: appModeOf(result.data).mode,
  };
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
