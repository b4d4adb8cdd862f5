import { SharedRateLimiter, type RateLimitOptions } from '@/server/rate-limit/limiters';

/** Placing orders, per client address across every server process: bursts of 10, then one every 6 s. */
export const ORDER_RATE_LIMIT: RateLimitOptions = { capacity: 10, refillPerSecond: 1 / 6 };
/** Booking lookups and cancellations, per client address: bursts of 5, then one every 12 s (guessing numbers stays slow). */
export const LOOKUP_RATE_LIMIT: RateLimitOptions = { capacity: 5, refillPerSecond: 1 / 12 };

export const orderLimiter = new SharedRateLimiter('order', ORDER_RATE_LIMIT);
export const lookupLimiter = new SharedRateLimiter('booking-lookup', LOOKUP_RATE_LIMIT);
/** Modifying a booking (its options and the change), per client address: the lookup's rate, in its own bucket so looking at other dates leaves the lookup's. */
export const modifyLimiter = new SharedRateLimiter('booking-modify', LOOKUP_RATE_LIMIT);
