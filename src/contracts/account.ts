import type { Wishlist } from './account-wishlist';

/**
 * Customer accounts (product-and-purchase §2.13, §6; docs/accounts.md): the calls under /api/account and what
 * they answer. Constants and types only; the zod schemas are in account.schema.ts.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const ACCOUNT_NAME_MAX_LENGTH = 60;
export const ACCOUNT_EMAIL_MAX_LENGTH = 254;

/** The header every state-changing account call carries: the value of the `escapade-csrf` cookie (double submit). */
export const CSRF_HEADER = 'x-csrf-token';
/** The cookie the site's scripts read to fill CSRF_HEADER. */
export const CSRF_COOKIE_NAME = 'escapade-csrf';

/** The account's problems, by code (the page shows each in the visitor's language). */
export const ACCOUNT_PROBLEMS = ['EMAIL_TAKEN', 'BAD_CREDENTIALS', 'WRONG_PASSWORD', 'SIGNED_OUT', 'LINK_INVALID'] as const;
export type AccountProblem = (typeof ACCOUNT_PROBLEMS)[number];

export type AccountProfile = {
  firstName: string;
  lastName: string;
  email: string;
  /** whether the e-mail was proven (the link sent to it was opened): bookings made with it before are then linked */
  emailVerified: boolean;
};

/** One booking of the account ('Trips'). */
export type AccountTrip = {
  bookingNumber: string;
  label: string;
  /** '' for a gift order (no stay) */
  checkin: string;
  nights: number;
  status: 'pending_payment' | 'confirmed' | 'cancelled' | 'expired';
  totalAmount: number;
  currency: 'EUR';
  /** STAY, or a gift (DIGITAL_ACTIVITY_ONLY, GIFTCARD, BOX, SINGLEVOUCHER...) */
  productType: string;
  createdAt: string;
};

export type AccountTrips = { trips: AccountTrip[] };

export type AccountWishlistResponse = { wishlist: Wishlist };

export type SignUpRequest = { email: string; password: string; firstName: string; lastName: string; locale: string; wishlist?: Wishlist };
export type SignInRequest = { email: string; password: string; wishlist?: Wishlist };
/** A signed-in answer: the profile, and the wishlist merged from the server's and the one the browser sent. */
/** What a link sent by e-mail is for: signing in without the password, or choosing a new password. */
export const EMAIL_LINK_PURPOSES = ['sign-in', 'reset-password'] as const;
export type EmailLinkPurpose = (typeof EMAIL_LINK_PURPOSES)[number];
/** A sign-in link lasts 15 minutes, a password reset 1 hour: short, as the link alone opens the account. */
export const EMAIL_LINK_MINUTES: Record<EmailLinkPurpose, number> = { 'sign-in': 15, 'reset-password': 60 };
/** The e-mail of an account, the link wanted, the language of the mail, and where signing in returns (a path of this site). */
export type EmailLinkRequest = { email: string; purpose: EmailLinkPurpose; locale: string; origin?: string };
export type SignInLinkRequest = { token: string; wishlist?: Wishlist };
export type ResetPasswordRequest = { token: string; newPassword: string; wishlist?: Wishlist };
export type SignedIn = { profile: AccountProfile; wishlist: Wishlist };
export type ProfileUpdate = { firstName: string; lastName: string; email: string; currentPassword?: string };
export type PasswordChange = { currentPassword: string; newPassword: string };
