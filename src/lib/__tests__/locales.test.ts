import { describe, it, expect } from '@jest/globals';
import { countryOf, isLocale, languageOf, LOCALES, POINTS_OF_SALE, siblingLocales, toCatalogLocale, toLocale } from '../locales';

describe('locales', () => {
  it('has six points of sale, French first as the default', () => {
    expect(LOCALES).toEqual(['fr-FR', 'es-ES', 'fr-BE', 'nl-BE', 'nl-NL', 'it-IT']);
    expect([...POINTS_OF_SALE].sort()).toEqual([...LOCALES].sort());
  });

  it('reads URL and catalog forms, falling back to fr-FR', () => {
    expect(toLocale('es-ES')).toBe('es-ES');
    expect(toLocale('nl_BE')).toBe('nl-BE');
    expect(toLocale('de-DE')).toBe('fr-FR');
    expect(toLocale(undefined)).toBe('fr-FR');
    expect(isLocale('it-IT')).toBe(true);
    expect(isLocale('it')).toBe(false);
  });

  it('gives catalog form, country and language', () => {
    expect(toCatalogLocale('fr-BE')).toBe('fr_BE');
    expect(countryOf('nl-BE')).toBe('BE');
    expect(languageOf('nl-BE')).toBe('nl');
  });

  it('has two languages only in Belgium', () => {
    expect(siblingLocales('fr-BE')).toEqual(['fr-BE', 'nl-BE']);
    expect(siblingLocales('nl-BE')).toEqual(['fr-BE', 'nl-BE']);
    for (const locale of ['fr-FR', 'es-ES', 'nl-NL', 'it-IT'] as const) expect(siblingLocales(locale)).toEqual([locale]);
  });
});
