import { z } from 'zod';
import '@/contracts/zod';
import { MAX_EVENTS_PER_CALL } from './collect-body';
import { analyticsEventSchema } from './events.schema';

export { MAX_EVENTS_PER_CALL };

/** One event as sent: the event, the session it belongs to and when it happened (ms since epoch). */
export const collectedEventSchema = z.intersection(
  analyticsEventSchema,
  z.object({ session_id: z.string().min(1), timestamp_ms: z.number().int().nonnegative() }),
);

/**
 * Body of `POST {analyticsBase}/analytics/ga/collect/{pos}` where pos is the catalog locale (fr_FR, nl_BE...):
 * client id, optional user id, events (specs §7). The tracker's tests check what it sends with this schema
 * (the collect endpoint itself parses with src/contracts/analytics-collect.schema.ts).
 */
export const collectBodySchema = z.object({
  client_id: z.string().min(1).max(64),
  user_id: z.string().min(1).max(128).optional(),
  events: z.array(collectedEventSchema).min(1).max(MAX_EVENTS_PER_CALL),
});
export type CollectBody = z.infer<typeof collectBodySchema>;
export type CollectedEvent = z.infer<typeof collectedEventSchema>;
