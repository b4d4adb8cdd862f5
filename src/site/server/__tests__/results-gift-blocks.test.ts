/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import { serverIntl } from '@/lib/intl/server-intl';
import { giftBlocksMarkup, loadResultsGiftBlocks, resultsGiftMarkup } from '../results-gift-blocks';

let t: SeededTestDb;

beforeAll(async () => {
  t = await createTestDb({ databaseUrl: process.env.TEST_DATABASE_URL ?? null });
}, 120_000);

afterAll(async () => {
  await t?.destroy();
});

describe("the results page's gift blocks, read from the seeded catalog", () => {
  it('gives the gift block of the locale with its links to the gift pages, and four digital boxes with their pages', async () => {
    const blocks = await loadResultsGiftBlocks(t.db, 'es-ES', { activityOnlySearch: true });
    expect(blocks.gift?.title).toBeTruthy();
    expect(blocks.gift?.links).toMatchObject({ boxes: '/cajas-regalo', giftCard: '/giftcard/customization' });
    expect(blocks.gift?.links.activities).toContain('flow=activity');
    expect(blocks.boxes?.boxes).toHaveLength(4);
    for (const { box, href } of blocks.boxes!.boxes) {
      expect(box.code).toMatch(/-EBOX$/);
      expect(href).toBe(`/cajas-regalo/p/${box.slug}/${box.code}`);
    }
  });

  it('leaves the gift block out where the locale has none, keeping the boxes', async () => {
    await t.db.deleteFrom('gift_block').where('locale', '=', 'it_IT').execute();
    const blocks = await loadResultsGiftBlocks(t.db, 'it-IT', { activityOnlySearch: false });
    expect(blocks.gift).toBeNull();
    expect(blocks.boxes?.listing).toBe('/cofanetti-regalo');
  });

  it('renders the blocks once to HTML with their styles, links carrying the locale', async () => {
    const blocks = await loadResultsGiftBlocks(t.db, 'es-ES', { activityOnlySearch: false });
    const markup = giftBlocksMarkup(blocks, 'es-ES', (await serverIntl('es-ES')).intl);
    expect(markup.gift?.html).toContain('href="/es-ES/cajas-regalo"');
    expect(markup.gift?.html).toContain('href="/es-ES/giftcard/customization"');
    expect(markup.box?.html).toContain(`href="/es-ES/cajas-regalo/p/${blocks.boxes!.boxes[0].box.slug}/${blocks.boxes!.boxes[0].box.code}"`);
    expect(markup.giftCard?.html).toContain('Personalizar una tarjeta regalo');
    expect(markup.box?.css.length).toBeGreaterThan(0);
  });
});

describe("the results page's gift blocks, drawn once for every render of a while", () => {
  it('gives the same markup to the next render without reading the catalog again, for each locale and flow', async () => {
    const intl = (await serverIntl('fr-BE')).intl;
    const first = await resultsGiftMarkup(t.db, 'fr-BE', intl, { activityOnlySearch: false });
    expect(first.gift?.html).toContain('href="/fr-BE/');
    await t.db.deleteFrom('gift_block').where('locale', '=', 'fr_BE').execute();
    expect(await resultsGiftMarkup(t.db, 'fr-BE', intl, { activityOnlySearch: false })).toBe(first);
    // Another flow is drawn on its own, and reads the catalog as it now stands.
    expect((await resultsGiftMarkup(t.db, 'fr-BE', intl, { activityOnlySearch: true })).gift).toBeNull();
  });
});
