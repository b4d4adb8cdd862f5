import { defineMessages } from 'react-intl';
import type { Locale } from '@/lib/locales';

/** The six points of sale by name (the footer's switcher, the app's selector in the burger menu). */
export const POINT_OF_SALE_NAMES = defineMessages<Locale>({
  'fr-FR': { id: 'footer.country.frFR' },
  'es-ES': { id: 'footer.country.esES' },
  'nl-BE': { id: 'footer.country.nlBE' },
  'fr-BE': { id: 'footer.country.frBE' },
  'nl-NL': { id: 'footer.country.nlNL' },
  'it-IT': { id: 'footer.country.itIT' },
});
