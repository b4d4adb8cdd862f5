import { CONSENT_COOKIE, consentCookie, cookieValue, isGranted, parseConsent, type Consent, type ConsentChoices, type ConsentPurpose } from './consent';

/**
 * The consent in this browser: read from the cookie, written by the banner, heard by whoever must wait for it (the
 * analytics). Plain module state with listeners (useSyncExternalStore reads it in React); nothing on the server,
 * where every answer is "no answer yet" so the server's HTML is the same for everyone and stays cacheable.
 */
export type ConsentSnapshot = {
  /** the stored answer of the current version, or null: the banner asks */
  consent: Consent | null;
  /** the visitor reopened the choices (the footer's 'Cookie preferences') */
  reopened: boolean;
};

const listeners = new Set<() => void>();
let snapshot: ConsentSnapshot | null = null;
let lastRaw: string | null | undefined;

function readCookie(): string | null {
  try {
    return cookieValue(document.cookie, CONSENT_COOKIE);
  } catch {
    return null; // cookies blocked: no answer can be kept, the banner asks on each page
  }
}

const SERVER_SNAPSHOT: ConsentSnapshot = { consent: null, reopened: false };

export function getConsentSnapshot(): ConsentSnapshot {
  if (typeof document === 'undefined') return SERVER_SNAPSHOT;
  const raw = readCookie();
  if (snapshot === null || raw !== lastRaw) {
    lastRaw = raw;
    snapshot = { consent: parseConsent(raw), reopened: snapshot?.reopened ?? false };
  }
  return snapshot;
}

export const getServerConsentSnapshot = (): ConsentSnapshot => SERVER_SNAPSHOT;

function emit(next: ConsentSnapshot) {
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in customer's analytics id (src/server/auth/session-cookies.ts `ANALYTICS_ID_COOKIE`, docs/accounts.md). */
export const ANALYTICS_ID_COOKIE_NAME = 'escapade-uid';

/**
 * Keeps the visitor's answer (six months) and tells every listener; closes the reopened choices. Refusing audience
 * measurement also deletes the analytics id's cookie at once (the server sets it again only with consent).
 */
export function saveConsent(choices: ConsentChoices, now: Date = new Date()): void {
  try {
    document.cookie = consentCookie(choices, now, window.location.protocol === 'https:');
    if (!choices.analytics) document.cookie = `${ANALYTICS_ID_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // cookies blocked: the answer holds for this page only
  }
  lastRaw = readCookie();
  const stored = parseConsent(lastRaw);
  emit({ consent: stored ?? { version: 0, choices, at: Math.floor(now.getTime() / 1000) }, reopened: false });
}

/** The footer's 'Cookie preferences': shows the choices again, as they stand. */
export function reopenConsent(): void {
  emit({ ...getConsentSnapshot(), reopened: true });
}

/** Whether a purpose may run now (in the browser, with a stored or just given answer that accepts it). */
export const consentGranted = (purpose: ConsentPurpose): boolean => isGranted(getConsentSnapshot().consent, purpose);

/** Calls `run` once the purpose is accepted (at once if it already is); returns the unsubscribe. */
export function whenGranted(purpose: ConsentPurpose, run: () => void): () => void {
  if (consentGranted(purpose)) {
    run();
    return () => undefined;
  }
  const unsubscribe = subscribeConsent(() => {
    if (!consentGranted(purpose)) return;
    unsubscribe();
    run();
  });
  return unsubscribe;
}

/** Tests: forget the module's state (the cookie is the test's to clear). */
export function resetConsentStoreForTests(): void {
  snapshot = null;
  lastRaw = undefined;
  listeners.clear();
}
