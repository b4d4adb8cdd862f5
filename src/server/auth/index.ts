/**
 * The one place every role's identity comes from (docs/accounts.md "Roles"): customer accounts, customer care's
 * identity-provider login and the beneficiary's gift code each open a session here (`startSession`) and every
 * server check reads the caller with `principalOf(req)`.
 */
export { ANONYMOUS, isAgent, isBeneficiary, isCustomer, type Principal, type SignedInPrincipal } from './principal';
export { principalOf } from './principal-of';
export { clearedSessionCookies, readCookie, sessionCookies, ACCOUNT_ID_COOKIE, CSRF_COOKIE, SESSION_COOKIE, SESSION_DAYS } from './session-cookies';
export { endAccountSessions, endSession, principalOfToken, startSession, sweepExpiredSessions, tokenHash } from './sessions';
