import type { CatalogLocale } from '@/server/db/database';

const formatters = new Map<CatalogLocale, Intl.NumberFormat>();

/** Whole euros as the locale writes them: 89 → '89 €' (fr_FR), '€ 89' (nl_NL). */
export function formatEuros(amount: number, locale: CatalogLocale): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    formatters.set(locale, format);
  }
  return format.format(amount);
}
