import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { securityProblems } from '../tests/security/csp';
import { freshRequest, rawGet, rawRequest } from '../tests/security/raw-http';
import { NAMED_SERVICES } from './fixtures/named-services';

// The edges of issue 22 on the running production server (docs/security.md): the security headers on every answer,
// JSON under /api, one rate limit across npm start's processes, cross-site posts refused. Nothing here depends on
// the locale or viewport: one project runs it.

const base = () => new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3210');
const isJsonError = (body: string) => {
  try {
    const value = JSON.parse(body) as { error?: unknown; message?: unknown };
    return typeof value.error === 'string' && typeof value.message === 'string';
  } catch {
    return false;
  }
};

test('every answer kind carries the security headers, and every /api failure is JSON', async () => {
  const { hostname, port } = base();
  const at = Number(port);
  const big = 'a'.repeat(17_000);
  const bigBody = JSON.stringify({ x: 'b'.repeat(120_000) });
  const cases: [string, string, 'page' | 'api' | 'asset', number, boolean][] = [
    // [what, raw request, policy kind, status, JSON body]
    ['malformed page address', rawGet('/%'), 'asset', 400, false],
    ['malformed API address', rawGet('/api/hotels/%/availabilities.json'), 'asset', 400, true],
    ['malformed locale page address', rawGet('/es-ES/%E2%82'), 'asset', 400, false],
    ['unknown API address', rawGet('/api/does/not/exist.json'), 'api', 404, true],
    ['unknown API address, POST', 'POST /api/nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}', 'api', 404, true],
    ['wrong method', 'DELETE /api/offers.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'api', 405, true],
    ['health, POST', 'POST /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', 'api', 405, true],
    ['unknown picture', rawGet('/api/images/sea-wellness-99999999-0.jpg'), 'api', 404, true],
    ['unknown tile', rawGet('/api/tiles/99/0/0.png'), 'api', 404, true],
    ['not-found page', rawGet('/cette-page-nexiste-pas'), 'page', 404, false],
    ["Next's error page asked for directly", rawGet('/_error'), 'page', 404, false],
    ["Next's 404 page asked for directly", rawGet('/404'), 'page', 404, false],
    ['missing build asset', rawGet('/_next/static/missing.js'), 'asset', 404, false],
    ['optimiser refusing an address', rawGet('/_next/image?url=%2Fnope&w=1&q=1'), 'asset', 400, false],
    ['address over 16 kB', rawGet(`/recherche?q=${big}`), 'asset', 431, true],
    ['API address over 16 kB', rawGet(`/api/offers.json?q=${big}`), 'asset', 431, true],
    ['header over 16 kB', rawGet('/', `X-Big: ${big}\r\n`), 'asset', 431, true],
    ['body over 100 kB', `POST /api/offers.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${bigBody.length}\r\n\r\n${bigBody}`, 'api', 413, true],
  ];
  for (const [what, request, kind, status, json] of cases) {
    const answer = await rawRequest(at, request, hostname);
    expect.soft(answer.status, what).toBe(status);
    expect.soft(securityProblems(answer.headers, kind), what).toEqual([]);
    if (json) expect.soft(isJsonError(answer.body), `${what}: JSON {error, message}`).toBe(true);
    if (status === 413) expect.soft(JSON.parse(answer.body).error, what).toBe('payload_too_large');
    if (status === 405) expect.soft(answer.headers.allow, what).toMatch(/GET, HEAD/);
  }
  // HEAD wherever GET works.
  expect((await rawRequest(at, 'HEAD /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', hostname)).status).toBe(200);
  expect((await rawRequest(at, 'HEAD /api/content/themes.json?locale=fr_FR HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', hostname)).status).toBe(200);
});

test('a cross-site post from a page in the browser is refused and not stored', async ({ page }) => {
  const site = base();
  const message = `cross-site ${Date.now()}`;
  // A page of another site, served here on loopback (Chromium lets a local page reach a local server): localhost
  // is another site than 127.0.0.1. Any web page can post like it does, without a preflight.
  const evil = createHttpServer((_req, res) => res.setHeader('content-type', 'text/html').end('<!doctype html><title>elsewhere</title>'));
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  await page.goto(`http://localhost:${(evil.address() as AddressInfo).port}/`);
  const answers = await Promise.all(
    [
      { path: '/api/log/client-error', body: JSON.stringify({ level: 'ERROR', message }), type: 'text/plain' },
      { path: '/api/analytics/ga/collect/fr_FR', body: JSON.stringify({ client_id: message, events: [{ name: 'x', params: {}, session_id: 's', timestamp_ms: 1 }] }), type: 'text/plain' },
    ].map(async ({ path, body, type }) => {
      const response = page.waitForResponse((r) => r.url().endsWith(path));
      await page.evaluate(([url, b, t]) => fetch(url, { method: 'POST', mode: 'no-cors', body: b, headers: { 'content-type': t } }).catch(() => undefined), [new URL(path, site).href, body, type]);
      return (await response).status();
    }),
  );
  evil.close();
  expect(answers).toEqual([403, 403]);
  // Straight from a script too: the same call with another site's Origin, then as JSON from the site itself.
  const crossSite = await freshRequest(new URL('/api/log/client-error', site).href, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: JSON.stringify({ level: 'ERROR', message }) });
  expect(crossSite.status).toBe(403);
  expect(isJsonError(crossSite.body)).toBe(true);
  const missingPage = await freshRequest(new URL(`/api/error?uri=%2Fx&locale=fr_FR`, site).href, { headers: { 'sec-fetch-site': 'cross-site' } });
  expect(missingPage.status).toBe(403);

  const file = process.env.E2E_SQLITE_FILE ?? 'data/e2e.sqlite';
  if (!process.env.E2E_BASE_URL && existsSync(file)) {
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      expect(db.prepare('select count(*) as n from client_error_report where message like ?').get(`%${message}%`)).toEqual({ n: 0 });
      expect(db.prepare('select count(*) as n from analytics_event where client_id = ?').get(message)).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  }
});

