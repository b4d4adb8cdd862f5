import type { BatchWriter } from '../batch-insert';
import type { VocabularyKind } from '../database';
import { CATALOG_LOCALES, languageOfLocale } from './text';
import { ACTIVITIES, ACTIVITY_GROUPS, ECO_FACILITIES, ENVIRONMENTS, FACILITIES, HOTEL_TYPES, MARKETING_LABELS, ROOM_FEATURES, ROOM_TYPES, STYLES, TAGS, TARGETED_LABELS, THEMES, type Term } from './vocabularies';

const MASKED: VocabularyKind[] = ['theme', 'facility', 'eco_facility', 'hotel_type', 'environment', 'style', 'activity_group', 'tag'];

/** Every small list with its labels in the six catalogs; masked lists get their bit (position in the list). */
export async function seedVocabularies(writer: BatchWriter): Promise<void> {
  const lists: [VocabularyKind, Term[]][] = [
    ['theme', THEMES], ['facility', FACILITIES], ['eco_facility', ECO_FACILITIES], ['hotel_type', HOTEL_TYPES], ['environment', ENVIRONMENTS], ['style', STYLES],
    ['activity_group', ACTIVITY_GROUPS], ['activity', ACTIVITIES], ['tag', TAGS], ['marketing_label', MARKETING_LABELS], ['targeted_label', TARGETED_LABELS], ['room_type', ROOM_TYPES],
    ['room_feature', ROOM_FEATURES],
  ];
  for (const [kind, terms] of lists) {
    for (const [position, term] of terms.entries()) {
      const parent = kind === 'activity' ? (ACTIVITIES.find((a) => a.id === term.id)?.group ?? null) : null;
      await writer.push('vocabulary', { kind, id: term.id, code: term.code, bit: MASKED.includes(kind) ? position : -1, icon: term.icon, position, parent_id: parent });
      for (const locale of CATALOG_LOCALES) await writer.push('vocabulary_label', { kind, id: term.id, locale, label: term.label[languageOfLocale(locale)] });
    }
  }
}
