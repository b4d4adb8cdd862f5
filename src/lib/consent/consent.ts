/**
 * The visitor's cookie consent (docs/consent.md): a first-party cookie, readable by the site's scripts, holding the
 * version of the choices asked and one answer per purpose. Nothing here touches the browser: the store
 * (`consent-store.ts`) reads and writes `document.cookie` with these rules.
 *
 * Cookie value: `v=1&analytics=1&advertising=0&at=1764201600` (URL-search form: `&` and `=` are legal in a cookie
 * value). A cookie of another version, or one that cannot be read, counts as no answer: the banner asks again.
 */
export const CONSENT_COOKIE = 'escapade-consent';

/** Raised when the purposes or their wording change: every earlier answer is asked again. */
export const CONSENT_VERSION = 1;

/** Answers are kept six months (the CNIL's recommendation for both an acceptance and a refusal), then asked again. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

/**
 * What a visitor may accept or refuse, each on its own. Strictly necessary cookies (session, basket, this one) need
 * no consent and are not listed.
 * - analytics: audience measurement, the collect call of src/lib/analytics (client id, session, events).
 * - advertising: the data layer (`window.dataLayer`), which a tag manager's advertising tags read.
 */
export const CONSENT_PURPOSES = ['analytics', 'advertising'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export type ConsentChoices = Record<ConsentPurpose, boolean>;

export type Consent = {
  version: number;
  choices: ConsentChoices;
  /** when the visitor answered, seconds since the epoch */
  at: number;
};

export const ALL_GRANTED: ConsentChoices = { analytics: true, advertising: true };
export const ALL_REFUSED: ConsentChoices = { analytics: false, advertising: false };

const FLAG = /^[01]$/;
const SECONDS = /^\d{1,11}$/;

/** The answer a cookie value holds, or null (none, another version, anything malformed). */
export function parseConsent(value: string | null | undefined): Consent | null {
  if (!value || value.length > 200) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(value);
  } catch {
    return null;
  }
  if (params.get('v') !== String(CONSENT_VERSION)) return null;
  const choices = {} as ConsentChoices;
  for (const purpose of CONSENT_PURPOSES) {
    const flag = params.get(purpose);
    if (flag === null || !FLAG.test(flag)) return null;
    choices[purpose] = flag === '1';
  }
  const at = params.get('at');
  if (at === null || !SECONDS.test(at)) return null;
  return { version: CONSENT_VERSION, choices, at: Number(at) };
}

/** The cookie value of an answer given at `now`. */
export function consentValue(choices: ConsentChoices, now: Date): string {
  const params = new URLSearchParams({ v: String(CONSENT_VERSION) });
  for (const purpose of CONSENT_PURPOSES) params.set(purpose, choices[purpose] ? '1' : '0');
  params.set('at', String(Math.floor(now.getTime() / 1000)));
  return params.toString();
}

/** The whole `document.cookie` assignment: first party, whole site, six months, Lax, Secure over https. */
export function consentCookie(choices: ConsentChoices, now: Date, secure: boolean): string {
  const parts = [`${CONSENT_COOKIE}=${consentValue(choices, now)}`, 'Path=/', `Max-Age=${CONSENT_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** One cookie's raw value from a `Cookie` header or `document.cookie`, or null. */
export function cookieValue(cookies: string | null | undefined, name: string): string | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    return part.slice(index + 1).trim();
  }
  return null;
}

/** Whether a purpose may run: only with an answer of the current version that accepts it (no answer: no). */
export const isGranted = (consent: Consent | null, purpose: ConsentPurpose): boolean => consent?.choices[purpose] === true;
