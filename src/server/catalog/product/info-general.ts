import { INFO_GENERAL, INFO_GENERAL_CODES, type InfoGeneralCode } from '@/contracts/weekend-detail';
import type { DetailVocabularyItem } from '@/contracts/weekend-detail';

/**
 * §3 `infoGeneral` from a hotel's facilities: one entry per general-information code the hotel has a facility of,
 * with those facilities in the vocabulary's order; a code the hotel has none of is left out.
 * infoGeneralOf([parking, wifi, ev_charging]) → [{ code: 'parking', facilities: [parking, ev_charging] }]
 */
export function infoGeneralOf(facilities: readonly DetailVocabularyItem[]): { code: InfoGeneralCode; facilities: DetailVocabularyItem[] }[] {
  return INFO_GENERAL_CODES.flatMap((code) => {
    const codes: readonly string[] = INFO_GENERAL[code];
    const grouped = facilities.filter((f) => codes.includes(f.code));
    return grouped.length > 0 ? [{ code, facilities: grouped }] : [];
  });
}
