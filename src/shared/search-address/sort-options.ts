import { ORDER_BY, type Flow, type OrderBy } from '@/contracts/search-criteria';

export const DEFAULT_SORT: OrderBy = 'priceQuality';

export type SortContext = { flow: Flow; /** lat and lng are both known */ hasPosition: boolean };

/** Which flows offer a sort (§9); distance also needs a position. */
const FLOWS_OF: Record<OrderBy, readonly Flow[]> = {
  priceQuality: ['booking', 'gifting', 'hotel', 'activity'],
  distance: ['booking', 'gifting', 'hotel', 'activity'],
  promo: ['booking'],
  priceAsc: ['booking', 'hotel'],
  popularity: ['booking', 'hotel'],
  svPriceDesc: ['gifting'],
  svPriceAsc: ['gifting'],
};

/** True when `sort` is one of the allowed sorts and may be used in this context. */
export function isSortAvailable(sort: string, context: SortContext): sort is OrderBy {
  if (!(ORDER_BY as readonly string[]).includes(sort)) return false;
  const order = sort as OrderBy;
  if (order === 'distance' && !context.hasPosition) return false;
  return FLOWS_OF[order].includes(context.flow);
}

/**
 * The sorts offered, in display order, priceQuality first (the default):
 * booking with a position → priceQuality, distance, promo, priceAsc, popularity.
 */
export function sortOptions(context: SortContext): OrderBy[] {
  return ORDER_BY.filter((sort) => isSortAvailable(sort, context));
}

/** The sort a search uses: the chosen one when available here, otherwise the default. */
export function effectiveSort(sort: string | undefined, context: SortContext): OrderBy {
  return sort !== undefined && isSortAvailable(sort, context) ? sort : DEFAULT_SORT;
}
