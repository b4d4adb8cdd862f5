/** Catalog locale as the calls carry it (fr_FR); the dashed form (fr-FR) is accepted too. */
export const CATALOG_LOCALES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const;
export type CatalogLocaleCode = (typeof CATALOG_LOCALES)[number];

/** A value that may come once, several times or comma-joined: a list of trimmed non-empty strings. */
export function toList(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])).map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
}

export type { ApiError } from './common.schema';
