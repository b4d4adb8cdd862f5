/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { offersResponseSchema, type OfferCard } from '@/contracts/offers.schema';
import type { CatalogLocaleCode } from '@/contracts/common';
import { offersHandler } from '@/server/http/search-handlers';
import { searchOffers } from '@/server/catalog/offers/offers.service';
import { ColumnarSearchEngine } from '@/server/catalog/search/columnar';
import { SqlSearchEngine } from '@/server/catalog/search/sql-engine.repository';
import type { Database } from '@/server/db/database';
import type { SeededTestDb } from '@/testing/test-db';
import { addDays } from '@/lib/days';
import { allCards, call, createSuiteDb, criteria, DATABASES } from './offers-helpers';

/**
 * Family searches that make sense (issue 23 point 6), on the seeded `test` catalog: a family of five finds stays, a
 * baby's cards name the hotel's cot, headwords count the nights searched, and no family is offered a seniors' stay.
 */
const party = (adults: number, children: number, babies: number) => ({ adults, children, babies, singleRoom: false });

const TWO_NIGHTS: Record<CatalogLocaleCode, string> = {
  fr_FR: '2 nuits avec petit-déjeuner',
  fr_BE: '2 nuits avec petit-déjeuner',
  es_ES: '2 noches con desayuno',
  nl_NL: '2 nachten met ontbijt',
  nl_BE: '2 nachten met ontbijt',
  it_IT: '2 notti con colazione',
};

describe.each(DATABASES)('family searches on %s', (_name, url) => {
  let t: SeededTestDb;
  let db: Kysely<Database>;
  /** 10:00 UTC on the seed day: before the 20:00 cut-off everywhere. */
  let now: Date;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    db = t.db;
    now = new Date(`${t.today}T10:00:00Z`);
  }, 180_000);
  afterAll(() => t?.destroy());

  it('finds stays for 2 adults and 3 children, each in one family room or room for 5, with both engines', async () => {
    const undated = await allCards(db, { locale: 'fr_FR', family: party(2, 3, 0) });
    expect(undated.total).toBeGreaterThanOrEqual(20);
    for (const card of undated.cards.filter((c) => c.itemCategory !== 'activity')) expect(card.sleeping).toMatchObject({ rooms: 1, guests: 5, cot: null });
    expect(undated.cards.some((c) => c.sleeping?.room === 'family_room')).toBe(true);

    const dated = criteria({ locale: 'fr_FR', checkin: addDays(t.today, 12), nights: 2, family: party(2, 3, 0), pageSize: 60 });
    const totals = [];
    for (const engine of [new SqlSearchEngine(db), new ColumnarSearchEngine(db)]) totals.push((await searchOffers(db, dated, { engine, now })).searchDetails.totalCount);
    expect(totals[0]).toBeGreaterThanOrEqual(5);
    expect(totals[1]).toBe(totals[0]);
  });

  it("names the hotel's cot on every card of a search with a baby, through the API", async () => {
    const checkin = addDays(t.today, 20);
    const answer = await call(offersHandler(() => db), { query: { locale: 'fr_FR', checkin, nights: '1', adults: '2', children: '0', babies: '1', pageSize: '60' } });
    expect(answer.status).toBe(200);
    const cards = offersResponseSchema.parse(answer.body).exactMatch.filter((c) => c.itemCategory !== 'activity');
    expect(cards.length).toBeGreaterThan(10);
    const cots = await db
      .selectFrom('offer as o')
      .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
      .select(['o.id', 'h.cot_policy'])
      .where('o.id', 'in', cards.map((c) => c.id))
      .execute();
    const cotOf = new Map(cots.map((r) => [Number(r.id), r.cot_policy]));
    for (const card of cards) expect(card.sleeping).toEqual({ rooms: 1, room: expect.any(String), guests: 2, cot: cotOf.get(card.id) });
    expect(new Set(cards.map((c) => c.sleeping?.cot)).size).toBeGreaterThan(1);
  });

  it('says nothing about rooms to a couple', async () => {
    const answer = await searchOffers(db, criteria({ locale: 'fr_FR', family: party(2, 0, 0), pageSize: 30 }), { now });
    expect(answer.exactMatch.every((c) => c.sleeping === null)).toBe(true);
  });

  it.each(Object.entries(TWO_NIGHTS))('heads every stay card of a 2-night search with its 2 nights in %s', async (locale, headword) => {
    const answer = await searchOffers(db, criteria({ locale: locale as CatalogLocaleCode, checkin: addDays(t.today, 15), nights: 2, family: party(2, 1, 0), pageSize: 30 }), { now });
    const stays = answer.exactMatch.filter((c) => c.itemCategory !== 'activity');
    expect(stays.length).toBeGreaterThan(0);
    for (const card of stays) expect(card.headwords[0]).toBe(headword);
  });

  it("heads an undated card with the package's own nights", async () => {
    const { cards } = await allCards(db, { locale: 'fr_FR', family: party(2, 0, 0) });
    const stays = cards.filter((c) => c.itemCategory !== 'activity');
    expect(stays.length).toBeGreaterThan(100);
    for (const card of stays) expect(card.headwords[0]).toBe(card.nights === 1 ? '1 nuit avec petit-déjeuner' : `${card.nights} nuits avec petit-déjeuner`);
  });

  it("shows the seniors' label to a couple and never to a family", async () => {
    const label = (await db.selectFrom('vocabulary_label').select('label').where('kind', '=', 'targeted_label').where('id', '=', 3).where('locale', '=', 'fr_FR').executeTakeFirstOrThrow()).label;
    const withLabel = (cards: OfferCard[]) => cards.filter((c) => c.targetedLabel === label).map((c) => c.id);
    const couple = await allCards(db, { locale: 'fr_FR', family: party(2, 0, 0) });
    const family = await allCards(db, { locale: 'fr_FR', family: party(2, 0, 1) });
    const seniorsOffers = withLabel(couple.cards);
    expect(seniorsOffers.length).toBeGreaterThan(0);
    // The same offers reach the family (a baby takes no bed), without the label.
    const familyIds = new Set(family.cards.map((c) => c.id));
    expect(seniorsOffers.filter((id) => familyIds.has(id)).length).toBeGreaterThan(0);
    expect(withLabel(family.cards)).toEqual([]);
  });
});
