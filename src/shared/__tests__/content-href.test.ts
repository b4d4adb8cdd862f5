import { describe, expect, it } from '@jest/globals';
import { contentHref } from '@/shared/content-href';

describe('contentHref', () => {
  it.each([
    ['a search state opens the results page with it in the hash', 'fr-FR', 'theme=26', { href: '/recherche#theme=26', external: false }],
    ['the flow goes in the query', 'es-ES', 'flow=gifting&type=BOX', { href: '/busqueda?flow=gifting#type=BOX', external: false }],
    ['a bare flow opens that flow', 'it-IT', 'flow=gifting', { href: '/ricerca?flow=gifting', external: false }],
    ['a hash search state', 'nl-NL', '#city=3&sort=promo', { href: '/zoeken#city=3&sort=promo', external: false }],
    ['lists keep their commas', 'fr-FR', 'stars=4,5', { href: '/recherche#stars=4,5', external: false }],
    ['a site path stays as written', 'fr-BE', '/giftcard/customization', { href: '/giftcard/customization', external: false }],
    ['a full address is external', 'fr-FR', 'https://example.com/a', { href: 'https://example.com/a', external: true }],
    ['mailto is external', 'fr-FR', 'mailto:help@example.com', { href: 'mailto:help@example.com', external: true }],
    ['javascript: gives nothing', 'fr-FR', 'javascript:alert(1)', null],
    ['a disguised javascript: gives nothing', 'fr-FR', ' java\nscript:alert(1)', null],
    ['data: gives nothing', 'fr-FR', 'data:text/html,x', null],
    ['a protocol-relative address gives nothing', 'fr-FR', '//evil.example', null],
    ['empty gives nothing', 'fr-FR', '  ', null],
    ['null gives nothing', 'fr-FR', null, null],
  ] as const)('%s', (_rule, locale, url, expected) => {
    expect(contentHref(locale, url)).toEqual(expected);
  });
});
