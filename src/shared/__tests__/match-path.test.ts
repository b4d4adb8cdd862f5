import { describe, expect, it } from '@jest/globals';
import { matchPath } from '@/shared/route-match';

// The browser's guess of the page kind an address leads to (docs/navigation.md, 'A new page kind'): the path as Next's
// i18n routing writes it, a prefix for every locale but the default one.
describe('matchPath', () => {
  it.each([
    ['/', 'fr-FR', { key: 'home', params: [] }],
    ['/es-ES', 'fr-FR', { key: 'home', params: [] }],
    ['/recherche?flow=gifting#city=42', 'fr-FR', { key: 'search', params: [] }],
    ['/sejour/12/week-end-a-lyon#checkin=2026-12-01', 'fr-FR', { key: 'product', params: ['12', 'week-end-a-lyon'] }],
    ['/es-ES/escapada/12', 'fr-FR', { key: 'product', params: ['12'] }],
    ['/nl-BE/zoeken/regio/ardennen', 'fr-FR', { key: 'search', params: ['region', 'ardennen'] }],
    ['/fr-FR/hotel/7', 'fr-FR', { key: 'hotel', params: ['7'] }],
    ['/reservation/cadeau?productType=GIFTCARD', 'fr-FR', { key: 'giftCheckout', params: ['cadeau'] }],
    // A domain of its own (I18N_DOMAINS): no prefix, the domain's default locale.
    ['/reserva/12', 'es-ES', { key: 'stayCheckout', params: ['12'] }],
  ] as const)('%s (default locale %s) leads to %j', (path, defaultLocale, match) => {
    expect(matchPath(path, defaultLocale)).toEqual(match);
  });

  it.each([
    ['/escapada/12', 'fr-FR'],
    ['/es-ES/sejour/12', 'fr-FR'],
    ['/api/offers.json', 'fr-FR'],
    ['/_next/static/chunks/a.js', 'fr-FR'],
    ['/sejour/abc', 'fr-FR'],
  ] as const)('%s (default locale %s) leads to no known page', (path, defaultLocale) => {
    expect(matchPath(path, defaultLocale)).toBeNull();
  });
});