test.describe('rate limits on the multi-process server', () => {
  test.skip(!!process.env.E2E_BASE_URL, 'starts its own server from the local build');
  // Its own `npm start` (scripts/start.mjs) with two server processes, on the e2e catalog, trusting 127.0.0.2 as a proxy.
  let server: ChildProcess | undefined;
  let url = '';
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, ...NAMED_SERVICES, PORT: String(port), HOSTNAME: '127.0.0.1', WEB_CONCURRENCY: '2', TRUSTED_PROXIES: '127.0.0.2', SITE_URL: url, SQLITE_FILE: process.env.E2E_SQLITE_FILE ?? 'data/e2e.sqlite', SEED_SCALE: process.env.E2E_SEED_SCALE ?? 'test' },
      stdio: 'ignore',
    });
    for (let i = 0; i < 170; i++) {
      if ((await freshRequest(`${url}/api/health`).catch(() => null))?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    // Both processes are up when the cluster primary has two children.
    const children = spawnSync('ps', ['--ppid', String(server.pid), '-o', 'pid=']).stdout.toString().trim().split('\n').filter(Boolean);
    expect(children).toHaveLength(2);
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  const post = (from: string, forwarded: string | undefined, n: number) =>
    freshRequest(`${url}/api/log/client-error`, {
      method: 'POST',
      localAddress: from,
      headers: { 'content-type': 'application/json', ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
      body: JSON.stringify({ level: 'ERROR', message: `rate limit e2e ${n}` }),
    }).then((r) => r.status);

  test('one burst per client across both processes; a forged X-Forwarded-For changes nothing', async () => {
    // A fresh loopback address per run: its bucket is new whatever earlier runs left in the shared database.
    const random = () => 1 + Math.floor(Math.random() * 250);
    const direct = `127.${random()}.${random()}.${random()}`;
    const started = Date.now();
    const statuses = [];
    // One connection per request: the cluster hands them to the two processes in turn.
    for (let i = 0; i < 44; i += 4) statuses.push(...(await Promise.all([0, 1, 2, 3].map((j) => post(direct, `10.0.${i}.${j}`, i + j)))));
    const seconds = (Date.now() - started) / 1000;
    const accepted = statuses.filter((s) => s === 202).length;
    // A limit per process would accept all 44 (22 each); one shared limit accepts the burst of 30 and the refill.
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted).toBeLessThanOrEqual(30 + Math.ceil(seconds) + 1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });

  test('behind a trusted proxy, each forwarded client has its own limit; entries left of it are ignored', async () => {
    const client = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses = [];
    for (let i = 0; i < 40; i += 4) statuses.push(...(await Promise.all([0, 1, 2, 3].map((j) => post('127.0.0.2', `203.0.113.${i + j}, ${client}`, i + j)))));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(await post('127.0.0.2', `${client.replace(/\.\d+$/, '.251')}`, 99)).toBe(202);
  });
});
