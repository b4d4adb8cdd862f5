import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Locale } from '@/lib/locales';
import { loadMessages, type Messages } from './messages';

const cache = createIntlCache();

/** An intl object for server code (page titles, descriptions) with the same catalog the page ships. */
export async function serverIntl(locale: Locale): Promise<{ intl: IntlShape; messages: Messages }> {
  const messages = await loadMessages(locale);
  return { intl: createIntl({ locale, messages, defaultLocale: 'fr-FR' }, cache), messages };
}
