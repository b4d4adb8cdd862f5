/** Catalog locale as the calls carry it (fr_FR); the dashed form (fr-FR) is accepted too. */
import { CATALOG_LOCALES, type CatalogLocale } from '@/lib/locales';

export { CATALOG_LOCALES };
export type CatalogLocaleCode = CatalogLocale;

/** A value that may come once, several times or comma-joined: a list of trimmed non-empty strings. */
export function toList(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])).map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
}

export type { ApiError } from './common.schema';
