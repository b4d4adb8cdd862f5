/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays } from '@/lib/days';
import { searchOffers } from '@/server/catalog/offers/offers.service';
import { getWeekendDetail } from '@/server/catalog/product/weekend-detail.service';
import { quoteStay } from '@/server/catalog/quote/quote.service';
import { ColumnarSearchEngine } from '@/server/catalog/search/columnar';
import type { SearchEngine } from '@/server/catalog/search/engine';
import { SqlSearchEngine } from '@/server/catalog/search/sql-engine.repository';
import type { SeededTestDb } from '@/testing/test-db';
import { createSuiteDb, criteria, DATABASES } from './offers-helpers';

/**
 * A family that opens a card finds the card's price on the product page and can book it: for dated family searches
 * on the seeded catalog, with both search engines, every card's price is the quote's total for the same stay and
 * family, and the product page priced for them (the weekend detail) is bookable at that price. One family rule for
 * all of them: src/server/catalog/prices/family.ts.
 */
const FAMILIES = [
  { adults: 2, children: 1, babies: 0 },
  { adults: 2, children: 2, babies: 0 },
  { adults: 2, children: 0, babies: 1 },
  { adults: 2, children: 2, babies: 1 },
  { adults: 1, children: 1, babies: 1 },
  { adults: 3, children: 1, babies: 0 },
  { adults: 2, children: 1, babies: 2 },
];

describe.each(DATABASES)('family prices on %s', (_name, url) => {
  let t: SeededTestDb;
  /** 10:00 UTC on the seed day: before the 20:00 cut-off everywhere. */
  let now: Date;
  let engines: [string, SearchEngine][];

  beforeAll(async () => {
    t = await createSuiteDb(url);
    now = new Date(`${t.today}T10:00:00Z`);
    engines = [
      ['sql', new SqlSearchEngine(t.db)],
      ['columnar', new ColumnarSearchEngine(t.db)],
    ];
  }, 180_000);
  afterAll(() => t?.destroy());

  it.each(FAMILIES.map((family, i) => [`${family.adults}+${family.children}+${family.babies}`, family, i] as const))(
    'a family of %s sees on the product page the price of every card of its dated search',
    async (_label, family, i) => {
      const disagreements: string[] = [];
      let cards = 0;
      for (const nights of [1, 2]) {
        const checkin = addDays(t.today, 10 + i * 3 + nights);
        for (const [engineName, engine] of engines) {
          const answer = await searchOffers(t.db, criteria({ locale: 'fr_FR', checkin, nights, family: { ...family, singleRoom: false }, pageSize: 20 }), { engine, now });
          for (const card of answer.exactMatch) {
            cards++;
            const stay = { id: card.id, locale: 'fr_FR' as const, checkin, nights, adult: family.adults, child: family.children, baby: family.babies };
            const quote = await quoteStay(t.db, { ...stay, smartcapacity: true, activitySelectionList: [] }, now);
            const page = await getWeekendDetail(t.db, stay, now);
            const shown = Math.round(card.sellPrice * 100);
            if (!quote.bookable || quote.priceInfo?.sellPrice !== shown || page.price?.sellPrice !== shown || quote.modifiedReservationCriteria !== null) {
              disagreements.push(`${engineName} ${checkin} ${nights}n offer ${card.id}: card ${shown}, quote ${quote.priceInfo?.sellPrice ?? quote.errors.map((e) => e.code).join()}, page ${page.price?.sellPrice}`);
            }
          }
        }
      }
      expect(cards).toBeGreaterThan(0);
      expect(disagreements).toEqual([]);
    },
    120_000,
  );
});
