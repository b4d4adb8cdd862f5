import { appIntl } from '../app-intl';

describe('appIntl', () => {
  const catalog = { 'header.help': 'Aide' };

  it('formats with the catalog and the locale it was given', () => {
    const intl = appIntl('fr-FR', catalog);
    expect(intl.formatMessage({ id: 'header.help' })).toBe('Aide');
    expect(intl.formatNumber(1234.5)).toBe('1\u202f234,5');
  });

  it('gives the same object back for the same locale and catalog, so formatters stay warm between renders', () => {
    expect(appIntl('fr-FR', catalog)).toBe(appIntl('fr-FR', catalog));
  });

  it('builds another one for another locale or another catalog', () => {
    expect(appIntl('nl-NL', catalog)).not.toBe(appIntl('fr-FR', catalog));
    expect(appIntl('nl-NL', catalog).formatNumber(1234.5)).toBe('1.234,5');
    expect(appIntl('fr-FR', { 'header.help': 'Besoin d’aide' }).formatMessage({ id: 'header.help' })).toBe('Besoin d’aide');
  });

  it('works without a catalog (pages outside the catch-all)', () => {
    expect(appIntl('it-IT', undefined).locale).toBe('it-IT');
  });
});
