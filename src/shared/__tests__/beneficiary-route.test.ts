import { describe, expect, it } from '@jest/globals';
import { LOCALES } from '@/lib/locales';
import { hrefInLocale, href } from '../routes';
import { matchRoute } from '../route-match';

// §2.13 and §6: the beneficiary's login is /beneficiary/login, the same path in every locale.
describe('the beneficiary route', () => {
  it.each(LOCALES.map((l) => [l]))('round-trips /beneficiary/login in %s', (locale) => {
    expect(href.beneficiaryLogin(locale)).toBe('/beneficiary/login');
    const match = matchRoute(locale, ['beneficiary', 'login']);
    expect(match).toEqual({ key: 'beneficiary', params: ['login'] });
    for (const other of LOCALES) expect(hrefInLocale(match, other)).toBe('/beneficiary/login');
  });

  it('knows no other page under /beneficiary', () => {
    expect(matchRoute('fr-FR', ['beneficiary'])).toBeNull();
    expect(matchRoute('fr-FR', ['beneficiary', 'offers'])).toBeNull();
    expect(matchRoute('es-ES', ['beneficiary', 'login', 'x'])).toBeNull();
  });
});
