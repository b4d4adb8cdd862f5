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

/** Paths proxy.ts does not see (its matcher skips them): keep in step with `config.matcher` there. */
const ASSET_SOURCES = ['/_next/static/:path*', '/_next/image/:path*', '/favicon.svg', '/robots.txt'];

/** @returns {{ source: string, headers: { key: string, value: string }[] }[]} */
function securityHeaders() {
  return [
    { source: '/:path*', headers: SECURITY_HEADERS },
    ...ASSET_SOURCES.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: ASSET_CSP }] })),
  ];
}

module.exports = { SECURITY_HEADERS, ASSET_CSP, ASSET_SOURCES, securityHeaders };
