/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { routeKindOf, routeTable } from '../route-kind.js';

// Next's pages manifest of a build like this one: its own routes, plus files that are no route (_app, 404) and the catch-all.
const table = routeTable(
  ['/_app', '/_document', '/_error', '/404', '/[[...slug]]', '/api/health', '/api/orders', '/api/orders/[id]', '/api/orders/lookup', '/api/images/[...key]', '/sitemap.xml', '/robots.txt'],
  ['/favicon.svg', '/minisites/summer/logo.png'],
);

// The route kind is the metrics' and the access log's label: a bounded set, never the raw address.
describe('the route kind of a path no page named', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/api/orders/12345678', '/api/orders/[id]'],
    ['/api/orders/lookup', '/api/orders/lookup'],
    ['/api/images/hotels/42/front.webp', '/api/images/[...key]'],
    ['/api/nothing-here', 'api:unknown'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/es-ES/sitemap.xml', '/sitemap.xml'],
    ['/_next/static/chunks/main-1a2b.js', 'next:static'],
    ['/_next/image', 'next:image'],
    ['/_next/data/build-id/fr-FR/recherche.json', 'next:data'],
    ['/_next/webpack-hmr', 'next:other'],
    ['/favicon.svg', 'public'],
    ['/minisites/summer/logo.png', 'public'],
    ['/recherche', 'page:unknown'],
    ['/', 'page:unknown'],
    ['/_app', 'page:unknown'],
  ])('%s → %s', (path, kind) => {
    expect(routeKindOf(path, table)).toBe(kind);
  });
});
