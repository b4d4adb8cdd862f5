import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';
import { MAX_COLLECTED_EVENTS, MAX_EVENT_PARAMS_BYTES, POS_CODES } from './analytics-collect';

export * from './analytics-collect';

/** The {pos} path segment: a catalog locale (what the client sends: fr_FR, nl_BE...) or a point-of-sale code; normalised to the catalog locale. */
export const collectPosSchema = z
  .string()
  .trim()
  .transform((v) => POS_CODES[v.toLowerCase().replace('_', '-').replace('/', '-')] ?? v)
  .pipe(catalogLocale);

const paramsSchema = z
  .record(z.string().max(64), z.unknown())
  .refine((params) => JSON.stringify(params).length <= MAX_EVENT_PARAMS_BYTES, `params over ${MAX_EVENT_PARAMS_BYTES} bytes`);

/**
 * One event as the tracker sends it (name, params, session_id, timestamp_ms). The envelope is checked strictly;
 * params are kept as received so a new client event is stored, not refused (nothing lost).
 */
export const collectedEventSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'expected a snake_case event name'),
  params: paramsSchema.default({}),
  session_id: z.string().min(1).max(64),
  timestamp_ms: z.number().int().nonnegative(),
});

/** POST /api/analytics/ga/collect/{pos} body. */
export const collectRequestSchema = z.object({
  pos: collectPosSchema,
});
export const collectBodySchema = z.object({
  client_id: z.string().min(1).max(64),
  user_id: z.string().min(1).max(128).optional(),
  events: z.array(collectedEventSchema).min(1).max(MAX_COLLECTED_EVENTS),
});
export type CollectBody = z.infer<typeof collectBodySchema>;
