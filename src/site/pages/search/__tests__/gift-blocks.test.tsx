import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { card } from '@/features/gift-boxes/components/__fixtures__/gift-boxes';
import { ResultsBlock } from '@/features/gift-boxes/components/results-blocks';
import { boxBlockOf, giftBlockLinks, type ResultsGiftBlocks } from '@/features/gift-boxes/model/results-blocks';
import { renderWithProviders } from '@/testing/render-with-providers';
import { giftBlockRenderers, resultsBlockKind, type ResultsGiftMarkup } from '../gift-blocks';

const BLOCKS: ResultsGiftBlocks = {
  gift: {
    title: 'Offrez un moment',
    subtitle: 'Coffrets, séjours et cartes cadeaux',
    image: '/api/images/box-romantic-0-1.jpg',
    campaign: 'gift_block',
    links: giftBlockLinks('fr-FR', { boxURL: 'flow=gifting&type=BOX', singleVoucherURL: 'flow=gifting', giftcardURL: '/giftcard/customization', activityOnlyURL: 'flow=activity' }, { activityOnlySearch: false }),
  },
  boxes: boxBlockOf('fr-FR', ['A-EBOX', 'B-EBOX', 'C-EBOX', 'D-EBOX', 'E-EBOX'].map((code) => card(code))),
};

const MARKUP: ResultsGiftMarkup = { gift: { html: '<p>gift</p>', css: '' }, box: { html: '<p>box</p>', css: '' }, giftCard: { html: '<p>card</p>', css: '' } };

describe('which gift block each inline slot of the results shows', () => {
  it.each([
    ['first', 'booking', MARKUP, 'gift'],
    ['first', 'hotel', MARKUP, 'gift'],
    ['first', 'gifting', MARKUP, 'box'],
    ['first', 'gifting', { ...MARKUP, box: null }, null],
    ['first', 'booking', { ...MARKUP, gift: null }, null],
    ['first', 'booking', null, null],
    ['second', 'booking', MARKUP, 'banner'],
    ['second', 'gifting', MARKUP, 'giftCard'],
    ['second', 'gifting', null, null],
  ] as const)('%s slot, %s flow (case %#)', (slot, flow, markup, expected) => {
    expect(resultsBlockKind(slot, flow, markup)).toBe(expected);
  });

  it("renders the server's markup in the slot, and nothing (the results' default) without it", () => {
    const { renderGiftBlock } = giftBlockRenderers(MARKUP);
    renderWithProviders(<div>{renderGiftBlock('gifting')}</div>);
    expect(screen.getByTestId('results-box-slot').textContent).toBe('box');
    expect(giftBlockRenderers(null).renderGiftBlock('booking')).toBeUndefined();
  });
});

describe("the results page's gift blocks", () => {
  it('the gift block links to the box listing, the gift stays and the gift card page', async () => {
    const { container } = renderWithProviders(<ResultsBlock kind="gift" blocks={BLOCKS} locale="fr-FR" />);
    expect(screen.getByRole('heading', { name: 'Offrez un moment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Coffrets cadeaux' }).getAttribute('href')).toBe('/coffrets-cadeaux');
    expect(screen.getByRole('link', { name: 'Séjours cadeaux' }).getAttribute('href')).toContain('flow=gifting');
    expect(screen.getByRole('link', { name: 'Carte cadeau' }).getAttribute('href')).toBe('/giftcard/customization');
    expect(screen.queryByRole('link', { name: 'Activités' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the box block shows four boxes linking to their pages, and the listing', async () => {
    const { container } = renderWithProviders(<ResultsBlock kind="box" blocks={BLOCKS} locale="it-IT" />, { locale: 'it-IT' });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Coffret A-EBOX' }).getAttribute('href')).toBe('/it-IT/coffrets-cadeaux/p/box-a-ebox/A-EBOX');
    expect(screen.getByRole('link', { name: 'Vedi tutti i cofanetti' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the gift card block links to the gift card page', () => {
    renderWithProviders(<ResultsBlock kind="giftCard" blocks={{ gift: null, boxes: null }} locale="nl-NL" />, { locale: 'nl-NL' });
    expect(screen.getByRole('link', { name: 'Een cadeaukaart personaliseren' }).getAttribute('href')).toBe('/nl-NL/giftcard/customization');
  });
});
