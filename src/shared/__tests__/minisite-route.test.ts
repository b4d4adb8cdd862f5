import { describe, expect, it } from '@jest/globals';
import { href } from '@/shared/routes';
import { matchRoute } from '@/shared/route-match';

describe('the partner minisite route', () => {
  it.each([
    ['fr-FR', '/partenaire/club-voyageurs'],
    ['es-ES', '/socio/club-ventajas'],
    ['nl-BE', '/partner/voordeelclub'],
    ['it-IT', '/partner/club-vantaggi'],
  ] as const)('writes and reads a minisite in %s', (locale, path) => {
    const slug = path.split('/')[2];
    expect(href.minisite(locale, slug)).toBe(path);
    expect(matchRoute(locale, path.split('/').slice(1))).toEqual({ key: 'minisite', params: [slug] });
  });

  it.each([
    ['an upper-case slug', ['partenaire', 'Club']],
    ['no slug', ['partenaire']],
    ['two slugs', ['partenaire', 'a', 'b']],
    ['a quote', ['partenaire', "club'x"]],
    ["another locale's segment", ['socio', 'club-ventajas']],
  ])('answers not found for %s', (_case, slug) => {
    expect(matchRoute('fr-FR', slug)).toBeNull();
  });
});
