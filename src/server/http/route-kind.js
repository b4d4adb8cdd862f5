// @ts-check
// The route kind of a request, a bounded label for the access log and the metrics: never the raw path, which has
// ids, slugs and anything a client types. The catch-all page names its page kind itself (`page:product`, through
// src/lib/logging/request-store.js); the rest is read from the path here. CommonJS and plain JavaScript:
// scripts/serve.mjs requires it without a build.
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const { join, relative, sep } = require('node:path');
const { locales } = require('../../lib/i18n-config.js');

/**
 * @typedef {object} RouteTable
 * @property {{ pattern: string, regex: RegExp }[]} routes the build's own routes (API routes, sitemap.xml, robots.txt), most specific first
 * @property {Set<string>} publicFiles the paths of public/
 */

/** Next's files that are no route of their own, and the catch-all, whose pages name their kind. */
const NOT_ROUTES = /^\/(_app|_document|_error|404|500|\[\[\.\.\.[^\]]+\]\])$/;

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route pattern of Next's pages manifest (`/api/orders/[id]`, `/api/images/[...key]`) as a regular expression.
 * @param {string} pattern
 */
function patternRegex(pattern) {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (/^\[\[\.\.\.[^\]]+\]\]$/.test(part)) return '(?:/.+)?';
      if (/^\[\.\.\.[^\]]+\]$/.test(part)) return '/.+';
      if (/^\[[^\]]+\]$/.test(part)) return '/[^/]+';
      return `/${escapeRegex(part)}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

/**
 * The route table of a set of route patterns, ordered as Next matches them (static before dynamic before catch-all).
 * @param {readonly string[]} patterns
 * @param {Iterable<string>} [publicFiles]
 * @returns {RouteTable}
 */
function routeTable(patterns, publicFiles = []) {
  const { getSortedRoutes } = require('next/dist/shared/lib/router/utils/sorted-routes');
  const own = patterns.filter((pattern) => !NOT_ROUTES.test(pattern));
  const sorted = /** @type {string[]} */ (getSortedRoutes(own));
  return { routes: sorted.map((pattern) => ({ pattern, regex: patternRegex(pattern) })), publicFiles: new Set(publicFiles) };
}

/**
 * Every file under `folder`, as a path from its root (`/favicon.svg`).
 * @param {string} folder
 * @returns {string[]}
 */
function filesUnder(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/**
 * The route table of the build the server runs: the routes of its pages manifest and the files of public/.
 * @param {string} [root] the app's folder
 * @param {string} [distDir] the build folder (NEXT_DIST_DIR)
 * @returns {RouteTable}
 */
function loadRouteTable(root = process.cwd(), distDir = process.env.NEXT_DIST_DIR || '.next') {
  const manifest = join(root, distDir, 'server', 'pages-manifest.json');
  const patterns = existsSync(manifest) ? Object.keys(JSON.parse(readFileSync(manifest, 'utf8'))) : [];
  return routeTable(patterns, filesUnder(join(root, 'public')));
}

/**
 * The route kind of a path no page named: Next's files (`next:static`, `next:image`, `next:data`, `next:other`), a
 * route of the build by its pattern (`/api/orders/[id]`, `/sitemap.xml`), `api:unknown`, `public`, or `page:unknown`
 * (the catch-all, when its loader did not name the kind).
 * @param {string} path the request's path, without its query
 * @param {RouteTable} table
 * @returns {string}
 */
function routeKindOf(path, table) {
  if (path.startsWith('/_next/')) {
    if (path.startsWith('/_next/static/')) return 'next:static';
    if (path === '/_next/image') return 'next:image';
    if (path.startsWith('/_next/data/')) return 'next:data';
    return 'next:other';
  }
  if (table.publicFiles.has(path)) return 'public';
  const api = path === '/api' || path.startsWith('/api/');
  // Pages (sitemap.xml, robots.txt) answer under a locale prefix too; API routes never do.
  const segments = path.split('/');
  const unprefixed = !api && /** @type {readonly string[]} */ (locales).includes(segments[1] ?? '') ? `/${segments.slice(2).join('/')}` : path;
  const route = table.routes.find((r) => r.regex.test(unprefixed));
  if (route) return route.pattern;
  return api ? 'api:unknown' : 'page:unknown';
}

module.exports = { loadRouteTable, routeKindOf, routeTable };
