import { z } from 'zod';
import './zod';
import { ACCOUNT_EMAIL_MAX_LENGTH, EMAIL_LINK_PURPOSES, ACCOUNT_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account';
import { WISHLIST_LIST_MAX } from './account-wishlist';
import { catalogLocale } from './common.schema';
import { ITEM_CATEGORIES } from './search-criteria';

export * from './account';
export * from './account-wishlist';

const text = (max: number) => z.string().max(max);
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const wishlistItemSchema = z.object({
  id,
  label: text(300),
  imageUrl: text(2000),
  uri: text(2000),
  itemCategory: z.enum(ITEM_CATEGORIES),
  hotel: z.object({
    id,
    label: text(300),
    locationLabel: text(300),
    stars: z.number().int().min(0).max(5),
    uri: text(2000),
    review: z.object({ count: z.number().int().min(0), average: z.number().min(0).max(10).nullable() }),
  }),
});

export const wishlistSchema = z.object({
  stays: z.array(wishlistItemSchema).max(WISHLIST_LIST_MAX),
  activities: z.array(wishlistItemSchema).max(WISHLIST_LIST_MAX),
});

export const accountEmailSchema = z.string().trim().max(ACCOUNT_EMAIL_MAX_LENGTH).pipe(z.email('Email seems incorrect'));
/** Not trimmed: spaces are part of a password. */
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`).max(PASSWORD_MAX_LENGTH);
const nameSchema = z.string().trim().min(1, 'Required').max(ACCOUNT_NAME_MAX_LENGTH);

export const signUpRequestSchema = z.object({
  email: accountEmailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  locale: catalogLocale,
  wishlist: wishlistSchema.optional(),
});

/** Sign-in takes any password up to the maximum: the rule for new passwords does not say which old ones exist. */
export const signInRequestSchema = z.object({
  email: accountEmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  wishlist: wishlistSchema.optional(),
});

export const profileUpdateSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: accountEmailSchema,
  /** needed only when the e-mail changes */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});

export const passwordChangeSchema = z.object({ currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH), newPassword: passwordSchema });

export const wishlistReplaceSchema = z.object({ wishlist: wishlistSchema });

export const verifyEmailSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** A sign-in link or a password reset link asked for an e-mail (docs/accounts.md); origin: where signing in returns. */
export const emailLinkRequestSchema = z.object({
  email: accountEmailSchema,
  purpose: z.enum(EMAIL_LINK_PURPOSES),
  locale: catalogLocale,
  origin: z.string().max(2000).optional(),
});

/** A link's token as the page read it from the address: any short text (a cut or changed one answers 410 like a used one). */
const linkTokenSchema = z.string().min(1).max(200);
export const signInLinkSchema = z.object({ token: linkTokenSchema, wishlist: wishlistSchema.optional() });
export const resetPasswordSchema = z.object({ token: linkTokenSchema, newPassword: passwordSchema, wishlist: wishlistSchema.optional() });
