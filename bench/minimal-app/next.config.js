// @ts-check

/** The bare Next.js page of the benchmarks (see bench/lighthouse.ts), built and served by `npm run bench`. */
/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  distDir: '../../.next-bench-out/minimal-app',
  i18n: { locales: ['fr-FR'], defaultLocale: 'fr-FR' },
};
