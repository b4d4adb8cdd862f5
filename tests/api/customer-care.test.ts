/** @jest-environment node */
// Customer care (issue 19 §3, docs/customer-care.md): on a server in CUSTOMER_CARE mode every API call but the open
// ones answers 401 to a caller without an agent's session, an agent works as usual and alone looks a booking up by its
// number, and signing out ends the stored session. The sign-in itself runs against the real local OpenID Connect
// provider (scripts/oidc-provider.ts), started here as the e2e harness starts it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { NextApiRequest, NextApiResponse } from 'next';
import { placedOrderSchema, stayCartSchema } from '@/contracts/checkout.schema';
import { parseEnv, type Env } from '@/lib/env';
import { agentOf, AGENT_SESSION_HOURS, startAgentSession } from '@/server/auth/agent-session';
import { startSession } from '@/server/auth/sessions';
import { readOrderForAgent } from '@/server/customer-care/agent-booking-lookup';
import { agentBookingLimiter, bookingCallClient } from '@/server/http/booking-call-limits';
import { careSignInLimiter } from '@/server/customer-care/care-limits';
import { beginSignIn, completeSignIn } from '@/server/customer-care/sign-in-flow';
import { SIGN_IN_COOKIE } from '@/server/customer-care/sign-in-cookie';
import { lookupLimiter, orderLimiter } from '@/server/orders/order-limits';
import type { SeededTestDb } from '@/testing/test-db';
import cartRoute from '../../pages/api/checkout/stay/cart';
import themesRoute from '../../pages/api/content/themes.json';
import logoutRoute from '../../pages/api/customer-care/logout';
import healthRoute from '../../pages/api/health';
import offersRoute from '../../pages/api/offers.json';
import ordersRoute from '../../pages/api/orders/index';
import lookupRoute from '../../pages/api/orders/lookup';
import { isApiError, useDbForRoutes } from './catalog-content.helpers';
import { createSuiteDb, DATABASES } from './offers-helpers';
import { findBookableStay, orderBody, stayCriteria } from './orders.helpers';
import { answerOf } from '@/testing/answer-of';

// This suite's server is a customer-care one (env() reads these on the first request).
Object.assign(process.env, { CUSTOMER_CARE: 'on', OIDC_ISSUER_URL: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'escapade-care-test', OIDC_CLIENT_SECRET: 'escapade-care-test-secret', SITE_URL: 'http://127.0.0.1:3999' });

type Answer = { status: number; body: unknown; headers: Record<string, string | string[]> };
type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** A Next API handler called with a mock request; Set-Cookie kept as the list it is. */
async function call(handler: Handler, { method = 'GET', url = '/api/test', query = {}, body, cookie }: { method?: string; url?: string; query?: Record<string, string>; body?: unknown; cookie?: string } = {}): Promise<Answer> {
  const headers: Record<string, string | string[]> = {};
  let status = 200;
  let sent: unknown;
  const res = {
    headersSent: false,
    setHeader(name: string, value: string | string[]) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    status(code: number) {
      status = code;
      return res;
    },
    json(value: unknown) {
      sent = JSON.parse(JSON.stringify(value));
      res.headersSent = true;
      return res;
    },
    end(value?: unknown) {
      sent = value;
      res.headersSent = true;
      return res;
    },
  };
  const req = {
    method,
    url,
    query,
    body,
    headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    socket: { remoteAddress: '203.0.113.50' },
  };
  await handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return { status, body: sent, headers };
}

const setCookies = (answer: Answer): string[] => {
  const value = answer.headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};
const cookieOf = (setCookie: string) => setCookie.split(';')[0];

