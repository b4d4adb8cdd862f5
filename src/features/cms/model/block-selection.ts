import type { CmsBlock, HomeFlow } from '@/contracts/cms-page';

/**
 * Which blocks of a page show (product-and-purchase §2.8, §1, §6): gift blocks (boxes, gift banners) are left out in
 * customer-care mode and with the 'hide gift blocks' experiment. The home page's flow is `homeFlow`
 * (src/site/pages/home/home-flow.ts).
 */
export type BlockContext = { customerCare: boolean; hideGiftBlocks: boolean };

export const isGiftBlock = (block: CmsBlock): boolean => block.type === 'boxes' || (block.type === 'banner' && block.gift);

/** A block with nothing to show (no boxes, no offers, no items) is left out too: never an empty heading. */
function hasContent(block: CmsBlock): boolean {
  switch (block.type) {
    case 'boxes':
      return block.boxes.length > 0;
    case 'topSearchResults':
      return block.offers.length > 0;
    case 'categories':
    case 'promoCards':
    case 'mainUsp':
      return block.items.length > 0;
    default:
      return true;
  }
}

export function visibleBlocks(blocks: readonly CmsBlock[], context: BlockContext): CmsBlock[] {
  const hideGifts = context.customerCare || context.hideGiftBlocks;
  return blocks.filter((block) => hasContent(block) && !(hideGifts && isGiftBlock(block)));
}

/** The flow tabs of the promo bar and the flow toggle (§2.8): Stays and Gifts, and Activities when that search is on. */
export function flowTabs(activityOnlySearch: boolean): HomeFlow[] {
  return activityOnlySearch ? ['booking', 'gifting', 'activity'] : ['booking', 'gifting'];
}
