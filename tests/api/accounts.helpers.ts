import type { NextApiRequest, NextApiResponse } from 'next';

export type AccountAnswer = { status: number; body: unknown; headers: Record<string, string | string[]>; cookies: string[] };
export type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** The CSRF token every test browser holds (cookie and header), and the flags cookie turning the toggle on. */
export const CSRF = 'csrf-token-of-the-test-browser-0';
export const TOGGLE_ON = 'escapade-flags=customerAccount:on';

/** A browser of the site: its cookies (name → value), sent with each call; answers' Set-Cookie update them. */
export class TestBrowser {
  readonly cookies = new Map<string, string>([
    ['escapade-flags', 'customerAccount:on'],
    ['escapade-csrf', CSRF],
  ]);

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  keep(setCookies: readonly string[]): void {
    for (const cookie of setCookies) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = decodeURIComponent(pair.slice(index + 1));
      if (/Max-Age=0/.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Calls as the site's own scripts do: same origin, JSON, the CSRF header (each can be left out or changed). */
  async call(handler: Handler, options: { method?: string; body?: unknown; headers?: Record<string, string>; csrf?: string | null } = {}): Promise<AccountAnswer> {
    const method = options.method ?? 'GET';
    // The site's scripts copy the cookie as it is now (signing in renews it).
    const csrf = options.csrf === undefined ? (this.cookies.get('escapade-csrf') ?? '') : options.csrf;
    const answer = await send(handler, {
      method,
      body: options.body,
      headers: {
        cookie: this.cookieHeader(),
        'sec-fetch-site': 'same-origin',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(method === 'POST' && csrf !== null ? { 'x-csrf-token': csrf } : {}),
        ...options.headers,
      },
    });
    this.keep(answer.cookies);
    return answer;
  }
}

/** Calls a Next API handler with a mock request; keeps every Set-Cookie value apart. */
export async function send(
  handler: Handler,
  options: { method: string; query?: Record<string, string>; body?: unknown; headers: Record<string, string>; ip?: string; url?: string },
): Promise<AccountAnswer> {
  const headers: Record<string, string | string[]> = {};
  let status = 200;
  let body: unknown;
  const res = {
    headersSent: false,
    statusCode: 200,
    setHeader(name: string, value: string | string[]) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
    status(code: number) {
      status = code;
      return res;
    },
    json(value: unknown) {
      body = JSON.parse(JSON.stringify(value));
      res.headersSent = true;
      return res;
    },
    end(value?: unknown) {
      body = value;
      res.headersSent = true;
      return res;
    },
  };
  const req = {
    method: options.method,
    query: options.query ?? {},
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    headers: options.headers,
    socket: { remoteAddress: options.ip ?? '203.0.113.9' },
    url: options.url ?? '/api/account/test',
  };
  await handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  const setCookie = headers['set-cookie'];
  return { status, body, headers, cookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [] };
}
