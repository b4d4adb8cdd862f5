import { describe, expect, it } from '@jest/globals';
import { card } from '../../components/__fixtures__/gift-boxes';
import { BOX_BLOCK_SIZE, boxBlockOf, giftBlockLinks } from '../results-blocks';

const SEED = { boxURL: 'flow=gifting&type=BOX', singleVoucherURL: 'flow=gifting', giftcardURL: '/giftcard/customization', activityOnlyURL: 'flow=activity' };

describe("the results page's gift block links lead to the gift pages", () => {
  it.each([
    ['fr-FR', { boxes: '/coffrets-cadeaux', stays: '/recherche?flow=gifting', giftCard: '/giftcard/customization', activities: '/recherche?flow=activity' }],
    ['es-ES', { boxes: '/cajas-regalo', stays: '/busqueda?flow=gifting', giftCard: '/giftcard/customization', activities: '/busqueda?flow=activity' }],
    ['it-IT', { boxes: '/cofanetti-regalo', stays: '/ricerca?flow=gifting', giftCard: '/giftcard/customization', activities: '/ricerca?flow=activity' }],
  ] as const)('in %s', (locale, expected) => {
    const links = giftBlockLinks(locale, SEED, { activityOnlySearch: true });
    expect(links.boxes).toBe(expected.boxes);
    expect(links.giftCard).toBe(expected.giftCard);
    expect(links.stays.startsWith(expected.stays.split('?')[0])).toBe(true);
    expect(links.stays).toContain('flow=gifting');
    expect(links.activities).toContain('flow=activity');
  });

  it('leaves the activities out while the activity search is off (§6)', () => {
    expect(giftBlockLinks('fr-FR', SEED, { activityOnlySearch: false }).activities).toBeNull();
  });

  it.each([
    [{ ...SEED, boxURL: 'javascript:alert(1)' }, 'boxes', '/coffrets-cadeaux'],
    [{ ...SEED, boxURL: '/coffrets-cadeaux/p/escapade/ROMANCE1N-EBOX' }, 'boxes', '/coffrets-cadeaux/p/escapade/ROMANCE1N-EBOX'],
    [{ ...SEED, giftcardURL: 'https://evil.example' }, 'giftCard', '/giftcard/customization'],
    [{ ...SEED, singleVoucherURL: '' }, 'stays', '/recherche?flow=gifting'],
  ] as const)('falls back to the gift page when the content link is broken or foreign: %j', (block, key, expected) => {
    expect(giftBlockLinks('fr-FR', block, { activityOnlySearch: false })[key]).toBe(expected);
  });
});

describe("the results page's box block (§7 box-block-serp)", () => {
  it('shows the first listed digital boxes, each linking to its page, and the listing', () => {
    const boxes = ['A-PBOX', 'A-EBOX', 'B-EBOX', 'C-EBOX', 'D-EBOX', 'E-EBOX'].map((code) => card(code));
    const block = boxBlockOf('fr-FR', boxes)!;
    expect(block.boxes.map((b) => b.box.code)).toEqual(['A-EBOX', 'B-EBOX', 'C-EBOX', 'D-EBOX']);
    expect(block.boxes).toHaveLength(BOX_BLOCK_SIZE);
    expect(block.boxes[0].href).toBe('/coffrets-cadeaux/p/box-a-ebox/A-EBOX');
    expect(block.listing).toBe('/coffrets-cadeaux');
  });

  it('is left out without any listed box', () => {
    expect(boxBlockOf('fr-FR', [card('A-PBOX')])).toBeNull();
    expect(boxBlockOf('fr-FR', [])).toBeNull();
  });
});
