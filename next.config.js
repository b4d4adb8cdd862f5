// @ts-check
const path = require('node:path');
const { i18n } = require('./src/lib/i18n-config.js');

// Precompiled catalogs need no ICU parser in the browser: alias it to its no-parser build.
// Point at react-intl's own copy (lighthouse hoists an older parser to the top level).
const nested = path.join(__dirname, 'node_modules/react-intl/node_modules/@formatjs/icu-messageformat-parser');
const reactIntlParser = require('node:fs').existsSync(nested)
  ? nested
  : path.join(__dirname, 'node_modules/@formatjs/icu-messageformat-parser');

// Security headers of every answer (pages and API get their nonce CSP from proxy.ts).
const { IMAGE_CSP, securityHeaders } = require('./src/lib/security/security-headers.js');

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  // A second build folder lets a benchmark or a check build without disturbing a running server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Pages are private and never cached (Cache-Control: no-store), so an ETag is never used: skip hashing each page.
  generateEtags: false,
  // Source maps of the browser scripts only for a measuring build (`BENCH_SOURCE_MAPS=1`: bench/js-composition.ts
  // attributes each first load's bytes to its modules); never in the build the site serves.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
  // styled-components: each component keeps its server-rendered class (ssr); its CSS is minified and its template
  // literals compiled away, and no display name is shipped in production (they cost every page bytes: issue 21 §1).
  compiler: { styledComponents: { ssr: true, displayName: process.env.NODE_ENV !== 'production', minify: true, transpileTemplateLiterals: true, pure: true } },
  experimental: {
    // A page's first load in fewer, larger files: each file is gzipped on its own, and Turbopack's default (a request
    // weighed at 200 kB of code, chunks merged only below 50 kB) left 10-17 files per first load, about 3 kB of gzip more
    // than the same code in fewer files (bench/RESULTS.md, first-load JavaScript). The merge limit stays Turbopack's
    // (200 kB): with it raised too, the framework merged into the base file (2 kB less again), but each schema
    // imported after load then carried its own copy of zod (the stay checkout downloaded two, 30 kB more).
    turbopackChunking: { requestCost: 2_000_000, minChunkSize: 200_000 },
  },
  // Native or file-reading packages stay plain Node requires: pdfkit reads its font metrics from its own folder.
  // pino and prom-client too: the copy scripts/serve.mjs requires is the one server code logs and counts with (one
  // metrics registry per process, and the one a cluster worker hands to the primary).
  serverExternalPackages: ['better-sqlite3', 'pg', 'pdfkit', 'pino', 'prom-client'],
  i18n,
  turbopack: {
    resolveAlias: {
      '@formatjs/icu-messageformat-parser': { browser: './' + path.relative(__dirname, path.join(reactIntlParser, 'no-parser.js')) },
      // The modals' scroll lock adds its rules through the CSSOM, so no page's CSP lists its texts (docs/security.md).
      'react-style-singleton': './src/lib/security/cssom-style-singleton.ts',
    },
  },
  // Catalog pictures are drawn by pages/api/images/[...key].ts.
  images: { formats: ['image/avif', 'image/webp'], localPatterns: [{ pathname: '/api/images/**' }], contentSecurityPolicy: IMAGE_CSP },
  async headers() {
    return securityHeaders();
  },
};
