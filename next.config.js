// @ts-check
const path = require('node:path');
const { i18n } = require('./src/lib/i18n-config.js');

// Precompiled catalogs need no ICU parser in the browser: alias it to its no-parser build.
// Point at react-intl's own copy (lighthouse hoists an older parser to the top level).
const nested = path.join(__dirname, 'node_modules/react-intl/node_modules/@formatjs/icu-messageformat-parser');
const reactIntlParser = require('node:fs').existsSync(nested)
  ? nested
  : path.join(__dirname, 'node_modules/@formatjs/icu-messageformat-parser');

/** On every response (the page CSP with its nonce comes from proxy.ts). */
const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  // A second build folder lets a benchmark or a check build without disturbing a running server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  compiler: { styledComponents: true },
  serverExternalPackages: ['better-sqlite3', 'pg'],
  i18n,
  turbopack: {
    resolveAlias: {
      '@formatjs/icu-messageformat-parser': { browser: './' + path.relative(__dirname, path.join(reactIntlParser, 'no-parser.js')) },
    },
  },
  // Catalog pictures are drawn by pages/api/images/[...key].ts.
  images: { formats: ['image/avif', 'image/webp'], localPatterns: [{ pathname: '/api/images/**' }] },
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      { source: '/_next/static/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
};
