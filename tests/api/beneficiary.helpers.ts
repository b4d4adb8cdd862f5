import loginRoute from '../../pages/api/beneficiary/login';
import { send as sendToHandler, type Handler } from './accounts.helpers';

export type BrowserAnswer = { status: number; body: unknown; headers: Record<string, string | string[]>; cookies: string[] };

/** The CSRF token the test browser holds (cookie and header), as the beneficiary's page hands it out. */
export const PAGE_CSRF = 'csrf-token-of-the-gift-page-0000';

/**
 * A browser on the beneficiary's pages (docs/redemption.md): its cookies (the CSRF one from the page, the session's
 * from the login), sent with every call as the site's scripts send them (same origin, JSON, the CSRF header on a
 * POST); every answer's Set-Cookie updates them.
 */
export class GiftBrowser {
  readonly cookies = new Map<string, string>([['escapade-csrf', PAGE_CSRF]]);

  constructor(readonly ip = '203.0.113.21') {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  /** `csrf: null` leaves the header out; `cookies: false` sends none (another site's page). */
  async call(
    handler: Handler,
    options: { method?: string; query?: Record<string, string>; body?: unknown; headers?: Record<string, string>; csrf?: string | null } = {},
  ): Promise<BrowserAnswer> {
    const method = options.method ?? 'GET';
    const csrf = options.csrf === undefined ? (this.cookies.get('escapade-csrf') ?? '') : options.csrf;
    const answer = await send(handler, {
      method,
      query: options.query ?? {},
      body: options.body,
      ip: this.ip,
      headers: {
        cookie: this.cookieHeader(),
        'sec-fetch-site': 'same-origin',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(method === 'POST' && csrf !== null ? { 'x-csrf-token': csrf } : {}),
        ...options.headers,
      },
    });
    for (const cookie of answer.cookies) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = decodeURIComponent(pair.slice(index + 1));
      if (/Max-Age=0/.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  /** The login with a code: the gift, and the session's cookie kept. */
  login(code: string, locale = 'fr_FR'): Promise<BrowserAnswer> {
    return this.call(loginRoute, { method: 'POST', body: { code, locale } });
  }
}

/** Calls a Next API handler with a mock request (the accounts' helper, addressed as a beneficiary's call). */
export const send = (
  handler: Handler,
  options: { method: string; query: Record<string, string>; body?: unknown; headers: Record<string, string>; ip: string },
): Promise<BrowserAnswer> => sendToHandler(handler, { ...options, url: '/api/beneficiary/test' });
