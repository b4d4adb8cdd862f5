/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { autocompleteResponseSchema, DESTINATION_CATEGORIES, type DestinationSuggestion } from '@/contracts/autocomplete.schema';
import { recommendedAutocompleteResponseSchema } from '@/contracts/recommended-autocomplete.schema';
import { autocomplete, destinationIndex, INDEX_CHECK_INTERVAL_MS, invalidateDestinationIndex, recommendedDestinations } from '@/server/catalog/destinations/autocomplete.service';

import { HOME_COUNTRY_CODE, KIND_RANK } from '@/server/catalog/destinations/destination-index';
import { fold } from '@/server/catalog/destinations/fold';
import type { CatalogLocale } from '@/server/db/database';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import autocompleteRoute from '../../pages/api/autocomplete-geonames.json';
import recommendedRoute from '../../pages/api/recommendedAutocomplete.json';
import { call, ENGINES, isApiError, useDbForRoutes } from './catalog-content.helpers';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(ENGINES)('destination autocomplete on %s', (_engine, url) => {
  let t: SeededTestDb;
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: url });
    useDbForRoutes(t.db);
  }, 180_000);
  afterAll(() => t?.destroy());

  const search = (term: string, locale: CatalogLocale = 'fr_FR', maxResults = 30) => autocomplete(t.db, { term, locale, maxResults });
  const placeNamed = (kind: string, locale: CatalogLocale, name: string) =>
    t.db.selectFrom('place_name').select(['place_id']).where('kind', '=', kind as never).where('locale', '=', locale).where('name', '=', name).executeTakeFirstOrThrow();

  describe('GET /api/autocomplete-geonames.json', () => {
    it('answers suggestions in the contract shape, at most maxResults, cacheable', async () => {
      const answer = await call(autocompleteRoute, { query: { term: 'sa', locale: 'fr_FR', maxResults: '7' } });
      expect(answer.status).toBe(200);
      const list = autocompleteResponseSchema.parse(answer.body);
      expect(list).toHaveLength(7);
      expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    });

    it.each([[''], ['a'], ['  é  '], ['--']])('answers an empty list for the term %p (under two letters once folded)', async (term) => {
      const answer = await call(autocompleteRoute, { query: { term, locale: 'fr_FR' } });
      expect(answer).toMatchObject({ status: 200, body: [] });
    });

    it.each([
      ['maxResults 0', { term: 'paris', maxResults: '0' }],
      ['maxResults 51', { term: 'paris', maxResults: '51' }],
      ['maxResults that is not a number', { term: 'paris', maxResults: 'ten' }],
      ['a fractional maxResults', { term: 'paris', maxResults: '2.5' }],
      ['a term over 100 characters', { term: 'a'.repeat(101) }],
      ['an unknown locale', { term: 'paris', locale: 'en_GB' }],
      ['a repeated term', { term: ['paris', 'lyon'] }],
    ])('answers 400 for %s', async (_case, query) => {
      const answer = await call(autocompleteRoute, { query });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
    });

    it('refuses POST with 405', async () => {
      expect((await call(autocompleteRoute, { method: 'POST', query: { term: 'paris' } })).status).toBe(405);
    });
  });

  describe('matching', () => {
    it('folds queries like the stored search keys', async () => {
      const rows = await t.db.selectFrom('place_name').select(['name', 'search_key']).execute();
      const mismatches = rows.filter((r) => fold(r.name) !== r.search_key);
      expect(mismatches).toEqual([]);
    });

    it.each(['ile de france', 'ILE-DE-FRANCE', 'Île de Fr', 'île-de-france'])("finds Île-de-France first for '%s', whatever the accents and case", async (term) => {
      const region = await placeNamed('region', 'fr_FR', 'Île-de-France');
      const [first] = await search(term);
      expect(first).toMatchObject({ id: region.place_id, category: 'region', label: 'Île-de-France' });
    });

    it("answers each locale's names: 'sevilla' in es_ES and 'Séville' in fr_FR find the same city", async () => {
      const city = await placeNamed('city', 'es_ES', 'Sevilla');
      expect((await search('sevilla', 'es_ES'))[0]).toMatchObject({ id: city.place_id, category: 'city', label: 'Sevilla' });
      expect((await search('Séville', 'fr_FR'))[0]).toMatchObject({ id: city.place_id, category: 'city', label: 'Séville' });
      expect((await search('seville', 'fr_FR'))[0]).toMatchObject({ id: city.place_id, label: 'Séville' });
      expect((await search('siviglia', 'it_IT'))[0]).toMatchObject({ id: city.place_id, label: 'Siviglia' });
    });

    it.each([
      ['nl_BE', 'Bruges', 'Brugge'],
      ['nl_BE', 'Gand', 'Gent'],
      ['nl_BE', 'Anvers', 'Antwerpen'],
      ['nl_BE', 'Liège', 'Luik'],
      ['fr_BE', 'Brugge', 'Bruges'],
      ['fr_BE', 'Gent', 'Gand'],
      ['fr_BE', 'Luik', 'Liège'],
      ['fr_BE', 'Bergen', 'Mons'],
      ['fr_FR', 'Bois-le-Duc', "'s-Hertogenbosch"],
      ['nl_NL', 'Den Bosch', "'s-Hertogenbosch"],
      ['it_IT', 'Den Bosch', "'s-Hertogenbosch"],
      ['es_ES', 'Firenze', 'Florencia'],
      ['fr_FR', 'The Hague', 'La Haye'],
    ] as [CatalogLocale, string, string][])("in %s, '%s' finds %s first, shown in the visitor's language", async (locale, term, label) => {
      const [first] = await search(term, locale);
      expect(first).toMatchObject({ category: 'city', label });
    });

    it('matches the start of a later word', async () => {
      const found = await search('espagne de sev', 'fr_FR');
      expect(found.map((s) => s.label)).toContain("Place d'Espagne de Séville");
      expect((await search('sevi', 'fr_FR')).some((s) => s.category === 'poi' && s.parentLabel?.startsWith('Séville'))).toBe(true);
    });

    it.each(DESTINATION_CATEGORIES)('reaches destinations of the category %s by their name', async (kind) => {
      const named = await t.db.selectFrom('place_name').select(['place_id', 'name']).where('kind', '=', kind).where('locale', '=', 'fr_FR').orderBy('popularity', 'desc').orderBy('place_id').executeTakeFirst();
      const place = named ?? (kind === 'hotel' ? await t.db.selectFrom('hotel').select(['id as place_id', 'name']).where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow() : undefined);
      expect(place).toBeDefined();
      const found = await search(place!.name, 'fr_FR', 50);
      expect(found).toContainEqual(expect.objectContaining({ id: place!.place_id, category: kind, label: place!.name }));
    });

    it('gives positions, a postal code field and a parent label to tell namesakes apart', async () => {
      const city = await placeNamed('city', 'es_ES', 'Sevilla');
      const row = await t.db.selectFrom('city').select(['lat', 'lng', 'zip_code']).where('id', '=', city.place_id).executeTakeFirstOrThrow();
      const [first] = await search('sevilla', 'es_ES');
      expect(first).toMatchObject({ latitude: row.lat, longitude: row.lng, postalcode: row.zip_code });
      expect(first.parentLabel).toMatch(/España$/);
    });
  });

  describe('ranking', () => {
    type Candidate = { kind: string; id: number; name: string; popularity: number; quality: number };
    /**
     * The same ranking from plain SQL rows: LIKE on the folded keys of the place's name in the locale, then of its
     * other names and aliases: a city of the point of sale's country named exactly (by either) first, then exact >
     * prefix > word, popularity, own name before another, kind, length, id. An alias that is another place's name
     * (but a resort's) is ignored.
     */
    async function expectedBySql(term: string, locale: CatalogLocale): Promise<Candidate[]> {
      const q = fold(term);
      const level = (key: string) => (key === q ? 6 : key.startsWith(q) ? 4 : 2);
      const [own, others, aliases] = await Promise.all([
        t.db.selectFrom('place_name').select(['kind', 'place_id', 'name', 'search_key', 'popularity']).where('locale', '=', locale).execute(),
        t.db.selectFrom('place_name').select(['kind', 'place_id', 'search_key']).where('locale', '!=', locale).where((eb) => eb.or([eb('search_key', 'like', `${q}%`), eb('search_key', 'like', `% ${q}%`)])).execute(),
        t.db.selectFrom('place_alias').select(['kind', 'place_id', 'search_key']).where((eb) => eb.or([eb('search_key', 'like', `${q}%`), eb('search_key', 'like', `% ${q}%`)])).execute(),
      ]);
      const best = new Map<string, number>();
      const keep = (kind: string, id: number, quality: number) => best.set(`${kind}:${id}`, Math.max(best.get(`${kind}:${id}`) ?? 0, quality));
      const hit = (key: string) => key.startsWith(q) || key.includes(` ${q}`);
      for (const r of own) if (hit(r.search_key)) keep(r.kind, r.place_id, level(r.search_key));
      const ownKeys = new Map(own.map((r) => [`${r.kind}:${r.place_id}`, r.search_key]));
      const names = new Set((await t.db.selectFrom('place_name').select('search_key').where('kind', 'not in', ['sea_resort', 'ski_resort']).execute()).map((r) => r.search_key));
      for (const r of [...others, ...aliases.filter((a) => !names.has(a.search_key))]) if (ownKeys.get(`${r.kind}:${r.place_id}`) !== r.search_key) keep(r.kind, r.place_id, level(r.search_key) - 1);
      const homeCities = new Set(
        (await t.db.selectFrom('city').innerJoin('country', 'country.id', 'city.country_id').select('city.id').where('country.code', '=', HOME_COUNTRY_CODE[locale]).execute()).map((r) => r.id),
      );
      const quality = (r: { kind: string; place_id: number }) => {
        const found = best.get(`${r.kind}:${r.place_id}`)!;
        return found >= 5 && r.kind === 'city' && homeCities.has(r.place_id) ? 7 : found;
      };
      return own
        .filter((r) => best.has(`${r.kind}:${r.place_id}`))
        .map((r) => ({ kind: r.kind, id: r.place_id, name: r.name, popularity: r.popularity, quality: quality(r) }))
        .sort(
          (a, b) =>
            Math.ceil(b.quality / 2) - Math.ceil(a.quality / 2) ||
            b.popularity - a.popularity ||
            b.quality - a.quality ||
            KIND_RANK[a.kind as keyof typeof KIND_RANK] - KIND_RANK[b.kind as keyof typeof KIND_RANK] ||
            a.name.length - b.name.length ||
            a.id - b.id,
        );
    }

    it.each([
      ['saint', 'fr_FR'],
      ['san', 'es_ES'],
      ['mont', 'fr_FR'],
      ['la', 'it_IT'],
      ['bru', 'nl_BE'],
      ['paris', 'fr_FR'],
      ['costa', 'es_ES'],
      ['san sebastian', 'es_ES'],
      ['oostende', 'fr_BE'],
    ] as [string, CatalogLocale][])("ranks '%s' (%s) like the plain SQL reference: exact, then prefix, then word matches, by popularity", async (term, locale) => {
      const found = (await search(term, locale, 50)).filter((s) => s.category !== 'hotel');
      const expected = (await expectedBySql(term, locale)).slice(0, found.length);
      expect(found.map((s) => `${s.category}:${s.id}`)).toEqual(expected.map((e) => `${e.kind}:${e.id}`));
      expect(found.length).toBeGreaterThan(0);
    });

    it("puts first a city of the point of sale's country whose alias is the whole term, before namesakes abroad and resorts", async () => {
      const donostia = await placeNamed('city', 'es_ES', 'Donostia / San Sebastián');
      const [first] = await search('san sebastian', 'es_ES', 12);
      expect(first).toMatchObject({ id: donostia.place_id, category: 'city', label: 'Donostia / San Sebastián' });
      const abroad = (await search('san sebastian', 'it_IT', 12)).map((s) => s.label);
      expect(abroad[0]).not.toBe('Donostia / San Sebastián');
    });

    it("puts cities of one name the point of sale's first, then by population", async () => {
      const france = (await t.db.selectFrom('country').select('id').where('code', '=', 'FR').executeTakeFirstOrThrow()).id;
      const rows = await t.db
        .selectFrom('place_name')
        .innerJoin('city', 'city.id', 'place_name.place_id')
        .select(['place_name.search_key', 'city.id', 'city.population', 'city.country_id'])
        .where('place_name.kind', '=', 'city')
        .where('place_name.locale', '=', 'fr_FR')
        .execute();
      const byKey = new Map<string, { id: number; population: number; country_id: number }[]>();
      for (const r of rows) byKey.set(r.search_key, [...(byKey.get(r.search_key) ?? []), r]);
      const namesakes = [...byKey.entries()].filter(([, list]) => list.length > 1 && new Set(list.map((c) => c.population)).size === list.length).slice(0, 5);
      expect(namesakes.length).toBeGreaterThan(0);
      for (const [key, list] of namesakes) {
        const found = (await search(key, 'fr_FR', 50)).filter((s: DestinationSuggestion) => s.category === 'city' && list.some((c) => c.id === s.id));
        const home = (c: { country_id: number }) => Number(c.country_id === france);
        expect(found.map((s) => s.id)).toEqual([...list].sort((a, b) => home(b) - home(a) || b.population - a.population).map((c) => c.id));
      }
    });
  });

  describe('namesakes', () => {
    it('tells hotels of one name in one town apart by their street, and no other hotel', async () => {
      const town = await t.db.selectFrom('hotel').select('city_id').where('active', '=', 1).groupBy('city_id').having((eb) => eb.fn.countAll(), '>=', 3).executeTakeFirstOrThrow();
      const [a, b, other] = await t.db.selectFrom('hotel').select(['id', 'name', 'address']).where('city_id', '=', town.city_id).where('active', '=', 1).orderBy('id').limit(3).execute();
      const rename = async (id: number, name: string) => t.db.updateTable('hotel').set({ name }).where('id', '=', id).execute();
      try {
        await rename(a.id, 'Boutique Hotel Namesake');
        await rename(b.id, 'Boutique Hotel Namesake');
        await rename(other.id, 'Boutique Hotel Namesake Annex');
        invalidateDestinationIndex(t.db);
        const found = (await search('boutique hotel namesake')).filter((s) => s.category === 'hotel');
        const byId = new Map(found.map((s) => [s.id, s]));
        expect(byId.get(a.id)?.parentLabel).toMatch(new RegExp(`^${escapeRegExp(a.address)}, `));
        expect(byId.get(b.id)?.parentLabel).toMatch(new RegExp(`^${escapeRegExp(b.address)}, `));
        expect(byId.get(a.id)?.parentLabel).not.toBe(byId.get(b.id)?.parentLabel);
        expect(byId.get(other.id)?.parentLabel).not.toContain(other.address);
      } finally {
        for (const h of [a, b, other]) await rename(h.id, h.name);
        invalidateDestinationIndex(t.db);
      }
    });
  });

  describe('index freshness', () => {
    it('sees a destination added to the database after its next check', async () => {
      await search('paris');
      const region = await t.db.selectFrom('region').select(['id']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      await t.db.insertInto('place_name').values({ kind: 'region', place_id: region.id + 1000, locale: 'fr_FR', name: 'Zyxwie Testland', search_key: 'zyxwie testland', popularity: 1 }).execute();
      expect(await search('zyxwie')).toEqual([]);
      await destinationIndex(t.db, Date.now() + INDEX_CHECK_INTERVAL_MS);
      let found: DestinationSuggestion[] = [];
      for (let i = 0; i < 100 && found.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        found = await search('zyxwie');
      }
      expect(found).toEqual([expect.objectContaining({ id: region.id + 1000, category: 'region', label: 'Zyxwie Testland' })]);
      await t.db.deleteFrom('place_name').where('search_key', '=', 'zyxwie testland').execute();
    });
  });

  describe('GET /api/recommendedAutocomplete.json', () => {
    const hotelsIn = async (kind: string, id: number, hotelIds?: number[]) => {
      const column = ({ city: 'city_id', region: 'region_id', touristic_region: 'touristic_region_id', ski_resort: 'ski_resort_id', sea_resort: 'sea_resort_id', department: 'department_id', country: 'country_id' } as const)[kind as 'city'];
      let q = t.db.selectFrom('hotel').select((eb) => eb.fn.countAll<number>().as('n')).where('active', '=', 1).where(column, '=', id);
      if (hotelIds) q = q.where('id', 'in', hotelIds.length ? hotelIds : [-1]);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };

    it('recommends, without a term, the destinations with the most hotels, the visitor country first', async () => {
      const answer = await call(recommendedRoute, { query: { locale: 'it_IT' } });
      expect(answer.status).toBe(200);
      const list = recommendedAutocompleteResponseSchema.parse(answer.body);
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(item.hotelCount).toBe(await hotelsIn(item.category, item.id));
      const inItaly = list.map((item) => item.parentLabel?.endsWith('Italia') ?? false);
      expect(inItaly[0]).toBe(true);
      const firstForeign = inItaly.indexOf(false);
      if (firstForeign >= 0) expect(inItaly.slice(firstForeign)).not.toContain(true);
      const counts = list.filter((_, i) => inItaly[i]).map((item) => item.hotelCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('recommends only matches that hold hotels when given a term', async () => {
      const list = await recommendedDestinations(t.db, { locale: 'fr_FR', q: 'pro', catalogSourceType: 'catalog' });
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) {
        expect(fold(item.label).split(' ').some((w) => w.startsWith('pro')) || fold(item.label).startsWith('pro')).toBe(true);
        expect(item.hotelCount).toBeGreaterThan(0);
      }
    });

    it("counts only a gift box's hotels for catalogSourceType=box", async () => {
      const box = await t.db.selectFrom('gift_box_offer').select('code').groupBy('code').orderBy('code').executeTakeFirstOrThrow();
      const hotelIds = (
        await t.db.selectFrom('gift_box_offer').innerJoin('offer', 'offer.id', 'gift_box_offer.offer_id').select('offer.hotel_id').distinct().where('gift_box_offer.code', '=', box.code).where('offer.published', '=', 1).execute()
      ).map((r) => r.hotel_id);
      const answer = await call(recommendedRoute, { query: { locale: 'fr_FR', catalogSourceType: 'BOX', catalogSourceCode: box.code } });
      expect(answer.status).toBe(200);
      const list = recommendedAutocompleteResponseSchema.parse(answer.body);
      for (const item of list) expect(item.hotelCount).toBe(await hotelsIn(item.category, item.id, hotelIds));
    });

    it('answers 404 for an unknown gift box', async () => {
      const answer = await call(recommendedRoute, { query: { locale: 'fr_FR', catalogSourceType: 'box', catalogSourceCode: 'NOPE-EBOX-404' } });
      expect(answer.status).toBe(404);
      expect(isApiError(answer.body)).toBe(true);
    });

    it.each([
      ['an unknown source type', { catalogSourceType: 'shop' }],
      ['a box without its code', { catalogSourceType: 'box' }],
      ['a code with spaces', { catalogSourceType: 'box', catalogSourceCode: 'A B' }],
      ['an unknown locale', { locale: 'pt_PT' }],
      ['a term over 100 characters', { q: 'x'.repeat(101) }],
    ])('answers 400 for %s', async (_case, query) => {
      const answer = await call(recommendedRoute, { query });
      expect(answer.status).toBe(400);
      expect(isApiError(answer.body)).toBe(true);
    });
  });
});
