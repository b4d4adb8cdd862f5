// @ts-check
const path = require('node:path');
const { i18n } = require('./src/lib/i18n-config.js');

// Precompiled catalogs need no ICU parser in the browser: alias it to its no-parser build.
// Point at react-intl's own copy (lighthouse hoists an older parser to the top level).
const nested = path.join(__dirname, 'node_modules/react-intl/node_modules/@formatjs/icu-messageformat-parser');
const reactIntlParser = require('node:fs').existsSync(nested)
  ? nested
  : path.join(__dirname, 'node_modules/@formatjs/icu-messageformat-parser');

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  serverExternalPackages: ['better-sqlite3', 'pg'],
  i18n,
  turbopack: {
    resolveAlias: {
      '@formatjs/icu-messageformat-parser': { browser: './' + path.relative(__dirname, path.join(reactIntlParser, 'no-parser.js')) },
    },
  },
  images: { formats: ['image/avif', 'image/webp'] },
};
