import { createIntl, createIntlCache } from 'react-intl/server';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { LOCALES } from '@/lib/locales';
import { loadMessages } from '@/lib/intl/messages';
import { appIntl } from '../app-intl';

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** Values for every argument of a message: words, numbers, a date, the 'other' choice, and each rich-text tag. */
type Values = Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>;

function valuesFor(elements: Element[], values: Values = {}): Values {
  for (const element of elements) {
    const name = element.value ?? '';
    if (element.type === 1) values[name] = `‹${name}›`;
    if (element.type === 2 || element.type === 6) values[name] = 2;
    if (element.type === 3 || element.type === 4) values[name] = new Date('2027-03-13T10:00:00Z');
    if (element.type === 5) values[name] = 'other';
    if (element.type === 8) values[name] = (chunks: ReactNode[]) => <i data-tag={name}>{chunks}</i>;
    for (const option of Object.values(element.options ?? {})) valuesFor(option.value, values);
    valuesFor(element.children ?? [], values);
  }
  return values;
}

const asText = (formatted: ReactNode) => renderToStaticMarkup(<>{formatted}</>);

describe('the app intl object reusing each message formatter', () => {
  it.each(LOCALES)('formats every message of the %s catalog as stock react-intl does, twice in a row', async (locale) => {
    const catalog = await loadMessages(locale);
    const errors: string[] = [];
    const stock = createIntl({ locale, messages: catalog, defaultLocale: 'fr-FR' }, createIntlCache());
    const app = appIntl(locale, catalog);
    const format = (intl: typeof stock, id: string) => asText(intl.formatMessage({ id }, valuesFor(catalog[id] as Element[])));
    for (const id of Object.keys(catalog)) {
      const expected = format(stock, id);
      expect(expected).not.toBe(id);
      if (format(app, id) !== expected || format(app, id) !== expected) errors.push(id);
    }
    expect(errors).toEqual([]);
  });

  it("formats a message missing from the catalog from its default message, as before", () => {
    const intl = appIntl('fr-FR', { other: [{ type: 0, value: 'x' }] } as never);
    expect(intl.formatMessage({ id: 'absent', defaultMessage: '{n} noches' }, { n: 2 })).toBe('2 noches');
    expect(intl.formatMessage({ id: 'absent', defaultMessage: '{n} noches' }, { n: 5 })).toBe('5 noches');
  });

  it('formats a message with the values of each call, not those of the first', () => {
    const intl = appIntl('nl-NL', { nights: [{ type: 6, value: 'n', options: { one: { value: [{ type: 0, value: '1 nacht' }] }, other: { value: [{ type: 7 }, { type: 0, value: ' nachten' }] } }, offset: 0, pluralType: 'cardinal' }] } as never);
    expect(intl.formatMessage({ id: 'nights' }, { n: 1 })).toBe('1 nacht');
    expect(intl.formatMessage({ id: 'nights' }, { n: 3 })).toBe('3 nachten');
  });
});
