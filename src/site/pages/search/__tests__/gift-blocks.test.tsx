import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { ServerIsland } from '@/components/ui/server-island';
import { card } from '@/features/gift-boxes/components/__fixtures__/gift-boxes';
import { ResultsBlock } from '@/features/gift-boxes/components/results-blocks';
import { boxBlockOf, giftBlockLinks, type ResultsGiftBlocks } from '@/features/gift-boxes/model/results-blocks';
import { renderWithProviders } from '@/testing/render-with-providers';
import { resultsBlockKind } from '../gift-blocks';

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

describe('which gift block each inline slot of the results shows', () => {
  it.each([
    ['first', 'booking', BLOCKS, 'gift'],
    ['first', 'hotel', BLOCKS, 'gift'],
    ['first', 'gifting', BLOCKS, 'box'],
    ['first', 'gifting', { ...BLOCKS, boxes: null }, null],
    ['first', 'booking', { ...BLOCKS, gift: null }, null],
    ['first', 'booking', null, null],
    ['second', 'booking', BLOCKS, 'banner'],
    ['second', 'gifting', BLOCKS, 'giftCard'],
    ['second', 'gifting', null, 'giftCard'],
  ] as const)('%s slot, %s flow (case %#)', (slot, flow, blocks, expected) => {
    expect(resultsBlockKind(slot, flow, blocks)).toBe(expected);
  });
});

describe("the results page's gift blocks", () => {
  it('the gift block links to the box listing, the gift stays and the gift card page', async () => {
    const { container } = renderWithProviders(<ResultsBlock kind="gift" blocks={BLOCKS} />);
    expect(screen.getByRole('heading', { name: 'Offrez un moment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Coffrets cadeaux' }).getAttribute('href')).toBe('/coffrets-cadeaux');
    expect(screen.getByRole('link', { name: 'Séjours cadeaux' }).getAttribute('href')).toContain('flow=gifting');
    expect(screen.getByRole('link', { name: 'Carte cadeau' }).getAttribute('href')).toBe('/giftcard/customization');
    expect(screen.queryByRole('link', { name: 'Activités' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the box block shows four boxes linking to their pages, and the listing', async () => {
    const { container } = renderWithProviders(<ResultsBlock kind="box" blocks={BLOCKS} />, { locale: 'it-IT' });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Coffret A-EBOX' }).getAttribute('href')).toBe('/coffrets-cadeaux/p/box-a-ebox/A-EBOX');
    expect(screen.getByRole('link', { name: 'Vedi tutti i cofanetti' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the gift card block links to the gift card page', () => {
    renderWithProviders(<ResultsBlock kind="giftCard" blocks={{ gift: null, boxes: null }} />, { locale: 'nl-NL' });
    expect(screen.getByRole('link', { name: 'Een cadeaukaart personaliseren' }).getAttribute('href')).toBe('/giftcard/customization');
  });
});

describe('a server island', () => {
  it('keeps the HTML the server wrote when the page hydrates, without rendering its fallback', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div id="island-1" data-server-island=""><a href="/coffrets-cadeaux">Coffrets</a></div>';
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <ServerIsland id="island-1" render={null} fallback={<p>fallback</p>} />, { onRecoverableError: (e) => { throw e; } });
    });
    expect(container.innerHTML).toBe('<div id="island-1" data-server-island=""><a href="/coffrets-cadeaux">Coffrets</a></div>');
    container.remove();
  });

  it('renders its fallback where there is no server HTML (a client navigation)', () => {
    renderWithProviders(<ServerIsland id="island-2" render={null} fallback={<p>fallback</p>} />);
    expect(screen.getByText('fallback')).toBeTruthy();
  });
});
