import type { Kysely } from 'kysely';
import { CATALOG_LOCALES } from '@/contracts/common';
import type { LandingCriteria } from '@/shared/search-address';
import { LOCALES, toCatalogLocale, type Locale } from '@/lib/locales';
import { fold } from '@/lib/text/fold';
import { themes as loadThemes } from '@/server/catalog/content/content.service';
import { compareMatches, placeKey, type DestinationIndex, type IndexedPlace } from '@/server/catalog/destinations/destination-index';
import { destinationIndex } from '@/server/catalog/destinations/autocomplete.service';
import type { CatalogLocale, Database } from '@/server/db/database';
import { slugOf, type SearchLandingRef } from '@/shared/routes';

/** A landing page's slug read against the catalog. */
export type ResolvedLanding = {
  criteria: LandingCriteria;
  /** The place's or theme's name in the visitor's language (page title). */
  name: string;
  /** Its slug in each locale: the canonical address and the hreflang alternates. */
  slugs: Record<Locale, string>;
};

/** Reads landing slugs; null when the catalog holds no such city, region or theme. */
export type LandingCatalog = { resolve: (ref: SearchLandingRef, locale: Locale) => Promise<ResolvedLanding | null> };

/** A trailing '-<id>' tells namesakes apart: 'saint-martin-2978772' is that Saint-Martin, not the most populous one. */
const WITH_ID = / (\d{1,10})$/;

const catalogLocales = CATALOG_LOCALES as readonly CatalogLocale[];

/** The places of a kind named exactly `key` (folded) in a catalog locale, the most popular first (as autocomplete ranks them). */
function namedExactly(index: DestinationIndex, kind: 'city' | 'region', key: string, locale: CatalogLocale): IndexedPlace[] {
  return index.names
    .matches(key, locale, (p) => p.kind === kind)
    .filter((m) => m.place.searchKey === key)
    .sort(compareMatches)
    .map((m) => m.place);
}

/**
 * A city or region slug: the name in the visitor's language first, then in another catalog language (a shared
 * link from another country), then '<name>-<id>' for a namesake. Each locale's slug is the place's name there,
 * with '-<id>' only when a more popular place of that kind bears the same name.
 */
export function resolvePlace(index: DestinationIndex, kind: 'city' | 'region', slug: string, locale: Locale): ResolvedLanding | null {
  const key = fold(slug);
  if (!key) return null;
  const visitor = toCatalogLocale(locale);
  let place: IndexedPlace | undefined = namedExactly(index, kind, key, visitor)[0];
  for (const other of catalogLocales) place ??= namedExactly(index, kind, key, other)[0];
  const withId = place ? null : WITH_ID.exec(key);
  if (withId) {
    const id = Number(withId[1]);
    const name = key.slice(0, withId.index);
    for (const other of [visitor, ...catalogLocales]) place ??= namedExactly(index, kind, name, other).find((p) => p.id === id);
  }
  if (!place) return null;
  const found = place;
  const names = index.parentNames.get(placeKey(kind, found.id)) ?? [];
  const nameIn = (l: CatalogLocale) => names[catalogLocales.indexOf(l)] || found.name;
  const slugs = Object.fromEntries(
    LOCALES.map((l) => {
      const name = nameIn(toCatalogLocale(l));
      const first = namedExactly(index, kind, fold(name), toCatalogLocale(l))[0];
      return [l, first && first.id !== found.id ? `${slugOf(name)}-${found.id}` : slugOf(name)];
    }),
  ) as Record<Locale, string>;
  const criteria: LandingCriteria = kind === 'city' ? { city: found.id } : { region: found.id };
  return { criteria, name: nameIn(visitor), slugs };
}

type Theme = { id: number; code: string; name: string };

/** A theme slug: its name in the visitor's language, in another catalog language, or its code ('city_break'). */
export function resolveTheme(themesByLocale: Record<Locale, Theme[]>, slug: string, locale: Locale): ResolvedLanding | null {
  const key = fold(slug);
  if (!key) return null;
  const lists = [themesByLocale[locale], ...LOCALES.map((l) => themesByLocale[l])];
  let theme: Theme | undefined;
  for (const list of lists) theme ??= list.find((t) => fold(t.name) === key);
  theme ??= themesByLocale[locale].find((t) => fold(t.code) === key);
  if (!theme) return null;
  const id = theme.id;
  const nameIn = (l: Locale) => themesByLocale[l].find((t) => t.id === id)?.name || theme.code;
  const slugs = Object.fromEntries(LOCALES.map((l) => [l, slugOf(nameIn(l))])) as Record<Locale, string>;
  return { criteria: { theme: id }, name: nameIn(locale), slugs };
}

/** Landing slugs read from the catalog: destinations from the autocomplete's in-memory index, themes from the content service. */
export function catalogLandings(db: () => Kysely<Database>): LandingCatalog {
  return {
    async resolve(ref, locale) {
      if (ref.kind !== 'theme') return resolvePlace(await destinationIndex(db()), ref.kind, ref.slug, locale);
      const lists = await Promise.all(LOCALES.map(async (l): Promise<[Locale, Theme[]]> => [l, (await loadThemes(db(), toCatalogLocale(l))).themes]));
      return resolveTheme(Object.fromEntries(lists) as Record<Locale, Theme[]>, ref.slug, locale);
    },
  };
}
