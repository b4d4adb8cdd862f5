import type { Kysely } from 'kysely';
import { findGiftPriceRows } from './activities.repository';
import { availabilityUpsellAmount, DEFAULT_BUCKET, type GiftPriceEntry } from '@/contracts/gift-stay';
import type { Database } from '@/server/db/database';

/**
 * The offer's gift price list (§3): one line per nights with the price of each rate tier (`offer_gift_price`), in
 * ascending nights. A line missing a tier is left out (it cannot be sold at every tier). Empty for an offer that is
 * not giftable.
 */
export async function findGiftPrices(db: Kysely<Database>, offerId: number): Promise<GiftPriceEntry[]> {
  const rows = await findGiftPriceRows(db, offerId);
  return giftPriceList(rows.map((r) => ({ nights: Number(r.nights), tier: Number(r.tier), sellPrice: Number(r.sell_price) })));
}

/** The table's rows as the price list: complete lines only (tiers 1 to 3), ascending nights. */
export function giftPriceList(rows: readonly { nights: number; tier: number; sellPrice: number }[]): GiftPriceEntry[] {
  const byNights = new Map<number, (number | undefined)[]>();
  for (const row of rows) {
    if (row.tier < 1 || row.tier > 3) continue;
    const tiers = byNights.get(row.nights) ?? [undefined, undefined, undefined];
    tiers[row.tier - 1] = row.sellPrice;
    byNights.set(row.nights, tiers);
  }
  return [...byNights]
    .filter((entry): entry is [number, [number, number, number]] => entry[1].every((p) => p !== undefined))
    .sort(([a], [b]) => a - b)
    .map(([nights, sellPrices]) => ({
      nights,
      sellPrice: sellPrices[DEFAULT_BUCKET - 1],
      sellPrices,
      extraUpsellAvailabilityAmount: availabilityUpsellAmount({ sellPrices }, DEFAULT_BUCKET),
    }));
}
