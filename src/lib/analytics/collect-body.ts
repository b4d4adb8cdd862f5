/** Events per collect call (GA's Measurement Protocol accepts 25). */
export const MAX_EVENTS_PER_CALL = 25;

export type { CollectBody, CollectedEvent } from './collect-body.schema';
