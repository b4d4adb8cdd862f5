import { z } from 'zod';

/**
 * The events the specs track (product spec §7, search spec §7), in GA4's e-commerce vocabulary.
 * Prices are in euros (not cents); dates are yyyy-MM-dd. The same schemas let the collect endpoint
 * parse what browsers send (`collectBodySchema`).
 */
export const analyticsItemSchema = z.object({
  item_id: z.string().min(1),
  item_name: z.string().min(1),
  /** stay | hotel | activity | gift-box | gift-stay | gift-card */
  item_category: z.string().optional(),
  /** booking | gifting | hotel | activity (the search flow) */
  item_variant: z.string().optional(),
  item_list_id: z.string().optional(),
  item_list_name: z.string().optional(),
  index: z.number().int().min(0).optional(),
  price: z.number().min(0).optional(),
  discount: z.number().min(0).optional(),
  quantity: z.number().int().min(1).optional(),
  location_id: z.string().optional(),
});
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>;

const currency = z.literal('EUR');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be yyyy-MM-dd');

export const analyticsEventSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('view_item'), params: z.object({ currency, value: z.number().min(0), items: z.array(analyticsItemSchema).min(1) }) }),
  z.object({
    name: z.literal('view_item_list'),
    params: z.object({ item_list_id: z.string(), item_list_name: z.string(), items: z.array(analyticsItemSchema) }),
  }),
  z.object({
    name: z.literal('select_item'),
    params: z.object({ item_list_id: z.string(), item_list_name: z.string(), items: z.array(analyticsItemSchema).length(1) }),
  }),
  z.object({ name: z.literal('add_to_cart'), params: z.object({ currency, value: z.number().min(0), items: z.array(analyticsItemSchema).min(1) }) }),
  z.object({
    name: z.literal('personalization_item'),
    params: z.object({ items: z.array(analyticsItemSchema).min(1), gift_format: z.enum(['physical', 'e-gift']).optional() }),
  }),
  z.object({
    name: z.literal('view_promotion'),
    params: z.object({
      promotion_id: z.string(),
      promotion_name: z.string(),
      creative_name: z.string().optional(),
      creative_slot: z.string().optional(),
      items: z.array(analyticsItemSchema).optional(),
    }),
  }),
  z.object({
    name: z.literal('search_overlay'),
    params: z.object({ action: z.enum(['display', 'click']), overlay: z.string(), label: z.string().optional() }),
  }),
  z.object({
    name: z.literal('calendar_checkin'),
    params: z.object({ checkin: isoDate, page: z.string(), flow: z.string().optional() }),
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['name'];

/** Events about items: GA4 expects them under `ecommerce` in the data layer, after a reset. */
export const ECOMMERCE_EVENTS: ReadonlySet<AnalyticsEventName> = new Set([
  'view_item',
  'view_item_list',
  'select_item',
  'add_to_cart',
  'personalization_item',
  'view_promotion',
]);

const sum = (items: AnalyticsItem[]) => Math.round(items.reduce((total, i) => total + (i.price ?? 0) * (i.quantity ?? 1), 0) * 100) / 100;

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
  /** A check-in date is chosen in a calendar. */
  calendarCheckin: (checkin: string, page: string, flow?: string): AnalyticsEvent => ({
    name: 'calendar_checkin',
    params: flow ? { checkin, page, flow } : { checkin, page },
  }),
};
