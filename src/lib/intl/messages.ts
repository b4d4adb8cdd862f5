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

/** Server side: the visitor's whole catalog (page titles and descriptions are formatted with it). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const loaded = await LOADERS[toCatalogLocale(locale)]();
  return loaded.default as Messages;
}

/** page kind → the ids its browser code uses (scripts/page-messages.mjs, written by `npm run messages:compile`). */
let pageLists: Promise<Record<string, string[]>> | undefined;
const pageCatalogs = new Map<string, Messages>();

/**
 * Server side: the part of the visitor's catalog a page kind ships in its props: the messages its own components,
 * the chrome and the app shell can show (lazy parts included), not the whole catalog. A page kind the list does not
 * know gets the whole catalog. One object per locale and page kind, so each keeps its intl object (`appIntl`).
 */
export async function pageMessages(locale: Locale, page: string): Promise<Messages> {
  const catalogLocale = toCatalogLocale(locale);
  const key = `${catalogLocale}:${page}`;
  const known = pageCatalogs.get(key);
  if (known) return known;
  pageLists ??= import('@/generated/page-messages.json').then((loaded) => loaded.default as Record<string, string[]>);
  const [all, lists] = await Promise.all([loadMessages(locale), pageLists]);
  const ids = lists[page];
  const catalog = ids ? Object.fromEntries(ids.filter((id) => id in all).map((id) => [id, all[id]])) : all;
  pageCatalogs.set(key, catalog);
  return catalog;
}
