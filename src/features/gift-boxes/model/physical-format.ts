import type { Locale } from '@/lib/locales';

/** Points of sale that never offer the physical format (§2.4: 'physical format except in Italy'). */
export const NO_PHYSICAL_FORMAT: readonly Locale[] = ['it-IT'];

/**
 * What the gifting options show for the physical format:
 * - 'hidden': not in this country, or the flag is off;
 * - 'loading': the variant or shipping costs are still on their way ('---' for the shipping);
 * - 'unavailable': no physical variant for the code, or the lookup or shipping costs failed
 *   ('Victim of its success, the physical format is coming back soon!', option disabled);
 * - 'offered': selectable.
 */
export type PhysicalFormatState = 'hidden' | 'loading' | 'unavailable' | 'offered';

export type PhysicalFormatInput = {
  locale: Locale;
  flagOn: boolean;
  /** The physical variant of the code: found, absent, or not known yet. */
  variant: 'found' | 'absent' | 'loading' | 'error';
  /** The shipping costs call. */
  shipping: 'loaded' | 'loading' | 'error';
};

export function physicalFormatState({ locale, flagOn, variant, shipping }: PhysicalFormatInput): PhysicalFormatState {
  if (!flagOn || NO_PHYSICAL_FORMAT.includes(locale)) return 'hidden';
  if (variant === 'absent' || variant === 'error' || shipping === 'error') return 'unavailable';
  if (variant === 'loading' || shipping === 'loading') return 'loading';
  return 'offered';
}
