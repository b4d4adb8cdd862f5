import { es, fr, it, nl, nlBE } from 'date-fns/locale';
import type { Locale as DateFnsLocale } from 'date-fns';
import type { Locale } from './locales';

const DATE_LOCALES: Record<Locale, DateFnsLocale> = {
  'fr-FR': fr,
  'fr-BE': fr,
  'es-ES': es,
  'nl-NL': nl,
  'nl-BE': nlBE,
  'it-IT': it,
};

/** date-fns locale with weeks starting on Monday, as everywhere on the site. */
export function dateLocale(locale: Locale): DateFnsLocale {
  const base = DATE_LOCALES[locale];
  return { ...base, options: { ...base.options, weekStartsOn: 1 } };
}
