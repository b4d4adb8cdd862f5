import { startImport } from '@/contracts/lazy';
import type { OfferCard } from '@/contracts/offers';
import { withTimeout } from '@/lib/fetch-timeout';

/** The hotel offers drawer's call: the stay search of one hotel (its address built by the site from the search). */
export async function fetchHotelOffers(url: string): Promise<OfferCard[]> {
  const schemas = startImport(() => import('@/contracts/offers.schema'));
  const response = await fetch(url, withTimeout({ headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await schemas).offersResponseSchema.parse(await response.json()).exactMatch;
}
