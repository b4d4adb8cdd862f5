import type { Kysely } from 'kysely';
import type { CatalogLocaleCode } from '@/contracts/common';
import type { FacetPropertyType, FacetsQuery, FacetsResponse, FacetValue } from '@/contracts/facets';
import type { Database, VocabularyKind } from '@/server/db/database';
import { PRICE_BUCKETS, SCORE_THRESHOLDS, searchEngineFor, type FacetType } from '../search';
import { facetVocabularyOf, resolveSearch } from '../search/resolve-query';
import type { ServiceOptions } from './offers.service';
import { findLabelsOfLocale } from './offers.repository';
import { formatMoney } from '@/lib/money';

type Language = 'fr' | 'es' | 'nl' | 'it';
const languageOf = (locale: CatalogLocaleCode): Language => locale.slice(0, 2) as Language;

/** Labels that are not vocabulary: score thresholds (§5 review labels), star counts, pets. */
const SCORE_LABELS: Record<Language, Record<number, string>> = {
  fr: { 9: 'Fantastique : 9+', 8: 'Très bien : 8+', 7: 'Bien : 7+' },
  es: { 9: 'Fantástico: 9+', 8: 'Muy bien: 8+', 7: 'Bien: 7+' },
  nl: { 9: 'Fantastisch: 9+', 8: 'Zeer goed: 8+', 7: 'Goed: 7+' },
  it: { 9: 'Eccezionale: 9+', 8: 'Ottimo: 8+', 7: 'Buono: 7+' },
};
const STAR_WORD: Record<Language, [string, string]> = { fr: ['étoile', 'étoiles'], es: ['estrella', 'estrellas'], nl: ['ster', 'sterren'], it: ['stella', 'stelle'] };
const PETS_LABEL: Record<Language, string> = { fr: 'Animaux acceptés', es: 'Se admiten mascotas', nl: 'Huisdieren toegestaan', it: 'Animali ammessi' };

const VOCABULARY_KIND: Partial<Record<FacetType, VocabularyKind>> = {
  facility: 'facility',
  type: 'hotel_type',
  environment: 'environment',
  style: 'style',
  tag: 'tag',
  activityGroup: 'activity_group',
  activity: 'activity',
};

function priceLabel(locale: CatalogLocaleCode, min: number, max: number | null): string {
  const format = (cents: number) => formatMoney(cents, locale, { decimals: 'none' });
  return max === null ? `${format(min)} +` : `${format(min)} – ${format(max)}`;
}

/**
 * GET {api}/facets.json: per requested property, every value with its count under all the OTHER
 * selected filters (disjunctive groups: price, score, stars, type, environment, style, tag, activity
 * group, activity) or under all filters (facilities and pets, which narrow when added).
 */
export async function searchFacets(db: Kysely<Database>, request: FacetsQuery, options: ServiceOptions = {}): Promise<FacetsResponse> {
  const { criteria, withNames, propertiesRequested } = request;
  const { query, vocabulary } = await resolveSearch(db, criteria, options.now);
  const engine = options.engine ?? searchEngineFor(db);
  const types = propertiesRequested as FacetPropertyType[];
  const { counts, priceRange } = await engine.facets(query, types, facetVocabularyOf(vocabulary));
  const locale = criteria.locale;
  const language = languageOf(locale);
  const labelRows = withNames ? await findLabelsOfLocale(db, locale) : [];
  const labels = new Map(labelRows.map((r) => [`${r.kind}/${r.id}`, r.label]));
  const named = (value: Omit<FacetValue, 'label'>, label: string): FacetValue => (withNames ? { ...value, label } : value);
  const countOf = (type: FacetType, id: number) => counts[type]?.get(id) ?? 0;

  const properties: FacetsResponse['properties'] = types.map((type) => {
    switch (type) {
      case 'price':
        return {
          propertyType: type,
          values: PRICE_BUCKETS.map((b, i) => named({ name: b.max === null ? `${b.min}+` : `${b.min}-${b.max}`, id: i, count: countOf(type, i), min: b.min, max: b.max }, priceLabel(locale, b.min, b.max))),
          range: priceRange,
        };
      case 'score':
        return { propertyType: type, values: SCORE_THRESHOLDS.map((t) => named({ name: String(t), id: t, count: countOf(type, t) }, SCORE_LABELS[language][t])) };
      case 'stars':
        return { propertyType: type, values: [5, 4, 3, 2, 1].map((s) => named({ name: String(s), id: s, count: countOf(type, s) }, `${s} ${STAR_WORD[language][s > 1 ? 1 : 0]}`)) };
      case 'pets':
        return { propertyType: type, values: [named({ name: 'pets', id: 1, count: countOf(type, 1) }, PETS_LABEL[language])] };
      default: {
        const kind = VOCABULARY_KIND[type]!;
        const terms = vocabulary[kind] ?? [];
        const listed = type === 'activity' ? terms.filter((t) => t.parent !== null) : terms;
        return {
          propertyType: type,
          values: listed.map((t) =>
            named({ name: t.code, id: t.id, count: countOf(type, t.id), ...(type === 'activity' ? { groupId: t.parent } : {}) }, labels.get(`${kind}/${t.id}`) ?? t.code),
          ),
        };
      }
    }
  });
  return { properties };
}
