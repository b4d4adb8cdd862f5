/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { repeatedWords } from '@/server/db/seed/title-words';
import { languageOfLocale } from '@/server/db/seed/text';
import type { CatalogLocale } from '@/server/db/database';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';

/** What the seeded catalog says in words: nothing it does not keep, nothing said twice. */
describe('seeded catalog texts', () => {
  let a: SeededTestDb;
  beforeAll(async () => {
    a = await createTestDb({ databaseUrl: null, today: '2026-03-02', seed: 'jest' });
  }, 120000);
  afterAll(() => a?.destroy());

  it('never promises a free cancellation: cancelling refunds 80 % of each night (cards, tags and filters)', async () => {
    const free = /gratuit|gratis|\bfree\b/i;
    const messages = await a.db.selectFrom('offer_translation').select(['locale', 'cancellation_message']).execute();
    expect(messages.filter((m) => free.test(m.cancellation_message ?? ''))).toEqual([]);
    const cancellable = await a.db
      .selectFrom('offer_translation as t')
      .innerJoin('offer as o', 'o.id', 't.offer_id')
      .select(['t.locale', 't.cancellation_message'])
      .where('o.cancellable', '=', 1)
      .where('t.locale', '=', 'fr_FR')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(cancellable.cancellation_message).toMatch(/^Modifiable ou partiellement remboursable jusqu'à \d+ jours avant l'arrivée$/);
    // The tag (and its filter) of cancellable stays; free Wi-Fi stays free.
    const labels = await a.db.selectFrom('vocabulary_label').select(['kind', 'locale', 'label']).where('kind', '=', 'tag').execute();
    expect(labels.filter((l) => free.test(l.label))).toEqual([]);
    expect(labels.filter((l) => l.locale === 'nl_BE').map((l) => l.label)).toContain('Annuleren mogelijk');
  });

  it('says no word twice in any title of any locale', async () => {
    const titles = await a.db.selectFrom('offer_translation').select(['offer_id', 'locale', 'label']).execute();
    expect(titles.length).toBe(500 * 6);
    const repeats = titles.flatMap((t) => {
      const words = repeatedWords(t.label ?? '', languageOfLocale(t.locale as CatalogLocale));
      return words.length ? [`${t.locale} ${t.offer_id}: ${t.label} (${words.join(', ')})`] : [];
    });
    expect(repeats).toEqual([]);
  });

  it("gives each stay's description the nights the stay is sold for", async () => {
    const rows = await a.db
      .selectFrom('offer_translation as t')
      .innerJoin('offer as o', 'o.id', 't.offer_id')
      .select(['o.id', 'o.min_nights', 'o.max_nights', 't.locale', 't.description'])
      .where('o.item_category', '<>', 'activity')
      .execute();
    const nightsSaid = /(\d+)(?: (?:à|a|tot) (\d+))? (?:nuits?|noches?|notte|notti|nachten|nacht)\b/;
    const wrong = rows.flatMap((r) => {
      const said = nightsSaid.exec(r.description ?? '');
      const range = said ? [Number(said[1]), Number(said[2] ?? said[1])] : null;
      return range && range[0] === Number(r.min_nights) && range[1] === Number(r.max_nights) ? [] : [`${r.locale} ${r.id} (${r.min_nights}-${r.max_nights}): ${r.description}`];
    });
    expect(wrong).toEqual([]);
    expect(rows.some((r) => r.min_nights !== r.max_nights)).toBe(true);
  });
});
