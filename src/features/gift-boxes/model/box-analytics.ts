import type { GiftFormat } from '@/contracts/gift-boxes';
import type { AnalyticsItem } from '@/shared/analytics';
import { eurosOf } from '@/lib/money';

/** How the personalisation event names a format (GA's `gift_format`). */
export const ANALYTICS_GIFT_FORMAT: Record<GiftFormat, 'e-gift' | 'physical'> = { digital: 'e-gift', physical: 'physical' };

/**
 * A box as the personalisation_item and add_to_cart events carry it (§4 box Offer): its code in the chosen format,
 * its title, category `gift-box`, the format as variant and the total the visitor sees (box, shipping, extras) in euros.
 */
export function boxAnalyticsItem(box: { code: string; title: string }, choice: { giftFormat: GiftFormat; total: number }): AnalyticsItem {
  return { item_id: box.code, item_name: box.title, item_category: 'gift-box', item_variant: choice.giftFormat, price: eurosOf(choice.total), quantity: 1 };
}
