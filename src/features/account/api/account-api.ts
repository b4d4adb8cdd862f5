import type { AccountProblem, AccountProfile, EmailLinkRequest, ResetPasswordRequest, SignInLinkRequest, SignInRequest, SignUpRequest, PasswordChange, ProfileUpdate } from '@/contracts/account';
import { ACCOUNT_PROBLEMS } from '@/contracts/account';
import type { Wishlist } from '@/contracts/account-wishlist';
import { ACCOUNT_API, accountPost, type AccountAnswer } from '@/shared/account-calls';

/** What an account call ends with, as the forms tell it: never a throw. */
export type AccountOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'problem'; code: AccountProblem }
  | { kind: 'invalid' }
  | { kind: 'rateLimited' }
  | { kind: 'signedOut' }
  | { kind: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isProfile = (value: unknown): value is AccountProfile =>
  isRecord(value) && typeof value.firstName === 'string' && typeof value.lastName === 'string' && typeof value.email === 'string' && typeof value.emailVerified === 'boolean';

function outcome<T>({ status, body }: AccountAnswer, read: (body: unknown) => T | null): AccountOutcome<T> {
  if (status === 200 || status === 201 || status === 202) {
    const value = read(body);
    return value === null ? { kind: 'failed' } : { kind: 'ok', value };
  }
  const code = isRecord(body) && typeof body.code === 'string' && (ACCOUNT_PROBLEMS as readonly string[]).includes(body.code) ? (body.code as AccountProblem) : null;
  if (code) return { kind: 'problem', code };
  if (status === 400) return { kind: 'invalid' };
  if (status === 429) return { kind: 'rateLimited' };
  if (status === 401) return { kind: 'signedOut' };
  return { kind: 'failed' };
}

/** A signed-in answer: the profile, and the merged wishlist as sent (the wishlist's own reader checks each item). */
export type SignedInAnswer = { profile: AccountProfile; wishlist: unknown };

const readSignedIn = (body: unknown): SignedInAnswer | null => (isRecord(body) && isProfile(body.profile) ? { profile: body.profile, wishlist: body.wishlist } : null);

export const signIn = async (request: SignInRequest): Promise<AccountOutcome<SignedInAnswer>> => outcome(await accountPost(ACCOUNT_API.signIn, request), readSignedIn);

export const signUp = async (request: SignUpRequest): Promise<AccountOutcome<SignedInAnswer>> => outcome(await accountPost(ACCOUNT_API.signUp, request), readSignedIn);

export const signOut = async (): Promise<AccountOutcome<true>> => outcome(await accountPost(ACCOUNT_API.signOut), () => true);

export const updateProfile = async (request: ProfileUpdate): Promise<AccountOutcome<AccountProfile>> =>
  outcome(await accountPost(ACCOUNT_API.profile, request), (body) => (isProfile(body) ? body : null));

export const changePassword = async (request: PasswordChange): Promise<AccountOutcome<true>> => outcome(await accountPost(ACCOUNT_API.password, request), () => true);

export const verifyEmail = async (token: string): Promise<AccountOutcome<{ linkedTrips: number }>> =>
  outcome(await accountPost(ACCOUNT_API.verifyEmail, { token }), (body) => (isRecord(body) && typeof body.linkedTrips === 'number' ? { linkedTrips: body.linkedTrips } : null));

/** Asks for a sign-in or reset link by e-mail: the answer is the same whether or not the address has an account. */
export const requestEmailLink = async (request: EmailLinkRequest): Promise<AccountOutcome<true>> => outcome(await accountPost(ACCOUNT_API.emailLink, request), () => true);

export const signInWithLink = async (request: SignInLinkRequest): Promise<AccountOutcome<SignedInAnswer>> => outcome(await accountPost(ACCOUNT_API.signInLink, request), readSignedIn);

export const resetPassword = async (request: ResetPasswordRequest): Promise<AccountOutcome<SignedInAnswer>> => outcome(await accountPost(ACCOUNT_API.resetPassword, request), readSignedIn);

export type { Wishlist };
