import { REPORT_RATE_LIMIT, SharedRateLimiter } from '@/server/rate-limit/limiters';

/**
 * Sign-in and sign-up attempts, in the shared store (rate_limit_bucket) so every process and instance counts the
 * same: per client address a burst of 10, then one every 6 s; per e-mail a burst of 5, then one a minute (a
 * password guessed from many addresses is slowed down too).
 */
export const signInLimiter = new SharedRateLimiter('account-signin', { capacity: 10, refillPerSecond: 1 / 6 });
export const signInEmailLimiter = new SharedRateLimiter('account-signin-email', { capacity: 5, refillPerSecond: 1 / 60 });

/** Every other state-changing account call (profile, password, wishlist, sign-out, e-mail proof), per client. */
export const accountWriteLimiter = new SharedRateLimiter('account-write', REPORT_RATE_LIMIT);

/**
 * Asking for a sign-in or reset link sends a mail: per client address a burst of 5, then one a minute; per e-mail a
 * burst of 3, then one every 10 minutes (nobody fills a mailbox, and an address cannot be probed faster).
 */
export const emailLinkLimiter = new SharedRateLimiter('account-link', { capacity: 5, refillPerSecond: 1 / 60 });
export const emailLinkEmailLimiter = new SharedRateLimiter('account-link-email', { capacity: 3, refillPerSecond: 1 / 600 });