describe.each(DATABASES)('customer-care mode on %s', (_engine, url) => {
  let t: SeededTestDb;
  let agentCookie: string;
  let bookingNumber: string;

  beforeAll(async () => {
    t = await createSuiteDb(url);
    useDbForRoutes(t.db);
    const { token } = await startAgentSession(t.db, { subject: 'agent.alice', name: 'Alice Martin' });
    agentCookie = `escapade-session=${token}`;
    // A booking placed by the agent (the order calls are closed to anyone else in this mode).
    const stay = await findBookableStay(t.db, t.today);
    const cart = stayCartSchema.parse((await call(cartRoute, { method: 'POST', body: stayCriteria(stay), cookie: agentCookie })).body);
    const placed = await call(ordersRoute, { method: 'POST', body: orderBody(stay, cart.total), cookie: agentCookie });
    expect(placed.status).toBe(200);
    bookingNumber = placedOrderSchema.parse(placed.body).bookingNumber;
  }, 240_000);
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await Promise.all([lookupLimiter.reset(), orderLimiter.reset(), careSignInLimiter.reset(), agentBookingLimiter.reset()]);
  });

  const callers = async (): Promise<[string, string | undefined][]> => {
    const customer = await startSession(t.db, { kind: 'customer', accountId: 1 });
    const beneficiary = await startSession(t.db, { kind: 'beneficiary', voucherId: 1 });
    const expired = await startSession(t.db, { kind: 'agent', subject: 'agent.alice' }, new Date(Date.now() - 10 * 3_600_000), AGENT_SESSION_HOURS / 24);
    return [
      ['no cookie', undefined],
      ['a made-up token', 'escapade-session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      ['a malformed cookie', 'escapade-session=%E0%A4%A'],
      ["a signed-in customer's session", `escapade-session=${customer.token}`],
      ["a beneficiary's session", `escapade-session=${beneficiary.token}`],
      ["an agent's expired session", `escapade-session=${expired.token}`],
    ];
  };

  it('answers 401 JSON to every caller without an agent session, on reading and storing calls alike, and stores nothing', async () => {
    const orders = async () => Number((await t.db.selectFrom('order').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await orders();
    for (const [who, cookie] of await callers()) {
      const answers = [
        await call(themesRoute, { url: '/api/content/themes.json?locale=fr_FR', query: { locale: 'fr_FR' }, cookie }),
        await call(offersRoute, { url: '/api/offers.json?locale=fr_FR', query: { locale: 'fr_FR' }, cookie }),
        await call(lookupRoute, { method: 'POST', url: '/api/orders/lookup', body: { bookingNumber }, cookie }),
        await call(lookupRoute, { method: 'POST', url: '/api/orders/lookup', body: { bookingNumber, email: 'elodie.darcy@example.com' }, cookie }),
        await call(ordersRoute, { method: 'POST', url: '/api/orders', body: {}, cookie }),
      ];
      for (const answer of answers) {
        expect([who, answer.status, (answer.body as { error?: string }).error]).toEqual([who, 401, 'unauthorized']);
        expect(isApiError(answer.body)).toBe(true);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
    expect(await orders()).toBe(before);
  });

  it('serves a signed-in agent as usual', async () => {
    const themes = await call(themesRoute, { url: '/api/content/themes.json?locale=fr_FR', query: { locale: 'fr_FR' }, cookie: agentCookie });
    expect(themes.status).toBe(200);
    expect(await agentOf({ headers: { cookie: agentCookie } }, { customerCare: true, db: t.db })).toEqual({ kind: 'agent', subject: 'agent.alice', name: 'Alice Martin' });
  });

  it('keeps the health check open to the load balancer', async () => {
    expect((await call(healthRoute, { url: '/api/health' })).status).toBe(200);
  });

  it("lets an agent alone look a booking up by its number, without the buyer's e-mail", async () => {
    const found = await call(lookupRoute, { method: 'POST', url: '/api/orders/lookup', body: { bookingNumber }, cookie: agentCookie });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ bookingNumber, buyer: { email: 'elodie.darcy@example.com' } });
    const unknown = await call(lookupRoute, { method: 'POST', url: '/api/orders/lookup', body: { bookingNumber: '00000001' }, cookie: agentCookie });
    expect(unknown.status).toBe(404);
    // Outside the mode an agent's session gives no power: the lookup needs the e-mail (403 without it).
    await expect(readOrderForAgent(t.db, { headers: { cookie: agentCookie } }, bookingNumber, false).catch(answerOf)).resolves.toMatchObject({ status: 403 });
    expect(await agentOf({ headers: { cookie: agentCookie } }, { customerCare: false, db: t.db })).toBeNull();
    for (const [, cookie] of await callers()) {
      await expect(readOrderForAgent(t.db, { headers: cookie ? { cookie } : {} }, bookingNumber, true).catch(answerOf)).resolves.toMatchObject({ status: 403 });
    }
  });

  it("counts an agent's booking look-ups per agent in the shared store, not per address: a desk's agents do not stop each other", async () => {
    const { token } = await startAgentSession(t.db, { subject: 'agent.bruno', name: 'Bruno Rossi' });
    const bruno = `escapade-session=${token}`;
    const lookUp = (cookie: string) => call(lookupRoute, { method: 'POST', url: '/api/orders/lookup', body: { bookingNumber }, cookie });
    // From one address, well past the public's 5: Alice's first 30 pass, the 31st waits.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await lookUp(agentCookie)).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const limited = await lookUp(agentCookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Bruno, at the same desk (address), is not held back by Alice.
    expect((await lookUp(bruno)).status).toBe(200);
    const { rows: buckets } = await sql<{ bucket: string }>`select bucket from rate_limit_bucket where bucket like 'agent-booking:%'`.execute(t.db);
    expect(buckets.map((b) => b.bucket).sort()).toEqual(['agent-booking:agent.alice', 'agent-booking:agent.bruno']);
    // Outside the mode, and for a caller without an agent session, the count stays per address.
    const req = { headers: { cookie: agentCookie }, socket: { remoteAddress: '203.0.113.50' } } as unknown as NextApiRequest;
    expect(await bookingCallClient(req, false)).toBe('203.0.113.50');
    expect(await bookingCallClient({ ...req, headers: {} } as unknown as NextApiRequest, true)).toBe('203.0.113.50');
    expect(await bookingCallClient(req, true)).toBe('agent:agent.alice');
  });

  it('signs an agent out: the stored session is deleted, its cookie cleared, and the login page says so', async () => {
    const { token } = await startAgentSession(t.db, { subject: 'agent.bruno', name: 'Bruno Rossi' });
    const cookie = `escapade-session=${token}`;
    const out = await call(logoutRoute, { method: 'POST', url: '/api/customer-care/logout?returnTo=%2Fes-ES', query: { returnTo: '/es-ES' }, cookie });
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/es-ES?careSignIn=signedOut');
    expect(setCookies(out).find((c) => c.startsWith('escapade-session='))).toMatch(/^escapade-session=; Path=\/; Max-Age=0; SameSite=Lax; Expires=[^;]+; HttpOnly/);
    expect(await agentOf({ headers: { cookie } }, { customerCare: true, db: t.db })).toBeNull();
    expect((await call(themesRoute, { url: '/api/content/themes.json', query: { locale: 'fr_FR' }, cookie })).status).toBe(401);
    // Never to another site afterwards.
    expect((await call(logoutRoute, { method: 'POST', url: '/api/customer-care/logout', query: { returnTo: '//evil.example' } })).headers.location).toBe('/?careSignIn=signedOut');
  });

  it('sends the agent back to the login page with a message when the provider cannot be reached or the sign-in is stale', async () => {
    const config = parseEnv({ ...process.env, OIDC_ISSUER_URL: 'http://127.0.0.1:9', UPSTREAM_TIMEOUT_MS: '1000' });
    const started = await call((req, res) => beginSignIn(req, res, config), { query: { returnTo: '/es-ES/contacto' } });
    expect([started.status, started.headers.location]).toEqual([302, '/es-ES/contacto?careSignIn=unreachable']);
    const noCookie = await call((req, res) => completeSignIn(req, res, config, t.db), { url: '/api/customer-care/callback?code=x&state=y' });
    expect([noCookie.status, noCookie.headers.location]).toEqual([302, '/?careSignIn=expired']);
  });
});

/** A free port on this machine. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A browser's cookie jar for one site, as much as the provider's pages need. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('signing in through the local OpenID Connect provider', () => {
  let provider: ChildProcess | undefined;
  let issuer = '';
  let config: Env;
  let t: SeededTestDb;
  let folder = '';
  const site = 'http://127.0.0.1:3999';

  beforeAll(async () => {
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}`;
    folder = mkdtempSync(join(tmpdir(), 'oidc-provider-'));
    provider = spawn(process.execPath, ['--import', 'tsx', 'scripts/oidc-provider.ts'], {
      env: {
        ...process.env,
        OIDC_PROVIDER_PORT: String(port),
        OIDC_PROVIDER_CLIENT_ID: 'escapade-care-test',
        OIDC_PROVIDER_CLIENT_SECRET: 'escapade-care-test-secret',
        OIDC_PROVIDER_REDIRECT_URIS: `${site}/api/customer-care/callback`,
        OIDC_PROVIDER_STORE: join(folder, 'issued.json'),
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 120; i++) {
      if ((await fetch(`${issuer}/health`, { signal: AbortSignal.timeout(1000) }).catch(() => null))?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    config = parseEnv({ CUSTOMER_CARE: 'on', OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: 'escapade-care-test', OIDC_CLIENT_SECRET: 'escapade-care-test-secret', SITE_URL: site });
    t = await createSuiteDb(null);
  }, 120_000);
  afterAll(async () => {
    if (provider?.pid) {
      const exited = new Promise((resolve) => provider!.once('exit', resolve));
      provider.kill('SIGTERM');
      await exited;
    }
    await t?.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  /** From the site's sign-in to the provider's answer at the callback address, as a browser follows it. */
  async function signInAtProvider(password: string): Promise<{ callbackUrl: string; signInCookie: string; refused?: string }> {
    const started = await call((req, res) => beginSignIn(req, res, config), { query: { returnTo: '/es-ES/contacto' } });
    expect(started.status).toBe(302);
    const authorize = new URL(String(started.headers.location));
    expect(authorize.origin).toBe(issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ client_id: 'escapade-care-test', response_type: 'code', code_challenge_method: 'S256', scope: 'openid profile email', prompt: 'login', redirect_uri: `${site}/api/customer-care/callback` });
    const signInCookie = cookieOf(setCookies(started).find((c) => c.startsWith(`${SIGN_IN_COOKIE}=`))!);
    const jar = new Jar();
    let next = authorize.href;
    let form: Response | undefined;
    for (let hop = 0; hop < 10 && next.startsWith(issuer); hop++) {
      const response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.take(response);
      if (response.status === 200) {
        form = response;
        break;
      }
      next = new URL(response.headers.get('location')!, next).href;
    }
    const page = await form!.text();
    const action = /action="([^"]+)"/.exec(page)![1];
    const posted = await fetch(new URL(action, issuer), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'agent.alice', password }).toString(),
    });
    jar.take(posted);
    if (posted.status === 401) return { callbackUrl: '', signInCookie, refused: await posted.text() };
    next = new URL(posted.headers.get('location')!, issuer).href;
    for (let hop = 0; hop < 10 && next.startsWith(issuer); hop++) {
      const response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.take(response);
      next = new URL(response.headers.get('location')!, next).href;
    }
    expect(next.startsWith(`${site}/api/customer-care/callback?`)).toBe(true);
    return { callbackUrl: next, signInCookie };
  }

  it('refuses a wrong password at the provider', async () => {
    const { refused } = await signInAtProvider('wrong-password');
    expect(refused).toContain('Wrong user name or password.');
  });

  it('opens a stored agent session with the name the provider gives, once per answer, back on the page asked for', async () => {
    const { callbackUrl, signInCookie } = await signInAtProvider('alice-care-2026');
    const path = callbackUrl.slice(site.length);
    const back = await call((req, res) => completeSignIn(req, res, config, t.db), { url: path, cookie: signInCookie });
    expect([back.status, back.headers.location]).toEqual([302, '/es-ES/contacto']);
    const cookies = setCookies(back);
    expect(cookies.find((c) => c.startsWith(`${SIGN_IN_COOKIE}=`))).toContain('Max-Age=0');
    const session = cookies.find((c) => c.startsWith('escapade-session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(new RegExp(`Max-Age=${AGENT_SESSION_HOURS * 3600}`));
    const agent = await agentOf({ headers: { cookie: cookieOf(session) } }, { customerCare: true, db: t.db });
    expect(agent).toEqual({ kind: 'agent', subject: 'agent.alice', name: 'Alice Martin' });
    const row = await t.db.selectFrom('auth_session').select(['kind', 'subject', 'expires_at']).where('subject', '=', 'agent.alice').executeTakeFirstOrThrow();
    expect(row.kind).toBe('agent');

    // The same answer again (a replayed code) opens nothing.
    const replay = await call((req, res) => completeSignIn(req, res, config, t.db), { url: path, cookie: signInCookie });
    expect([replay.status, replay.headers.location]).toEqual([302, '/es-ES/contacto?careSignIn=rejected']);
    // An answer for another browser's sign-in (its state) is refused before the provider is asked.
    const other = await signInAtProvider('alice-care-2026');
    const crossed = await call((req, res) => completeSignIn(req, res, config, t.db), { url: other.callbackUrl.slice(site.length), cookie: signInCookie });
    expect([crossed.status, crossed.headers.location]).toEqual([302, '/es-ES/contacto?careSignIn=expired']);
  });
});
