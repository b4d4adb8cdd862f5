/**
 * Who sends the events: a client id kept in localStorage (like GA's `_ga`: "random.seconds") and a session
 * that ends after 30 minutes without events (search spec §9). Storage may hold anything or throw: a value
 * that does not look right is replaced, and without storage the ids live in memory for the page's life.
 */
export const CLIENT_ID_KEY = 'escapade.analytics.clientId';
export const SESSION_KEY = 'escapade.analytics.session';
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;

const CLIENT_ID = /^\d{1,12}\.\d{9,11}$/;

type Session = { id: string; lastSeen: number };

function randomDigits(): string {
  const values = new Uint32Array(1);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) crypto.getRandomValues(values);
  else values[0] = Math.floor(Math.random() * 2 ** 32);
  return String(values[0]);
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or forbidden storage: keep the value in memory only.
  }
}

export function createIdentity(storage: Storage | null, now: () => number) {
  let clientId: string | undefined;
  let session: Session | undefined;

  return {
    clientId(): string {
      if (clientId) return clientId;
      const stored = read(storage, CLIENT_ID_KEY);
      clientId = stored && CLIENT_ID.test(stored) ? stored : `${randomDigits()}.${Math.floor(now() / 1000)}`;
      if (clientId !== stored) write(storage, CLIENT_ID_KEY, clientId);
      return clientId;
    },

    /** The current session id, starting a new session after 30 minutes of silence; records activity. */
    touchSession(): string {
      const time = now();
      session ??= parseSession(read(storage, SESSION_KEY));
      if (!session || time - session.lastSeen > SESSION_TIMEOUT_MS || session.lastSeen > time) {
        session = { id: String(Math.floor(time / 1000)), lastSeen: time };
      }
      session.lastSeen = time;
      write(storage, SESSION_KEY, JSON.stringify(session));
      return session.id;
    },
  };
}

function parseSession(raw: string | null): Session | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' && value !== null &&
      typeof (value as Session).id === 'string' && /^\d+$/.test((value as Session).id) &&
      Number.isFinite((value as Session).lastSeen)
    ) {
      return { id: (value as Session).id, lastSeen: (value as Session).lastSeen };
    }
  } catch {
    // Not JSON: a new session.
  }
  return undefined;
}
