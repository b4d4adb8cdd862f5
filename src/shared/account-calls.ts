import { CSRF_COOKIE_NAME, CSRF_HEADER } from '@/contracts/account';
import type { Wishlist } from '@/contracts/account-wishlist';
import { withTimeout } from '@/lib/fetch-timeout';

/** The account calls' addresses (docs/accounts.md). */
export const ACCOUNT_API = {
  signIn: '/api/account/signin',
  signUp: '/api/account/signup',
  signOut: '/api/account/signout',
  profile: '/api/account/profile',
  password: '/api/account/password',
  trips: '/api/account/trips',
  wishlist: '/api/account/wishlist',
  verifyEmail: '/api/account/verify-email',
  emailLink: '/api/account/email-link',
  signInLink: '/api/account/signin-link',
  resetPassword: '/api/account/reset-password',
} as const;

/** The CSRF cookie's value (double submit): the site's own scripts copy it into every state-changing account call.
 * On an https site the server writes it as `__Host-escapade-csrf` (docs/security.md), on a plain-http demo without the prefix. */
export function csrfToken(): string {
  if (typeof document === 'undefined') return '';
  const wanted = window.location.protocol === 'https:' ? `__Host-${CSRF_COOKIE_NAME}` : CSRF_COOKIE_NAME;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === wanted) return value.join('=');
  }
  return '';
}

export type AccountAnswer = { status: number; body: unknown };

/** A state-changing account call: JSON, the CSRF header, the site's timeout. A network failure answers status 0. */
export async function accountPost(url: string, body: unknown = {}): Promise<AccountAnswer> {
  try {
    const response = await fetch(
      url,
      withTimeout({ method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json', 'content-type': 'application/json', [CSRF_HEADER]: csrfToken() }, body: JSON.stringify(body) }),
    );
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    console.error(`${url} failed`, error);
    return { status: 0, body: null };
  }
}

/** Keeps a signed-in customer's wishlist on the server after a change in this browser (best effort: logged on failure). */
export async function saveAccountWishlist(wishlist: Wishlist): Promise<void> {
  const answer = await accountPost(ACCOUNT_API.wishlist, { wishlist });
  if (answer.status !== 200) console.warn(`the account's wishlist was not saved (${answer.status})`);
}
