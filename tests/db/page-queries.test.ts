/** @jest-environment node */
// Issue 31 §4: a page's database work is a fixed number of statements, read in batches, whatever its hotel sells:
// no statement per stay, per language or per facility. Each page is rendered as the server renders it (the catch-all's
// getServerSideProps), its second rendering counted (the first fills the process's caches: vocabulary, themes, chrome).
// The stay search engine's own statements are left out (on a server it answers from memory): see query-count.ts.
process.env.SEARCH_ENGINE = 'sql';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { slugOf } from '@/shared/routes';
import { countQueries } from '@/testing/query-count';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { useDb, visitPage } from '../faults/in-process';

/** The most statements each page may run (the results page runs 7). */
const MOST = { product: 22, hotel: 16, home: 4 };
const ENGINES: [string, string | null][] = [['SQLite', null], ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', process.env.TEST_DATABASE_URL] as [string, string]] : [])];

describe.each(ENGINES)('statements per page on %s', (_engine, databaseUrl) => {
  let t: SeededTestDb;
  let counter: ReturnType<typeof countQueries>;
  let hotelId: number;
  let roomId: number | null;
  let productPath: string;
  let donors: number[];

  /** The statements of one rendering of the page, after a first one; with its answer. */
  async function statementsOf(path: string) {
    await visitPage('fr-FR', path);
    counter.take();
    const answer = await visitPage('fr-FR', path);
    return { answer, statements: counter.take() };
  }

  /** Moves stays of other hotels into this one, on the product's room (more other stays, more upsell candidates). */
  async function moveStaysIn(count: number) {
    const moved = donors.splice(0, count);
    await t.db.updateTable('offer').set({ hotel_id: hotelId, room_id: roomId }).where('id', 'in', moved).execute();
  }

  beforeAll(async () => {
    t = await createTestDb({ databaseUrl });
    counter = countQueries(t.db);
    useDb(counter.db);
    const live = t.db
      .selectFrom('offer as o')
      .innerJoin('offer_translation as tr', (j) => j.onRef('tr.offer_id', '=', 'o.id').on('tr.locale', '=', 'fr_FR'))
      .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
      .select(['o.id', 'o.hotel_id', 'o.room_id', 'tr.label'])
      .where('o.item_category', '=', 'weekend')
      .where('o.published', '=', 1)
      .where('o.expires_at', 'is', null)
      .where('h.active', '=', 1)
      .orderBy('o.id');
    const stays = await live.execute();
    const staysOf = (id: number) => stays.filter((o) => o.hotel_id === id).length;
    // A hotel selling this one stay alone: the stays moved in show on its pages.
    const product = stays.find((o) => staysOf(o.hotel_id) === 1)!;
    const others = stays.filter((o) => o !== product);
    hotelId = product.hotel_id;
    roomId = product.room_id;
    productPath = `/sejour/${product.id}/${slugOf(product.label)}`;
    donors = others.filter((o) => o.hotel_id !== hotelId).map((o) => o.id).slice(0, 8);
    // One other stay on the product's room from the start: the page reads upsells in both measurements.
    await moveStaysIn(1);
  }, 180_000);

  afterAll(async () => {
    useDb(undefined);
    await t?.destroy();
  });

  it('the product, hotel and home pages run the same statements after their hotel gains six stays and every facility', async () => {
    const product = await statementsOf(productPath);
    const hotel = await statementsOf(`/hotel/${hotelId}`);
    const home = await statementsOf('/');

    await moveStaysIn(6);
    await sql`insert into hotel_facility (hotel_id, value_id) select ${hotelId}, id from vocabulary where kind = 'facility' and id not in (select value_id from hotel_facility where hotel_id = ${hotelId})`.execute(t.db);

    const productAfter = await statementsOf(productPath);
    const hotelAfter = await statementsOf(`/hotel/${hotelId}`);
    const homeAfter = await statementsOf('/');

    // The pages show the new stays...
    expect(productAfter.answer.status).toBe(200);
    const otherOffers = (answer: typeof product.answer) => (answer.props.pageProps as { otherOffers: unknown[] }).otherOffers.length;
    expect(otherOffers(productAfter.answer)).toBeGreaterThan(otherOffers(product.answer));
    const stays = (answer: typeof hotel.answer) => (answer.props.pageProps as { detail: { rooms: { offers: unknown[] }[] } }).detail.rooms.flatMap((r) => r.offers).length;
    expect(stays(hotelAfter.answer)).toBe(stays(hotel.answer) + 6);
    // ...with the same statements as before, within their budget.
    expect(productAfter.statements.sort()).toEqual(product.statements.sort());
    expect(hotelAfter.statements.sort()).toEqual(hotel.statements.sort());
    expect(homeAfter.statements.sort()).toEqual(home.statements.sort());
    expect(productAfter.statements.length).toBeLessThanOrEqual(MOST.product);
    expect(hotelAfter.statements.length).toBeLessThanOrEqual(MOST.hotel);
    expect(homeAfter.statements.length).toBeLessThanOrEqual(MOST.home);
  }, 120_000);

  it("reads the product's name in the five other languages in one statement", async () => {
    const { answer, statements } = await statementsOf(productPath);
    expect(statements.filter((s) => s === 'select offer_translation')).toHaveLength(1);
    // Each alternate still carries its own language's slug.
    const alternates = answer.props.seo.alternates as { hrefLang: string; href: string }[];
    expect(alternates.filter((a) => /\/(sejour|escapada|verblijf|soggiorno)\/\d+\/[a-z0-9-]+$/.test(a.href)).length).toBeGreaterThanOrEqual(6);
  });
});
