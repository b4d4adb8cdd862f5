import type { GiftBlockResponse } from '@/contracts/gift-block';
import { isListedBox, type GiftBoxCard } from '@/contracts/gift-boxes';
import type { Locale } from '@/lib/locales';
import { contentHref } from '@/shared/content-href';
import { href } from '@/shared/routes';

/** How many boxes the results page's box block shows (one row of the listing's grid). */
export const BOX_BLOCK_SIZE = 4;

/** The gift block of the results (§3 'Gift block content'), its links resolved to the gift pages. */
export type GiftBlockView = {
  title: string;
  subtitle: string;
  image: string;
  campaign: string;
  links: { boxes: string; stays: string; giftCard: string; activities: string | null };
};

/** The box block of the results (§7 box-block-serp): the boxes with each one's page, and the listing. */
export type BoxBlockView = { boxes: Array<{ box: GiftBoxCard; href: string }>; listing: string };

/** What the results page's gift blocks show, computed on the server; null where the catalog gave nothing. */
export type ResultsGiftBlocks = { gift: GiftBlockView | null; boxes: BoxBlockView | null };

/**
 * Where each link of the CMS gift block leads: its box link (a gifting search naming `type=BOX`, or any box address)
 * to the box listing, its gift card link to the gift card page, the others where the content says (a gifting or
 * activity search); the activities link only while the activity search is on (§6). A link the content breaks falls
 * back to its gift page.
 */
export function giftBlockLinks(locale: Locale, block: Pick<GiftBlockResponse, 'boxURL' | 'singleVoucherURL' | 'giftcardURL' | 'activityOnlyURL'>, { activityOnlySearch }: { activityOnlySearch: boolean }): GiftBlockView['links'] {
  const internal = (url: string) => {
    const link = contentHref(locale, url);
    return link && !link.external ? link.href : null;
  };
  const boxParams = new URLSearchParams(block.boxURL.replace(/^[#?]/, ''));
  const namesBoxes = boxParams.get('type')?.toUpperCase() === 'BOX' || boxParams.get('type')?.toUpperCase() === 'EBOX';
  return {
    boxes: namesBoxes ? href.giftBoxes(locale) : (internal(block.boxURL) ?? href.giftBoxes(locale)),
    stays: internal(block.singleVoucherURL) ?? href.search(locale, { flow: 'gifting' }),
    giftCard: block.giftcardURL.trim().startsWith('/giftcard') ? href.giftCard(locale) : (internal(block.giftcardURL) ?? href.giftCard(locale)),
    activities: activityOnlySearch ? (internal(block.activityOnlyURL) ?? href.search(locale, { flow: 'activity' })) : null,
  };
}

/** The box block's boxes: the first listed (digital, EBOX) boxes of the catalog's search, each with its page. */
export function boxBlockOf(locale: Locale, boxes: GiftBoxCard[]): BoxBlockView | null {
  const shown = boxes.filter((box) => isListedBox(box.code)).slice(0, BOX_BLOCK_SIZE);
  if (shown.length === 0) return null;
  return { boxes: shown.map((box) => ({ box, href: href.giftBox(locale, { slug: box.slug, code: box.code }) })), listing: href.giftBoxes(locale) };
}
