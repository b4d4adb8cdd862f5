import type { AnalyticsEvent, AnalyticsEventName, AnalyticsItem } from './events.schema';
import { centsFromEuros, eurosOf } from '@/lib/money';

export type { AnalyticsEvent, AnalyticsEventName, AnalyticsItem };

/** Events about items: GA4 expects them under `ecommerce` in the data layer, after a reset. */
export const ECOMMERCE_EVENTS: ReadonlySet<AnalyticsEventName> = new Set([
  'view_item',
  'view_item_list',
  'select_item',
  'add_to_cart',
  'purchase',
  'personalization_item',
  'view_promotion',
]);

const sum = (items: AnalyticsItem[]) => eurosOf(centsFromEuros(items.reduce((total, i) => total + (i.price ?? 0) * (i.quantity ?? 1), 0)));

/** Typed builders: the only way features create events. */
export const analyticsEvents = {
  /** A product page is shown. */
  viewItem: (item: AnalyticsItem): AnalyticsEvent => ({ name: 'view_item', params: { currency: 'EUR', value: sum([item]), items: [item] } }),
  /** A list of cards is shown (search results, carousels); items carry their `index` in the list. */
  viewItemList: (list: { id: string; name: string }, items: AnalyticsItem[]): AnalyticsEvent => ({
    name: 'view_item_list',
    params: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: items.map((item, index) => ({ index, ...item, item_list_id: list.id, item_list_name: list.name })),
    },
  }),
  /** A card is clicked. */
  selectItem: (list: { id: string; name: string }, item: AnalyticsItem): AnalyticsEvent => ({
    name: 'select_item',
    params: { item_list_id: list.id, item_list_name: list.name, items: [{ ...item, item_list_id: list.id, item_list_name: list.name }] },
  }),
  /** Checkout hand-off (stay booking, gift, box Offer confirm). */
  addToCart: (items: AnalyticsItem[]): AnalyticsEvent => ({ name: 'add_to_cart', params: { currency: 'EUR', value: sum(items), items } }),
  /** An order is placed (its confirmation shows it): the booking number, what was paid for, in euros. */
  purchase: (transactionId: string, items: AnalyticsItem[], { value, shipping }: { value: number; shipping?: number }): AnalyticsEvent => ({
    name: 'purchase',
    params: { transaction_id: transactionId, currency: 'EUR', value, ...(shipping ? { shipping } : {}), items },
  }),
  /** The gift format-choice / personalisation panel opens. */
  personalizationItem: (item: AnalyticsItem, giftFormat?: 'physical' | 'e-gift'): AnalyticsEvent => ({
    name: 'personalization_item',
    params: giftFormat ? { items: [item], gift_format: giftFormat } : { items: [item] },
  }),
  /** A promotion (banner, promo bar, gift block) is seen. */
  viewPromotion: (promotion: { id: string; name: string; creative?: string; slot?: string }): AnalyticsEvent => ({
    name: 'view_promotion',
    params: {
      promotion_id: promotion.id,
      promotion_name: promotion.name,
      ...(promotion.creative ? { creative_name: promotion.creative } : {}),
      ...(promotion.slot ? { creative_slot: promotion.slot } : {}),
    },
  }),
  /** The search overlay (destination, dates, guests panel) is displayed, or something in it is clicked. */
  searchOverlay: (action: 'display' | 'click', overlay: string, label?: string): AnalyticsEvent => ({
    name: 'search_overlay',
    params: label ? { action, overlay, label } : { action, overlay },
  }),
  /** 'Price update' opens (product-and-purchase §4): once per opening, prices in euros. */
  priceUpdate: (params: { package_id: number; new_price: number; previous_price: number; page: 'product' | 'checkout'; data_flow_mode: string }): AnalyticsEvent => ({
    name: 'price_update',
    params,
  }),
  /** A check-in date is chosen in a calendar. */
  calendarCheckin: (checkin: string, page: string, flow?: string): AnalyticsEvent => ({
    name: 'calendar_checkin',
    params: flow ? { checkin, page, flow } : { checkin, page },
  }),
};
