import type { IntlShape } from 'react-intl';
// react-intl's entry is a 'use client' module: server code outside React's tree (the instrumentation hook's mail
// workers) gets a client reference without createIntl from it. Its server entry has the same createIntl.
import { createIntl, createIntlCache } from 'react-intl/server';
import { DEFAULT_LOCALE, type Locale } from '@/lib/locales';
import { reuseMessageFormats } from './message-formats';

type Catalog = NonNullable<Parameters<typeof createIntl>[0]['messages']>;

const cache = createIntlCache();
const byCatalog = new WeakMap<object, Map<Locale, IntlShape>>();
const EMPTY: Catalog = {};

/**
 * The app's intl object for a locale and its catalog, built once and reused: the server renders every page of a
 * locale with the same object (its number, date and message formatters stay warm across requests), and the browser
 * keeps one per catalog it received. Keyed by the catalog object, so a new catalog (another page kind) gets its own.
 * Each message's compiled formatter is reused too (`message-formats.ts`): no custom formats or time zone here.
 */
export function appIntl(locale: Locale, messages: Catalog | undefined): IntlShape {
  const catalog = messages ?? EMPTY;
  let perLocale = byCatalog.get(catalog);
  if (!perLocale) byCatalog.set(catalog, (perLocale = new Map()));
  let intl = perLocale.get(locale);
  if (!intl) perLocale.set(locale, (intl = reuseMessageFormats(createIntl({ locale, messages: catalog, defaultLocale: DEFAULT_LOCALE }, cache))));
  return intl;
}
