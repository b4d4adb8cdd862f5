import type { AccountProfile, AccountTrip } from '@/contracts/account';
import { readProfile } from '@/server/accounts/account.service';
import { listTrips } from '@/server/accounts/trips.service';
import { csrfCookie, csrfTokenOf, newCsrfToken, principalOf } from '@/server/auth';
import { getDb } from '@/server/db/get-db';
import { DomainError } from '@/server/errors/domain-errors';
import { safeOrigin, type AccountSection } from '@/shared/routes';
import type { PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';

export type AccountPageProps = {
  section: AccountSection;
  /** where signing in returns to (a path of this site), or null: the trips */
  origin: string | null;
  /** the signed-in customer's own profile and trips (null when signed out: the page shows the sign-in form) */
  profile: AccountProfile | null;
  trips: AccountTrip[] | null;
};

const TITLES = {
  signin: { id: 'account.signIn.title' },
  signup: { id: 'account.signUp.title' },
  profile: { id: 'account.profile.title' },
  trips: { id: 'account.trips.title' },
  link: { id: 'account.link.title' },
  reset: { id: 'account.reset.title' },
} as const satisfies Record<AccountSection, { id: string }>;

/**
 * The account pages (docs/accounts.md), only with the customer-account toggle on (else not found). The page hands
 * out the CSRF cookie its forms repeat; profile and trips read the signed-in customer's own rows (signed out, or a
 * session whose account is gone: the sign-in form, returning here). Never indexed, never stored by a cache.
 */
export const loadAccountPage: PageLoader<AccountPageProps> = async ({ params, query, req, res, flags, intl, env }) => {
  if (!flags.customerAccount) return { notFound: true };
  const section = params[0] as AccountSection;
  if (!csrfTokenOf(req.headers)) res.setHeader('Set-Cookie', csrfCookie(newCsrfToken(), env.SITE_URL));
  res.setHeader('Cache-Control', 'private, no-store');
  let profile: AccountProfile | null = null;
  let trips: AccountTrip[] | null = null;
  if (section === 'profile' || section === 'trips') {
    const principal = await principalOf(req);
    if (principal.kind === 'customer') {
      try {
        profile = await readProfile(getDb(), principal.accountId);
        trips = section === 'trips' ? await listTrips(getDb(), principal.accountId) : null;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
  }
  const origin = safeOrigin(Array.isArray(query.origin) ? query.origin[0] : query.origin) ?? null;
  return {
    props: { section, origin, profile, trips },
    title: intl.formatMessage(TITLES[section]),
    description: intl.formatMessage({ id: 'account.seo.description' }),
    robots: ROBOTS_NOINDEX,
  };
};
