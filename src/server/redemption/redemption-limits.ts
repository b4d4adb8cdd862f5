import { SharedRateLimiter, type RateLimitOptions } from '@/server/rate-limit/limiters';

/**
 * Calls that check a gift code, per client address across every server process (the shared store, table
 * rate_limit_bucket): the beneficiary login, and a cart or an order carrying codes. Bursts of 10, then one every 6 s:
 * a person typing a code never waits, a script trying codes gets about 600 an hour (the codes have 79 random bits).
 */
export const GIFT_CODE_RATE_LIMIT: RateLimitOptions = { capacity: 10, refillPerSecond: 1 / 6 };
/** The beneficiary's search once logged in (results, facets, pages): bursts of 60, then two a second. */
export const BENEFICIARY_SEARCH_RATE_LIMIT: RateLimitOptions = { capacity: 60, refillPerSecond: 2 };

export const giftCodeLimiter = new SharedRateLimiter('gift-code', GIFT_CODE_RATE_LIMIT);
export const beneficiarySearchLimiter = new SharedRateLimiter('beneficiary-search', BENEFICIARY_SEARCH_RATE_LIMIT);
