import type { Kysely } from 'kysely';
import type { NextApiResponse } from 'next';
import { activityOnlyBodySchema } from '@/contracts/activity-only.schema';
import type { ApiError } from '@/contracts/common';
import { facetsQuerySchema } from '@/contracts/facets.schema';
import { offersBodySchema, offersQuerySchema } from '@/contracts/search-criteria.schema';
import type { Database } from '@/server/db/database';
import { apiHandler } from './api-handler';
import { InvalidCriteriaError } from '@/server/catalog/search/resolve-query';
import { searchActivityOnly } from '@/server/catalog/offers/activity-only.service';
import { searchFacets } from '@/server/catalog/offers/facets.service';
import { offersOrMap } from '@/server/catalog/offers/offers.service';

type DbSource = () => Kysely<Database>;

/** A criteria value the catalog does not know is the client's mistake: 400 naming it. */
async function answering<T>(res: NextApiResponse, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof InvalidCriteriaError)) throw error;
    const body: ApiError = { error: 'bad_request', message: error.message, issues: [{ path: error.path, message: error.message }] };
    res.setHeader('Cache-Control', 'no-store');
    res.status(400).json(body);
    return undefined;
  }
}

/** GET {api}/offers.json (flat query) and POST (nested criteria body): offer cards, or map items with performMapSearch. */
export const offersHandler = (db: DbSource) =>
  apiHandler({
    methods: ['GET', 'POST'],
    query: offersQuerySchema,
    body: offersBodySchema,
    handle: ({ req, query, body, res }) => answering(res, () => offersOrMap(db(), req.method === 'POST' ? body : query)),
  });

/** GET {api}/facets.json: disjunctive facet counts with labels in the locale. */
export const facetsHandler = (db: DbSource) =>
  apiHandler({
    methods: ['GET'],
    query: facetsQuerySchema,
    handle: ({ query, res }) => answering(res, () => searchFacets(db(), query)),
  });

/** POST {api}/search/activity-only.json: activity offers with their price per participant count. */
export const activityOnlyHandler = (db: DbSource) =>
  apiHandler({
    methods: ['POST'],
    body: activityOnlyBodySchema,
    handle: ({ body, res }) => answering(res, () => searchActivityOnly(db(), body)),
  });
