/**
 * The one place every role's identity comes from (docs/accounts.md "Roles"): customer accounts, customer care's
 * identity-provider login and the beneficiary's gift code each open a session here (`startSession`) and every
 * server check reads the caller with `principalOf(req)`.
 */
export { ANONYMOUS, isAgent, isBeneficiary, isCustomer, type Principal, type SignedInPrincipal } from './principal';
export { principalOf } from './principal-of';
export {
  analyticsIdCookie,
  beneficiarySessionCookie,
  clearedBeneficiaryCookie,
  clearedSessionCookies,
  readCookie,
  secureCookies,
  sessionCookies,
  ACCOUNT_ID_COOKIE,
  ANALYTICS_ID_COOKIE,
  BENEFICIARY_COOKIE,
  CSRF_COOKIE,
  SESSION_COOKIE,
  SESSION_DAYS,
} from './session-cookies';
export { csrfCookie, csrfProblem, csrfTokenOf, newCsrfToken, CSRF_HEADER } from './csrf';
export { endAccountSessions, endSession, newToken, principalOfToken, startSession, sweepExpiredSessions, tokenHash } from './sessions';
