import type { Kysely } from 'kysely';
import type { NextApiRequest, NextApiResponse } from 'next';
import { searchCriteriaSchema, type SearchCriteria, type SearchCriteriaInput } from '@/contracts/search-criteria.schema';
import type { OfferCard } from '@/contracts/offers';
import type { Database } from '@/server/db/database';
import { searchOffers } from '@/server/catalog/offers/offers.service';

/** SQLite always, PostgreSQL too when TEST_DATABASE_URL is set; each suite gets a seeded database of its own. */
export { SUITE_DATABASES as DATABASES, seededSuiteDb as createSuiteDb } from '@/server/catalog/search/test-support/suite-db';

export const criteria = (input: SearchCriteriaInput): SearchCriteria => searchCriteriaSchema.parse(input);

/** Every card of a search, page after page (pageSize 60), with the total of the first page. */
export async function allCards(db: Kysely<Database>, input: SearchCriteriaInput): Promise<{ cards: OfferCard[]; total: number }> {
  const cards: OfferCard[] = [];
  let total = 0;
  for (let page = 0; page < 200; page++) {
    const answer = await searchOffers(db, criteria({ ...input, page, pageSize: 60 }));
    if (page === 0) total = answer.searchDetails.totalCount;
    cards.push(...answer.exactMatch);
    if (answer.exactMatch.length < 60) break;
  }
  return { cards, total };
}

export type Called = { status: number; body: unknown; headers: Record<string, string> };

/** Calls a pages/api handler with a minimal request and a recording response. */
export async function call(
  handler: (req: NextApiRequest, res: NextApiResponse) => unknown,
  request: { method?: string; query?: Record<string, string | string[]>; body?: unknown },
): Promise<Called> {
  const result: Called = { status: 200, body: undefined, headers: {} };
  const req = {
    method: request.method ?? 'GET',
    url: '/api/test',
    query: request.query ?? {},
    headers: { 'content-type': 'application/json' },
    body: request.body,
  } as unknown as NextApiRequest;
  const res: { headersSent: boolean } & Record<string, unknown> = {
    headersSent: false,
    setHeader(name: string, value: string) {
      result.headers[name.toLowerCase()] = String(value);
      return this;
    },
    status(code: number) {
      result.status = code;
      return this;
    },
    json(body: unknown) {
      result.body = JSON.parse(JSON.stringify(body));
      res.headersSent = true;
      return this;
    },
  };
  await handler(req, res as unknown as NextApiResponse);
  return result;
}

/** The same equirectangular distance as the engine, computed here from coordinates. */
export function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  return 6371 * Math.sqrt(dLat * dLat + dLng * dLng);
}

export const cents = (euros: number): number => Math.round(euros * 100);
