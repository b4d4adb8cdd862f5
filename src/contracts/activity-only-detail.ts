import { percentOff } from '@/lib/percent';
/** People an activity is sold for (product-and-purchase §5 pax: activity pax 1 to 2, default 2; §2.3 hash a). */
export const ACTIVITY_PAX = { min: 1, max: 2, default: 2 } as const;

/** The activity package promo is shown from this rounded percentage (§5, §9). */
export const ACTIVITY_PROMO_MIN_PERCENT = 5;

/** Activity summary cut (§3 activity-only product). */
export const ACTIVITY_SUMMARY_LIMIT = 250;

/**
 * The activity promo: the discount of the sell price against the bar price, rounded to the nearest whole percent;
 * 0 without a bar price above the sell price. Amounts in integer cents. activityPromo(9000, 10000) → 10.
 */
export function activityPromo(sellPrice: number, barPrice: number): number {
  if (!(barPrice > sellPrice) || sellPrice < 0) return 0;
  return percentOff(sellPrice, barPrice, 'nearest');
}

/** Whether the panel shows the promo: from 5 % rounded (§5 'activity package promo when rounded promo at least 5'). */
export const showsActivityPromo = (promo: number): boolean => promo >= ACTIVITY_PROMO_MIN_PERCENT;

export type {
  ActivityCentre,
  ActivityOnlyDetail,
  ActivityOnlyDetailQuery,
  ActivityOnlyItem,
  ActivityOnlyLocation,
  ActivityPaxPrice,
} from './activity-only-detail.schema';
