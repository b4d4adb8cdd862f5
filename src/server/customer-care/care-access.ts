/**
 * Who may reach what on a customer-care server (CUSTOMER_CARE, docs/customer-care.md). The mode is set per server
 * process; outside it nothing changes. In it, every page needs an agent signed in through the identity provider
 * (else the customer-care login page), and every API call answers 401 to anyone else, except the few the sign-in
 * itself and the machines around the site need.
 */

/** API paths open to anyone on a customer-care server. */
export const OPEN_API_PATHS: readonly string[] = [
  // the sign-in, its answer from the provider and the sign-out
  '/api/customer-care/login',
  '/api/customer-care/callback',
  '/api/customer-care/logout',
  // the load balancer's health and readiness checks
  '/api/health',
  '/api/ready',
  // the payment provider's signed events (server to server)
  '/api/payments/webhook',
  // the login page's own crash reports
  '/api/log/client-error',
];

export type CareAccess = 'open' | 'login-page' | 'unauthorized';

/** The path of a request URL, without query or fragment ('/api/x?y' → '/api/x'); trailing slashes ignored. */
export const pathOf = (url: string | undefined): string => (url ?? '/').split(/[?#]/)[0].replace(/(.)\/+$/, '$1');

/**
 * What a request gets: 'open' (served as usual), 'login-page' (a page, shown the customer-care login page instead)
 * or 'unauthorized' (an API call, answered 401 JSON).
 */
export function careAccess(request: { customerCare: boolean; api: boolean; path: string; agent: boolean }): CareAccess {
  if (!request.customerCare || request.agent) return 'open';
  if (!request.api) return 'login-page';
  return OPEN_API_PATHS.includes(pathOf(request.path)) ? 'open' : 'unauthorized';
}
