import type { Kysely } from 'kysely';
import { DETAIL_IMAGE_SIZES, imagesBySize } from '@/contracts/image-sizes';
import type { CatalogLocaleCode } from '@/contracts/common';
import { readReviewScore } from '@/contracts/reviews';
import type { DetailHotel, DetailVocabularyItem } from '@/contracts/weekend-detail';
import type { Database, VocabularyKind } from '@/server/db/database';
import { imageUrl } from '@/server/db/image-keys';
import { jsonOr } from '@/lib/text/json-or';
import { placeLabels } from '../offers/search-details';
import { localTaxOf } from '../quote/quote-rules';
import { infoGeneralOf } from './info-general';
import { findHotelFacilities, findHotelTexts, findVocabularyLabels, type findHotelRow } from '../hotel/hotels.repository';

export type Vocabulary = Map<string, DetailVocabularyItem & { parentId: number | null }>;
const vocabKey = (kind: VocabularyKind, id: number) => `${kind}/${id}`;

/** Vocabulary labels change only with the catalog: kept a few minutes per database and locale. */
const VOCABULARY_TTL_MS = 5 * 60_000;
const vocabularies = new WeakMap<Kysely<Database>, Map<CatalogLocaleCode, { at: number; value: Promise<Vocabulary> }>>();

export function loadVocabulary(db: Kysely<Database>, locale: CatalogLocaleCode): Promise<Vocabulary> {
  let byLocale = vocabularies.get(db);
  if (!byLocale) vocabularies.set(db, (byLocale = new Map()));
  const cached = byLocale.get(locale);
  if (cached && Date.now() - cached.at < VOCABULARY_TTL_MS) return cached.value;
  const value = readVocabulary(db, locale);
  byLocale.set(locale, { at: Date.now(), value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => byLocale.delete(locale));
  return value;
}

async function readVocabulary(db: Kysely<Database>, locale: CatalogLocaleCode): Promise<Vocabulary> {
  const rows = await findVocabularyLabels(db, locale);
  return new Map(rows.map((r) => [vocabKey(r.kind, Number(r.id)), { id: Number(r.id), code: r.code, label: r.label ?? r.code, icon: r.icon, parentId: r.parent_id === null ? null : Number(r.parent_id) }]));
}

export const vocabularyItem = (vocabulary: Vocabulary, kind: VocabularyKind, id: number): DetailVocabularyItem | null => {
  const found = vocabulary.get(vocabKey(kind, id));
  return found ? { id: found.id, code: found.code, label: found.label, icon: found.icon } : null;
};
export const vocabularyItems = (vocabulary: Vocabulary, kind: VocabularyKind, ids: readonly number[]): DetailVocabularyItem[] =>
  ids.flatMap((id) => {
    const found = vocabularyItem(vocabulary, kind, id);
    return found ? [found] : [];
  });

export type HotelRow = Awaited<ReturnType<typeof findHotelRow>>;
/**
 * A hotel as the product and hotel pages show it (§3 'Hotel'): location with its place names in the locale, pictures,
 * description, reviews summary, hours, facilities (highlighted, all, eco, grouped as §3 infoGeneral), pets policy and
 * local tax rule.
 */
export async function readDetailHotel(db: Kysely<Database>, hotel: NonNullable<HotelRow>, locale: CatalogLocaleCode, vocabulary?: Vocabulary): Promise<DetailHotel> {
  // Three statements whatever the hotel holds: its texts, both facility lists, its three places' names.
  const [translation, vocab, facilityRows, labelOf] = await Promise.all([
    findHotelTexts(db, hotel.id, locale),
    vocabulary ? Promise.resolve(vocabulary) : loadVocabulary(db, locale),
    findHotelFacilities(db, hotel.id),
    placeLabels(db, [{ kind: 'city', id: hotel.city_id }, { kind: 'region', id: hotel.region_id }, { kind: 'country', id: hotel.country_id }], locale),
  ]);
  const idsOf = (list: string) => facilityRows.filter((r) => r.list === list).map((r) => Number(r.value_id)).sort((a, b) => a - b);
  const facilities = vocabularyItems(vocab, 'facility', idsOf('facility'));
  const ecoIds = idsOf('eco');
  const cityLabel = labelOf({ kind: 'city', id: hotel.city_id });
  const regionLabel = labelOf({ kind: 'region', id: hotel.region_id });
  const countryLabel = labelOf({ kind: 'country', id: hotel.country_id });
  const country = hotel.country_code === null ? undefined : { code: hotel.country_code, name: hotel.country_name ?? '' };
  const cityName = cityLabel ?? '';
  const localTaxRule = { type: hotel.local_tax_type, amount: hotel.local_tax_amount, percentage: hotel.local_tax_percentage, paidAtHotel: hotel.local_tax_paid_at_hotel === 1 };
  return {
    id: hotel.id,
    label: hotel.name,
    star: Number(hotel.stars),
    location: {
      label: cityName,
      latitude: Number(hotel.lat),
      longitude: Number(hotel.lng),
      address: hotel.address,
      postcode: hotel.zip_code,
      city: { id: hotel.city_id, label: cityName },
      region: { id: hotel.region_id, label: regionLabel ?? '' },
      country: { id: hotel.country_id, code: country?.code ?? '', label: countryLabel ?? country?.name ?? '' },
      completeAddress: `${hotel.address}, ${hotel.zip_code} ${cityName}`,
    },
    images: jsonOr<string[]>(hotel.images, []).map(imageUrl),
    imagesBySize: jsonOr<string[]>(hotel.images, []).map((key) => imagesBySize(imageUrl(key), DETAIL_IMAGE_SIZES)),
    description: translation?.description ?? '',
    gettingThere: translation?.getting_there ?? '',
    importantInfos: jsonOr<string[]>(translation?.important_infos, []),
    review: { score: hotel.review_average === null ? null : Math.round(readReviewScore(hotel.review_average) * 10) / 10, totalCount: Number(hotel.review_count) },
    checkInOut: { checkin: hotel.checkin_time, checkout: hotel.checkout_time },
    highlightedFacilities: vocabularyItems(vocab, 'facility', jsonOr<number[]>(hotel.highlighted_facilities, [])),
    facilities,
    ecoFacilities: vocabularyItems(vocab, 'eco_facility', ecoIds),
    infoGeneral: infoGeneralOf(facilities),
    policy: {
      petsAllowed: hotel.pets_allowed === 1,
      petsPrice: hotel.pets_price === null ? null : Number(hotel.pets_price),
      petsMaxWeight: hotel.pets_max_weight === null ? null : Number(hotel.pets_max_weight),
      petsMaxNumberOfPets: Number(hotel.pets_max_number),
    },
    localTax: localTaxOf(localTaxRule, null),
  };
}
