import { z } from 'zod';
import { catalogLocale } from './common';

/** Events per call: the client batches 25 (src/lib/analytics/collect-body.ts, GA's Measurement Protocol limit). */
export const MAX_COLLECTED_EVENTS = 25;
/** Serialised size of one event's params. */
export const MAX_EVENT_PARAMS_BYTES = 8_000;

/** The six points of sale as the header names them (fr, es, be-fr, be-nl, nl, it) → catalog locale. */
export const POS_CODES: Record<string, string> = { fr: 'fr_FR', es: 'es_ES', 'be-fr': 'fr_BE', 'be-nl': 'nl_BE', nl: 'nl_NL', it: 'it_IT' };

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
