import { SharedRateLimiter, type RateLimitOptions } from '@/server/rate-limit/limiters';

/** Starting a sign-in, coming back from the provider and signing out, per client address: bursts of 20, then one every 3 s. */
export const CARE_SIGN_IN_RATE_LIMIT: RateLimitOptions = { capacity: 20, refillPerSecond: 1 / 3 };

export const careSignInLimiter = new SharedRateLimiter('care-sign-in', CARE_SIGN_IN_RATE_LIMIT);
