import { z } from 'zod';
import '@/contracts/zod';

/**
 * The events the specs track (product spec §7, search spec §7), in GA4's e-commerce vocabulary.
 * Prices are in euros (not cents); dates are yyyy-MM-dd. The builders live in ./events (no zod in the browser);
 * these schemas check what the tracker sends (`collectBodySchema` in ./collect-body.schema).
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
    name: z.literal('purchase'),
    params: z.object({ transaction_id: z.string().min(1), currency, value: z.number().min(0), shipping: z.number().min(0).optional(), items: z.array(analyticsItemSchema).min(1) }),
  }),
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
  z.object({
    name: z.literal('price_update'),
    params: z.object({
      package_id: z.number().int().positive(),
      new_price: z.number().min(0),
      previous_price: z.number().min(0),
      page: z.enum(['product', 'checkout']),
      data_flow_mode: z.string(),
    }),
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['name'];
