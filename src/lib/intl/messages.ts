import type { MessageFormatElement } from 'react-intl';
import { toCatalogLocale, type Locale } from '@/lib/locales';

/** A precompiled catalog (formatjs compile --ast): the browser gets ASTs, never the ICU parser. */
export type Messages = Record<string, MessageFormatElement[]>;

const LOADERS: Record<string, () => Promise<{ default: unknown }>> = {
  fr_FR: () => import('@/generated/messages/fr_FR.json'),
  es_ES: () => import('@/generated/messages/es_ES.json'),
  fr_BE: () => import('@/generated/messages/fr_BE.json'),
  nl_BE: () => import('@/generated/messages/nl_BE.json'),
  nl_NL: () => import('@/generated/messages/nl_NL.json'),
  it_IT: () => import('@/generated/messages/it_IT.json'),
};

/** Server side: the visitor's catalog only, shipped to the browser in the page props. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const loaded = await LOADERS[toCatalogLocale(locale)]();
  return loaded.default as Messages;
}
