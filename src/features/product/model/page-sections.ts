/**
 * §2.1 tab bar, in the spec's order: description, room, experience (the programme), the experience (the extras that
 * complete it, decisions 28), the gift, reviews, hotel, practical info. A section the page does not draw has no tab.
 * productSectionIds({ description: true, room: false, upsells: true, gift: false })
 *   → ['description', 'programme', 'upsells', 'reviews', 'hotel', 'practical']
 */
export const PRODUCT_SECTION_ORDER = ['description', 'room', 'programme', 'upsells', 'gift', 'reviews', 'hotel', 'practical'] as const;

export type ProductSectionId = (typeof PRODUCT_SECTION_ORDER)[number];

/** The sections a stay may lack: without a description, a room, extras, or outside the gifting flow. */
export type OptionalSections = Record<'description' | 'room' | 'upsells' | 'gift', boolean>;

export function productSectionIds(present: OptionalSections): ProductSectionId[] {
  return PRODUCT_SECTION_ORDER.filter((id) => !(id in present) || present[id as keyof OptionalSections]);
}
