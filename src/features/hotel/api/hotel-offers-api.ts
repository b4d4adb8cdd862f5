import { startImport } from '@/contracts/lazy';
import type { OfferCard } from '@/contracts/offers';
import { withTimeout } from '@/lib/fetch-timeout';

/**
 * The hotel offers drawer's call: the stay search of one hotel (built by the site from the search), POSTed with its
 * JSON body (POST offers.json, §7) when it has one, else a GET of the address.
 */
export async function fetchHotelOffers(url: string, body?: string): Promise<OfferCard[]> {
  const schemas = startImport(() => import('@/contracts/offers.schema'));
  const init: RequestInit = body === undefined ? { headers: { accept: 'application/json' } } : { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body };
  const response = await fetch(url, withTimeout(init));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await schemas).offersResponseSchema.parse(await response.json()).exactMatch;
}
