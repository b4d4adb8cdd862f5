import * as oidc from 'openid-client';
import type { Env } from '@/lib/env';
import { withTimeout } from '@/lib/fetch-timeout';

/**
 * The customer-care sign-in through the agents' identity provider (docs/customer-care.md): OpenID Connect,
 * authorization code with PKCE (S256), state and nonce, the client authenticated with its secret. openid-client checks
 * the provider's answer: issuer, state, `iss` parameter, the ID token's signature, audience, expiry and nonce.
 */

export type OidcSettings = Pick<Env, 'OIDC_ISSUER_URL' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'SITE_URL' | 'UPSTREAM_TIMEOUT_MS'>;

/** What the browser keeps (HttpOnly cookie) between leaving for the provider and coming back. */
export type SignInTransaction = { state: string; nonce: string; verifier: string; returnTo: string };

/** The agent the provider vouched for. */
export type VerifiedAgent = { subject: string; name: string };

export const SCOPES = 'openid profile email';

/** The provider is told nothing went wrong on its side, and the visitor gets the login page's message. */
export class SignInFailed extends Error {
  constructor(
    readonly reason: 'unreachable' | 'rejected',
    message: string,
  ) {
    super(message);
  }
}

export const callbackUrl = (siteUrl: string): string => `${siteUrl}/api/customer-care/callback`;

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The provider's metadata, discovered once per process and issuer (forgotten after a failure, so the next sign-in asks again). */
function configuration(settings: OidcSettings): Promise<oidc.Configuration> {
  const { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: secret } = settings;
  if (!issuer || !clientId || !secret) return Promise.reject(new SignInFailed('unreachable', 'OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are not set'));
  const key = `${issuer} ${clientId}`;
  let found = configurations.get(key);
  if (!found) {
    const timeout = settings.UPSTREAM_TIMEOUT_MS;
    const customFetch: oidc.CustomFetch = (url, options) => fetch(url, withTimeout(options as RequestInit, timeout));
    const url = new URL(issuer);
    found = oidc
      .discovery(url, clientId, secret, oidc.ClientSecretBasic(secret), {
        // http only for a provider on this machine (env.ts allows no other).
        execute: url.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        [oidc.customFetch]: customFetch,
      })
      .then((config) => {
        config[oidc.customFetch] = customFetch;
        return config;
      });
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  return found.catch((error: unknown) => {
    throw error instanceof SignInFailed ? error : new SignInFailed('unreachable', `The identity provider ${issuer} did not answer: ${String(error)}`);
  });
}

/** Where to send the agent to sign in, and what to keep for the way back. */
export async function startSignIn(settings: OidcSettings, returnTo: string): Promise<{ url: string; transaction: SignInTransaction }> {
  const config = await configuration(settings);
  const verifier = oidc.randomPKCECodeVerifier();
  const transaction: SignInTransaction = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier, returnTo };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(settings.SITE_URL),
    scope: SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
    // Every sign-in asks for the password again: agents share desks.
    prompt: 'login',
  });
  return { url: url.href, transaction };
}

/** The provider's answer at the callback address, checked and exchanged for tokens: the agent it names. */
export async function finishSignIn(settings: OidcSettings, callback: URL, transaction: SignInTransaction): Promise<VerifiedAgent> {
  const config = await configuration(settings);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: transaction.verifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    const unreachable = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError' || error instanceof TypeError);
    throw new SignInFailed(unreachable ? 'unreachable' : 'rejected', `The identity provider's answer was refused: ${String(error)}`);
  }
  const claims = tokens.claims();
  if (!claims?.sub) throw new SignInFailed('rejected', 'The ID token names no subject');
  let name = typeof claims.name === 'string' ? claims.name.trim() : '';
  if (!name) {
    // Providers that keep profile claims out of the ID token answer them at the userinfo endpoint.
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => null);
    name = typeof info?.name === 'string' ? info.name.trim() : '';
  }
  return { subject: claims.sub, name: (name || claims.sub).slice(0, 120) };
}
