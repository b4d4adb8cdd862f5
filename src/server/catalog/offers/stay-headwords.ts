import { defineMessages, type IntlShape } from 'react-intl';
import type { ItemCategory } from '@/contracts/search-criteria';

const MESSAGES = defineMessages<{ nightsWithBreakfast: { nights: number } }>({ nightsWithBreakfast: { id: 'offer.headword.nightsWithBreakfast' } });

/**
 * A stay's headwords: first its nights and board ('2 nights with breakfast', an ICU plural in the visitor's catalog)
 * for the nights the card or page prices — the searched nights of a dated search, else the package's own — then the
 * program's highlights as the catalog stores them. Activities have no nights: their stored headwords as they are.
 */
export function stayHeadwords(intl: IntlShape, itemCategory: ItemCategory, nights: number, stored: readonly string[]): string[] {
  if (itemCategory === 'activity') return [...stored];
  return [intl.formatMessage(MESSAGES.nightsWithBreakfast, { nights: Math.max(1, nights) }), ...stored];
}
