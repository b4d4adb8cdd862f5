/**
 * The contact form's calls (src/contracts/contact.ts): the invisible captcha (fetch a challenge, find its number) and
 * the message itself. Every outcome is a value, never a throw. Loaded with the form, never with the page.
 */
import { startImport } from '@/contracts/lazy';
import { CONTACT_API, type CaptchaPayload, type ContactRequest } from '@/contracts/contact';
import { withTimeout } from '@/lib/fetch-timeout';

export type SendOutcome = { kind: 'ok'; reference: string } | { kind: 'captcha' } | { kind: 'rateLimited' } | { kind: 'failed' };

const schemas = () => startImport(() => import('@/contracts/contact.schema'));

/** Fetches a challenge and finds its number in the browser (ALTCHA proof of work); null when either fails. */
export async function solveCaptcha(): Promise<CaptchaPayload | null> {
  try {
    const [{ solveChallenge }, { deriveKey }, { captchaChallengeSchema }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha'), schemas()]);
    const response = await fetch(CONTACT_API.challenge, withTimeout({ headers: { accept: 'application/json' } }));
    if (!response.ok) return null;
    const challenge = captchaChallengeSchema.parse(await response.json());
    const solution = await solveChallenge({ challenge: challenge as never, deriveKey, timeout: 60_000 });
    return solution ? { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey, time: solution.time } } : null;
  } catch (error) {
    console.error('the contact captcha failed', error);
    return null;
  }
}

/** Posts a message (with its solved captcha, none in customer-care mode). */
export async function sendContactMessage(request: ContactRequest): Promise<SendOutcome> {
  try {
    const response = await fetch(CONTACT_API.submit, withTimeout({ method: 'POST', body: JSON.stringify(request), headers: { accept: 'application/json', 'content-type': 'application/json' } }));
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return { kind: 'ok', reference: (await schemas()).contactAcceptedSchema.parse(body).reference };
    if (response.status === 403 && (body as { error?: unknown } | null)?.error === 'captcha_failed') return { kind: 'captcha' };
    if (response.status === 429) return { kind: 'rateLimited' };
    console.error(`${CONTACT_API.submit} answered ${response.status}`);
    return { kind: 'failed' };
  } catch (error) {
    console.error(`${CONTACT_API.submit} failed`, error);
    return { kind: 'failed' };
  }
}
