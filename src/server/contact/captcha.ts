import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import type { CaptchaChallenge, CaptchaPayload } from '@/contracts/contact';
import type { Database } from '@/server/db/database';
import { storedSecret } from './contact.repository';

/** SHA-256 rounds per try: the work is in the number of tries, not in each one. */
const ALGORITHM = 'SHA-256';
/** A challenge is solved when the form is sent (the captcha is invisible), so it need not live long. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
const SECRET_NAME = 'captcha_hmac';

const cache = new WeakMap<Kysely<Database>, Promise<string>>();

/**
 * The key that signs challenges: CAPTCHA_HMAC_SECRET, or else one made once and kept in `app_secret`, so every server
 * process (and every instance on one PostgreSQL) verifies what any of them signed.
 */
export function captchaSecret(db: Kysely<Database>, configured: string | undefined, now: Date = new Date()): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = cache.get(db);
  if (!secret) {
    secret = (async () => {
      const value = randomBytes(32).toString('hex');
      return storedSecret(db, SECRET_NAME, value, now);
    })();
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}

/**
 * A signed ALTCHA challenge (v2, deterministic): the server picks the number, between a fifth of `maxNumber` and
 * `maxNumber`, the browser finds it by trying every one from 0 (about 0.2 to 1 s on a phone at the default 50,000).
 */
export async function createCaptchaChallenge(secret: string, maxNumber: number, now: Date = new Date()): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(maxNumber, Math.ceil(maxNumber / 5)),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret(secret),
  });
  return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
}

const keySecret = (secret: string) => `${secret}:key`;

export type CaptchaVerdict = { ok: true; id: string } | { ok: false; reason: 'missing' | 'expired' | 'invalid' };

/** Checks a solved challenge: signed by us, not expired, the right number. Its signature is its id (spent once). */
export async function verifyCaptcha(payload: CaptchaPayload | undefined, secret: string): Promise<CaptchaVerdict> {
  if (!payload?.challenge.signature) return { ok: false, reason: 'missing' };
  try {
    const result = await verifySolution({
      challenge: payload.challenge as unknown as Challenge,
      solution: { counter: payload.solution.counter, derivedKey: payload.solution.derivedKey, time: payload.solution.time ?? 0 },
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: keySecret(secret),
    });
    if (result.verified) return { ok: true, id: payload.challenge.signature };
    return { ok: false, reason: result.expired ? 'expired' : 'invalid' };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
