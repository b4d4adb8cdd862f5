import type { Kysely } from 'kysely';
import { AUTOCOMPLETE_MAX_RESULTS, AUTOCOMPLETE_MIN_TERM_LENGTH, type AutocompleteQuery, type AutocompleteResponse, type DestinationSuggestion } from '@/contracts/autocomplete';
import { RECOMMENDED_RESULTS, type RecommendedAutocompleteQuery, type RecommendedAutocompleteResponse } from '@/contracts/recommended-autocomplete';
import { NotFoundError } from '@/server/errors/domain-errors';
import type { CatalogLocale, Database } from '@/server/db/database';
import { HOME_COUNTRY_CODE, localeBit, parentLabel, placeKey, rank, type DestinationIndex, type IndexedPlace, type Match } from './destination-index';
import { buildDestinationIndex } from './destination-index.builder';
import { destinationsSignature, findBoxHotelIds } from './destinations.repository';
import { fold } from './fold';
import { logger } from '@/lib/logging/logger.js';

/** How often a served index checks (in the background) whether the catalog changed. */
export const INDEX_CHECK_INTERVAL_MS = 30_000;

type IndexState = { index: Promise<DestinationIndex>; signature: Promise<string>; checkedAt: number; checking: boolean };
// On globalThis: Next bundles instrumentation (which warms the index at start) and each API route with their own
// copy of this module; one index per database client for the whole process.
const globalForDestinations = globalThis as typeof globalThis & { __escapadeDestinationIndexes?: WeakMap<Kysely<Database>, IndexState> };
const states = (globalForDestinations.__escapadeDestinationIndexes ??= new WeakMap<Kysely<Database>, IndexState>());

function build(db: Kysely<Database>): Pick<IndexState, 'index' | 'signature'> {
  // Signature first: a change made during the build is then seen by the next check.
  const signature = destinationsSignature(db);
  const index = signature.then(() => buildDestinationIndex(db));
  return { index, signature };
}

/**
 * The database's destination index: built on first use, then served from memory. At most every
 * INDEX_CHECK_INTERVAL_MS a request triggers a background check of the catalog signature; when it changed,
 * a new index is built and swapped in once ready (requests keep the old one meanwhile).
 */
export function destinationIndex(db: Kysely<Database>, now = Date.now()): Promise<DestinationIndex> {
  let state = states.get(db);
  if (!state) {
    state = { ...build(db), checkedAt: now, checking: false };
    const fresh = state;
    states.set(db, fresh);
    fresh.index.catch(() => states.get(db) === fresh && states.delete(db));
    return fresh.index;
  }
  if (!state.checking && now - state.checkedAt >= INDEX_CHECK_INTERVAL_MS) void refreshIfChanged(db, state, now);
  return state.index;
}

async function refreshIfChanged(db: Kysely<Database>, state: IndexState, now: number): Promise<void> {
  state.checking = true;
  state.checkedAt = now;
  try {
    const [current, known] = await Promise.all([destinationsSignature(db), state.signature]);
    if (current === known) return;
    const next = build(db);
    await next.index;
    if (states.get(db) === state) states.set(db, { ...next, checkedAt: Date.now(), checking: false });
  } catch (error) {
    logger.error({ err: error }, '[autocomplete] index refresh failed; serving the previous index');
  } finally {
    state.checking = false;
  }
}

/** Drop the index (after a reseed): the next request builds a new one. */
export function invalidateDestinationIndex(db: Kysely<Database>): void {
  states.delete(db);
}

const toSuggestion = (index: DestinationIndex, p: IndexedPlace, locale: CatalogLocale): DestinationSuggestion => ({
  id: p.id,
  label: p.name,
  category: p.kind,
  postalcode: p.postalcode,
  latitude: p.lat,
  longitude: p.lng,
  parentLabel: parentLabel(index, p, locale),
});

/** Destination suggestions for a term, best first; terms under two letters (after folding) give an empty list. */
export async function autocomplete(db: Kysely<Database>, query: AutocompleteQuery): Promise<AutocompleteResponse> {
  const term = fold(query.term);
  if (term.length < AUTOCOMPLETE_MIN_TERM_LENGTH) return [];
  const index = await destinationIndex(db);
  return rankedMatches(index, query.locale, term).slice(0, query.maxResults).map((m) => toSuggestion(index, m.place, query.locale));
}

/** Ranked matches kept per index, locale and term: people type the same prefixes, and an index never changes. */
const MEMO_SIZE = 20_000;
const memos = new WeakMap<DestinationIndex, Map<string, Match[]>>();

function rankedMatches(index: DestinationIndex, locale: CatalogLocale, foldedTerm: string): Match[] {
  let memo = memos.get(index);
  if (!memo) memos.set(index, (memo = new Map()));
  const key = `${locale}|${foldedTerm}`;
  let matches = memo.get(key);
  if (!matches) {
    matches = searchIndex(index, locale, foldedTerm, AUTOCOMPLETE_MAX_RESULTS);
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
    memo.set(key, matches);
  }
  return matches;
}

export function searchIndex(index: DestinationIndex, locale: CatalogLocale, foldedTerm: string, limit: number, accept?: (p: IndexedPlace) => boolean): Match[] {
  return rank(index.names.matches(foldedTerm, locale, accept), limit);
}

/** Kinds recommended without a term: places people book a weekend in, not whole countries or single hotels. */
const RECOMMENDED_KINDS = new Set(['city', 'touristic_region', 'ski_resort', 'sea_resort', 'region']);

/**
 * Recommended destinations: with q, the autocomplete matches that hold at least one hotel (of the gift box when
 * catalogSourceType=box); without q, the destinations with the most hotels, the visitor's country first.
 */
export async function recommendedDestinations(db: Kysely<Database>, query: RecommendedAutocompleteQuery): Promise<RecommendedAutocompleteResponse> {
  const index = await destinationIndex(db);
  let counts = index.hotelCounts;
  if (query.catalogSourceType === 'box') {
    const hotelIds = await findBoxHotelIds(db, query.catalogSourceCode!);
    if (!hotelIds) throw new NotFoundError(`Gift box ${query.catalogSourceCode}`);
    counts = new Map<number, number>();
    for (const id of hotelIds) for (const p of index.hotelPlaces.get(id) ?? []) counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  const countOf = (p: IndexedPlace) => counts.get(placeKey(p.kind, p.id)) ?? 0;
  const term = fold(query.q);
  let places: IndexedPlace[];
  if (term.length > 0) {
    places = searchIndex(index, query.locale, term, RECOMMENDED_RESULTS, (p) => countOf(p) > 0).map((m) => m.place);
  } else {
    const home = index.countryIds.get(HOME_COUNTRY_CODE[query.locale]) ?? null;
    const bit = localeBit(query.locale);
    places = index.names.places
      .filter((p) => (p.localeMask & bit) !== 0 && RECOMMENDED_KINDS.has(p.kind) && countOf(p) > 0)
      .sort((a, b) => Number(b.countryId === home) - Number(a.countryId === home) || countOf(b) - countOf(a) || b.popularity - a.popularity || a.id - b.id)
      .slice(0, RECOMMENDED_RESULTS);
  }
  return places.map((p) => ({ ...toSuggestion(index, p, query.locale), hotelCount: countOf(p) }));
}
