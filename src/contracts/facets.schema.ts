import { z } from 'zod';
import './zod';
import { queryBool, toList } from './common.schema';
import { offersQuerySchema } from './search-criteria.schema';
import { FACET_PROPERTY_TYPES } from './facets';

export * from './facets';

/** The facet refresh sends singular names (hotelType, hotelEnvironment, hotelStyle): both spellings are read. */
const ALIASES: [string, string][] = [
  ['hotelType', 'hotelTypes'],
  ['hotelEnvironment', 'hotelEnvironments'],
  ['hotelStyle', 'hotelStyles'],
];

const facetOptions = z.object({
  /** Labels in the request's locale (default true); false leaves them out. */
  withNames: queryBool.default(true),
  propertiesRequested: z.preprocess(toList, z.array(z.enum(FACET_PROPERTY_TYPES)).min(1).max(FACET_PROPERTY_TYPES.length)).optional(),
});

/** GET {api}/facets.json: the offers.json search parameters plus withNames and propertiesRequested. */
export const facetsQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]).optional()).transform((raw, ctx) => {
  const aliased: Record<string, unknown> = { ...raw };
  for (const [from, to] of ALIASES) if (aliased[from] !== undefined && aliased[to] === undefined) aliased[to] = aliased[from];
  const criteria = offersQuerySchema.safeParse(aliased);
  const options = facetOptions.safeParse(raw);
  for (const issue of [...(criteria.error?.issues ?? []), ...(options.error?.issues ?? [])]) {
    ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
  }
  if (!criteria.success || !options.success) return z.NEVER;
  return { criteria: criteria.data, withNames: options.data.withNames, propertiesRequested: options.data.propertiesRequested ?? [...FACET_PROPERTY_TYPES] };
});
export type FacetsQuery = z.infer<typeof facetsQuerySchema>;

export const facetValueSchema = z.object({
  /** Code of the value (facility code, star count, score threshold, price bucket 'min-max' in cents). */
  name: z.string(),
  id: z.number().int(),
  /** In the request's locale; absent when withNames=false. */
  label: z.string().optional(),
  count: z.number().int().min(0),
  /** Price buckets: bounds in cents, max null for the open last bucket. */
  min: z.number().int().optional(),
  max: z.number().int().nullable().optional(),
  /** Activities: the activity group they belong to. */
  groupId: z.number().int().nullable().optional(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const facetPropertySchema = z.object({
  propertyType: z.enum(FACET_PROPERTY_TYPES),
  values: z.array(facetValueSchema),
  /** Price only: the lowest and highest shown price (cents) under the other filters; null when nothing matches. */
  range: z.object({ min: z.number().int(), max: z.number().int() }).nullable().optional(),
});

export const facetsResponseSchema = z.object({ properties: z.array(facetPropertySchema) });
export type FacetsResponse = z.infer<typeof facetsResponseSchema>;
