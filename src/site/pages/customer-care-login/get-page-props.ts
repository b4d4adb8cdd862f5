import { OUTCOME_PARAM, SIGN_IN_OUTCOMES, withoutOutcome, type SignInOutcome } from '@/server/customer-care/sign-in-flow';
import type { PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';
import type { CustomerCareLoginPageProps } from './customer-care-login-page';

/**
 * The customer-care login page (§2: customer-care mode without a stored identity-provider token), shown in place of
 * any page a visitor asks for on a customer-care server until an agent signs in. `requestedPath` is that page's
 * address: signing in comes back to it. Never touches the catalog, never indexed.
 */
export const createCustomerCareLoginPageLoader =
  (requestedPath: string): PageLoader<CustomerCareLoginPageProps> =>
  async ({ intl, query }) => {
    const asked = Array.isArray(query[OUTCOME_PARAM]) ? query[OUTCOME_PARAM][0] : query[OUTCOME_PARAM];
    const outcome = (SIGN_IN_OUTCOMES as readonly string[]).includes(asked ?? '') ? (asked as SignInOutcome) : null;
    return {
      props: { returnTo: withoutOutcome(requestedPath), outcome },
      title: intl.formatMessage({ id: 'careLogin.title' }),
      description: intl.formatMessage({ id: 'careLogin.intro' }),
      robots: ROBOTS_NOINDEX,
      chrome: 'gate',
    };
  };
