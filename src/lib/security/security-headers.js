// @ts-check
// Response headers of every answer, for next.config.js `headers()` (CommonJS: next.config.js requires it).
// Pages and API answers get their Content-Security-Policy from proxy.ts (a nonce per page request); the paths the
// proxy skips (build assets, optimised images, public files) get a strict one here, so that every answer carries
// frame-ancestors 'none'. Proved on a running server by e2e/xss.spec.ts and in-process by tests/security/.

/** On every response. */
const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** Assets are data, never documents: nothing may run in them or frame them. */
const ASSET_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Optimised images (next.config.js `images.contentSecurityPolicy`): Next's own policy plus frame-ancestors. */
const IMAGE_CSP = "default-src 'none'; script-src 'none'; frame-src 'none'; frame-ancestors 'none'; sandbox;";

/** Paths proxy.ts does not see (its matcher skips them): keep in step with `config.matcher` there. */
const ASSET_SOURCES = ['/_next/static/:path*', '/_next/image/:path*', '/favicon.svg', '/robots.txt'];

/** @returns {{ source: string, locale?: false, headers: { key: string, value: string }[] }[]} */
function securityHeaders() {
  const assetCsp = [{ key: 'Content-Security-Policy', value: ASSET_CSP }];
  // With i18n, Next prefixes a source with the locale unless it says `locale: false`: build assets have no locale
  // (without it they got no header at all), while public files are matched with the locale: both forms are listed.
  return [
    { source: '/:path*', locale: false, headers: SECURITY_HEADERS },
    ...ASSET_SOURCES.flatMap((source) => [
      { source, locale: /** @type {const} */ (false), headers: assetCsp },
      { source, headers: assetCsp },
    ]),
  ];
}

module.exports = { SECURITY_HEADERS, ASSET_CSP, ASSET_SOURCES, IMAGE_CSP, securityHeaders };
