import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SignedInAnswer } from '@/features/account/api/account-api';
import { EmailLinkView } from '@/features/account/components/email-link-view';
import { ProfileView } from '@/features/account/components/profile-view';
import { SignInForm } from '@/features/account/components/sign-in-form';
import { TripsList } from '@/features/account/components/trips-list';
import { storedWishlist, storeWishlist } from '@/features/wishlist/hooks/use-wishlist';
import { useAppConfig } from '@/shared/app-config';
import { absolutePath, href, type AccountSection } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import type { AccountPageProps } from './get-page-props';

const HEADINGS = {
  signin: { id: 'account.signIn.title' },
  signup: { id: 'account.signUp.title' },
  profile: { id: 'account.profile.title' },
  trips: { id: 'account.trips.title' },
  link: { id: 'account.link.title' },
  reset: { id: 'account.reset.title' },
} as const satisfies Record<AccountSection, { id: string }>;

/**
 * The account pages (docs/accounts.md): sign in and sign up (the browser's wishlist goes along to be merged with the
 * account's, the merged one comes back to this browser), then profile and trips. Signed out on profile or trips,
 * the sign-in form shows in place and comes back here.
 */
export default function AccountPage({ section, origin, profile, trips }: AccountPageProps) {
  const intl = useIntl();
  const { locale, localeHrefs } = useAppConfig();
  const signedOutHere = (section === 'profile' || section === 'trips') && !profile;
  const formMode = section === 'signup' ? 'signup' : 'signin';
  const back = signedOutHere ? localeHrefs[locale] : (origin ?? href.account(locale, 'trips'));

  const onSignedIn = (answer: SignedInAnswer) => {
    storeWishlist(answer.wishlist);
    // A full load: the header and every page render again for the signed-in customer.
    window.location.assign(absolutePath(locale, back));
  };

  return (
    <Wrapper>
      <h1 id="account-heading">
        <FormattedMessage {...(signedOutHere ? HEADINGS.signin : HEADINGS[section])} />
      </h1>
      {profile && (
        <Tabs aria-label={intl.formatMessage({ id: 'account.nav.label' })}>
          <Link href={href.account(locale, 'profile')} aria-current={section === 'profile' ? 'page' : undefined}>
            <FormattedMessage id="account.menu.profile" />
          </Link>
          <Link href={href.account(locale, 'trips')} aria-current={section === 'trips' ? 'page' : undefined}>
            <FormattedMessage id="account.menu.trips" />
          </Link>
          <Link href={href.wishlist(locale)}>
            <FormattedMessage id="account.menu.wishlist" />
          </Link>
        </Tabs>
      )}
      {signedOutHere && (
        <Intro>
          <FormattedMessage id="account.problem.signedOut" />
        </Intro>
      )}
      {(section === 'signin' || section === 'signup' || signedOutHere) && (
        <SignInForm
          mode={formMode}
          switchHref={href.account(locale, formMode === 'signup' ? 'signin' : 'signup', { origin: back })}
          browserWishlist={storedWishlist}
          onSignedIn={onSignedIn}
          linkHrefs={{ reset: href.account(locale, 'reset', { origin: back }), link: href.account(locale, 'link', { origin: back }) }}
        />
      )}
      {(section === 'link' || section === 'reset') && (
        <EmailLinkView mode={section} origin={back} browserWishlist={storedWishlist} onSignedIn={onSignedIn} signInHref={href.account(locale, 'signin', { origin: back })} />
      )}
      {section === 'profile' && profile && <ProfileView profile={profile} />}
      {section === 'trips' && profile && trips && <TripsList trips={trips} manageHref={href.bookingLookup(locale)} searchHref={href.search(locale)} />}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  ${pageColumn}
  padding: ${`${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
  h1 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.font.size.xl};
    ${theme.media.desktop} {
      font-size: ${theme.font.size.xxl};
    }
  }
`;

const Intro = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.textMuted};
`;

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${theme.colors.brandDark};
    font-weight: ${theme.font.weight.semibold};
  }
  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 6px;
    text-decoration-thickness: 3px;
  }
`;
