import { describe, expect, it } from '@jest/globals';
import type { CmsBlock } from '@/contracts/cms-page';
import { flowTabs, visibleBlocks } from '../block-selection';

const image = { url: '/api/images/box-romantic-0-0.jpg', alt: '' };
const box = { code: 'ROMANCE1N-EBOX', slug: 'escapade-romantique', title: 'Escapade romantique', description: '', rating: 4.6, price: 14990, referencePrice: 16990, promo: 11, image };
const BLOCKS: Record<string, CmsBlock> = {
  boxes: { type: 'boxes', title: 'Coffrets', subtitle: '', cta: null, boxes: [box] },
  emptyBoxes: { type: 'boxes', title: 'Coffrets', subtitle: '', cta: null, boxes: [] },
  giftBanner: { type: 'banner', title: 'Carte cadeau', subtitle: '', image: null, url: '/giftcard/customization', cta: null, gift: true },
  banner: { type: 'banner', title: 'Bien-être', subtitle: '', image: null, url: 'theme=26', cta: null, gift: false },
  usp: { type: 'mainUsp', variant: 'secondary', title: '', items: [{ icon: 'star', title: 'Tout compris', text: '…' }] },
  top: { type: 'topSearchResults', title: 'Top', search: '', offers: [] },
  marketing: { type: 'marketing', title: 'Nos hôtes', html: '<p>…</p>', image: null, cta: null },
};
const names = (blocks: CmsBlock[]) => blocks.map((b) => Object.entries(BLOCKS).find(([, v]) => v === b)?.[0]);

describe('blocks of a content page per mode (§2.8, §1, §6)', () => {
  const all = [BLOCKS.boxes, BLOCKS.giftBanner, BLOCKS.banner, BLOCKS.usp, BLOCKS.top, BLOCKS.marketing, BLOCKS.emptyBoxes];
  it.each([
    ['visitor', { customerCare: false, hideGiftBlocks: false }, ['boxes', 'giftBanner', 'banner', 'usp', 'marketing']],
    ['hide gift blocks experiment', { customerCare: false, hideGiftBlocks: true }, ['banner', 'usp', 'marketing']],
    ['customer care', { customerCare: true, hideGiftBlocks: false }, ['banner', 'usp', 'marketing']],
  ])('%s: keeps the editor order, drops empty blocks and the gift blocks when asked', (_case, context, expected) => {
    expect(names(visibleBlocks(all, context))).toEqual(expected);
  });

  it.each([
    [false, ['booking', 'gifting']],
    [true, ['booking', 'gifting', 'activity']],
  ])('flow tabs with the activity-only search %s', (activityOnlySearch, expected) => {
    expect(flowTabs(activityOnlySearch)).toEqual(expected);
  });
});
