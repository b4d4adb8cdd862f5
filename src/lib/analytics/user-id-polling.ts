/**
 * The analytics user id (search-and-discovery §9: "identifier polling every 1 s for 5 attempts"): a signed-in
 * customer's pseudonymous analytics id is given to the tracker as `user_id`. The server puts it in a cookie of its
 * own, readable by scripts (the session and account id cookies stay HttpOnly), while the customer is signed in and
 * has accepted audience measurement (docs/accounts.md "The analytics id"). The cookie may appear just after the page
 * starts (a sign-in that answers while the page loads), so it is looked for at once and then every second, five looks
 * in all; the first id found is handed over and the polling stops. Without one after five looks, events go without a
 * user id.
 */
export const USER_ID_POLL_INTERVAL_MS = 1000;
export const USER_ID_POLL_ATTEMPTS = 5;

/** The analytics id cookie (src/server/auth/session-cookies.ts `ANALYTICS_ID_COOKIE`). */
export const ANALYTICS_ID_COOKIE = 'escapade-uid';

/** 16 random bytes in base64url, as src/server/accounts/analytics-id.ts makes it. */
const ANALYTICS_ID = /^[A-Za-z0-9_-]{22}$/;

/** An analytics id as the tracker may send it, or null (absent, empty, any other shape). */
export function userIdOf(value: string | null | undefined): string | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value).trim();
  } catch {
    return null;
  }
  return ANALYTICS_ID.test(decoded) ? decoded : null;
}

export type UserIdPolling = {
  /** where the id is read (the cookie in the browser); null while there is none */
  read: () => string | null;
  onFound: (userId: string) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** Starts looking; returns a stop function (the page leaving, tests). */
export function pollUserId({ read, onFound, setTimer = setTimeout, clearTimer = (t) => clearTimeout(t as ReturnType<typeof setTimeout>) }: UserIdPolling): () => void {
  let attempts = 0;
  let timer: unknown;
  let stopped = false;
  const look = () => {
    if (stopped) return;
    attempts += 1;
    const id = read();
    if (id !== null) {
      stopped = true;
      onFound(id);
      return;
    }
    if (attempts < USER_ID_POLL_ATTEMPTS) timer = setTimer(look, USER_ID_POLL_INTERVAL_MS);
  };
  look();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
  };
}
