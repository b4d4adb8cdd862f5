import type { IntlShape } from 'react-intl';
import type { Locale } from '@/lib/locales';
import { appIntl } from './app-intl';
import { loadMessages, type Messages } from './messages';

/**
 * An intl object for server code (page titles, descriptions) with the same catalog the page ships: the very object
 * the page renders with (`appIntl`, one per locale and catalog for the process).
 */
export async function serverIntl(locale: Locale): Promise<{ intl: IntlShape; messages: Messages }> {
  const messages = await loadMessages(locale);
  return { intl: appIntl(locale, messages), messages };
}
