import type { NextApiRequest, NextApiResponse } from 'next';
import type { Kysely } from 'kysely';
import type { Env } from '@/lib/env';
import { agentOf, startAgentSession } from '@/server/auth/agent-session';
import { clearedSessionCookies, readCookie, sessionCookies, SESSION_COOKIE } from '@/server/auth/session-cookies';
import { endSession } from '@/server/auth/sessions';
import type { Database } from '@/server/db/database';
import { NotFoundError } from '@/server/errors/domain-errors';
import { finishSignIn, SignInFailed, startSignIn } from './oidc-client';
import { clearedSignInCookie, safeReturnPath, signInCookie, signInOf } from './sign-in-cookie';
import { logger } from '@/lib/logging/logger.js';

/** Why the login page is shown again after a sign-in did not complete (its message), or that the agent signed out. */
export const SIGN_IN_OUTCOMES = ['unreachable', 'rejected', 'expired', 'signedOut'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];
export const OUTCOME_PARAM = 'careSignIn';

/** `path` with `careSignIn=<outcome>` (replacing any), still a path of this site. */
export function withOutcome(path: string, outcome: SignInOutcome): string {
  const url = new URL(safeReturnPath(path), 'http://site.invalid');
  url.searchParams.set(OUTCOME_PARAM, outcome);
  return `${url.pathname}${url.search}`;
}

/** `path` without the outcome parameter: where the login page's Sign in button comes back to. */
export function withoutOutcome(path: string): string {
  const url = new URL(safeReturnPath(path), 'http://site.invalid');
  url.searchParams.delete(OUTCOME_PARAM);
  return `${url.pathname}${url.search}`;
}

function redirect(res: NextApiResponse, status: 302 | 303, location: string, cookies: string[] = []) {
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).end();
}

const requireCareMode = (config: Env) => {
  if (!config.CUSTOMER_CARE) throw new NotFoundError('Customer-care sign-in (this server is not in customer-care mode)');
};

/** GET /api/customer-care/login?returnTo=/path: to the identity provider, with the sign-in kept in a cookie. */
export async function beginSignIn(req: NextApiRequest, res: NextApiResponse, config: Env): Promise<void> {
  requireCareMode(config);
  const returnTo = withoutOutcome(safeReturnPath(req.query.returnTo));
  try {
    const { url, transaction } = await startSignIn(config, returnTo);
    redirect(res, 302, url, [signInCookie(transaction, config.SITE_URL)]);
  } catch (error) {
    if (!(error instanceof SignInFailed)) throw error;
    logger.error({ reason: error.message }, '[customer-care] sign-in not started');
    redirect(res, 302, withOutcome(returnTo, 'unreachable'));
  }
}

/**
 * GET /api/customer-care/callback?code&state&iss: the provider's answer, checked (state of this browser, PKCE,
 * ID token); the agent's session is stored and its cookie set, then back to the page asked for. Whatever fails, the
 * login page again with its message; never a 500.
 */
export async function completeSignIn(req: NextApiRequest, res: NextApiResponse, config: Env, db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  requireCareMode(config);
  const transaction = signInOf(req.headers);
  const cleared = clearedSignInCookie(config.SITE_URL);
  if (!transaction) return redirect(res, 302, withOutcome('/', 'expired'), [cleared]);
  const callback = new URL(req.url ?? '/', config.SITE_URL);
  if (callback.searchParams.get('state') !== transaction.state) return redirect(res, 302, withOutcome(transaction.returnTo, 'expired'), [cleared]);
  try {
    const agent = await finishSignIn(config, callback, transaction);
    const { token, expiresAt } = await startAgentSession(db, agent, now);
    redirect(res, 302, transaction.returnTo, [cleared, ...sessionCookies(token, null, expiresAt, config.SITE_URL, now)]);
  } catch (error) {
    if (!(error instanceof SignInFailed)) throw error;
    logger.warn({ reason: error.message }, '[customer-care] sign-in refused');
    redirect(res, 302, withOutcome(transaction.returnTo, error.reason), [cleared]);
  }
}

/** POST /api/customer-care/logout?returnTo=/path: the session row deleted and its cookies cleared, then the login page. */
export async function signOut(req: NextApiRequest, res: NextApiResponse, config: Env, db: Kysely<Database>): Promise<void> {
  requireCareMode(config);
  if (await agentOf(req, { customerCare: true, db })) await endSession(db, readCookie(req.headers, SESSION_COOKIE));
  redirect(res, 303, withOutcome(safeReturnPath(req.query.returnTo), 'signedOut'), clearedSessionCookies(config.SITE_URL));
}
