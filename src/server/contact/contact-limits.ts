import { SharedRateLimiter, type RateLimitOptions } from '@/server/rate-limit/limiters';

/** Contact messages per client address, across every server process: bursts of 5, then one every 2 minutes. */
export const CONTACT_RATE_LIMIT: RateLimitOptions = { capacity: 5, refillPerSecond: 1 / 120 };
/** Contact messages per e-mail address given (one sender behind many addresses): bursts of 5, then one every 10 minutes. */
export const CONTACT_EMAIL_RATE_LIMIT: RateLimitOptions = { capacity: 5, refillPerSecond: 1 / 600 };
/** Captcha challenges per client address: bursts of 20, then one every 3 s. */
export const CHALLENGE_RATE_LIMIT: RateLimitOptions = { capacity: 20, refillPerSecond: 1 / 3 };

export const contactLimiter = new SharedRateLimiter('contact', CONTACT_RATE_LIMIT);
export const contactEmailLimiter = new SharedRateLimiter('contact-email', CONTACT_EMAIL_RATE_LIMIT);
export const challengeLimiter = new SharedRateLimiter('contact-challenge', CHALLENGE_RATE_LIMIT);
