import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freshRequest } from '../tests/security/raw-http';
import { NAMED_SERVICES } from './fixtures/named-services';

// Issue 31, point 3 (docs/operations-lifecycle.md): a server process opens its port only once ready, and on SIGTERM
// closes it, finishes the requests in flight with `Connection: close`, answers /api/ready 503 meanwhile and exits 0;
// the cluster primary of `npm start` waits for every server process. Server behaviour, not the locale's: the
// fr-FR-desktop project alone runs it (playwright.config.ts), against the local build, with its own small catalog.

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Whether a new TCP connection to the port is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** A connection the test writes a request on in pieces; `answer` is what came back once the server closed it. */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
  return { write: (text: string) => new Promise<void>((resolve) => socket.write(text, () => resolve())), answer };
}

/** A search posted slowly: headers and half the body now, the rest when `finish` is called. */
async function slowSearch(port: number) {
  const body = JSON.stringify({ locale: 'fr_FR', criteria: {} });
  const connection = rawConnection(port);
  await connection.write(`POST /api/offers.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
  return { finish: () => connection.write(body.slice(10)), answer: connection.answer };
}

type Server = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

function start(script: string, port: number, sqliteFile: string, extra: Record<string, string> = {}): Server {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', SITE_URL: `http://127.0.0.1:${port}`, SQLITE_FILE: sqliteFile, SEED_SCALE: 'test', NEXT_TELEMETRY_DISABLED: '1', ...extra };
  delete env.DATABASE_URL;
  Object.assign(env, NAMED_SERVICES);
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

/** Waits for the port to open (at most `seconds`), counting the refused attempts before. */
async function untilAccepting(server: Server, seconds: number): Promise<number> {
  let refused = 0;
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; refused++) {
    if (await accepts(server.port)) return refused;
    await pause(50);
  }
  throw new Error(`port ${server.port} still closed after ${seconds} s:\n${server.output()}`);
}

/** Waits until the port refuses new connections (at most `seconds`). */
async function untilRefusing(port: number, seconds: number): Promise<boolean> {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; await pause(50)) if (!(await accepts(port))) return true;
  return false;
}

test.describe('a server process: ready before its port opens, drained on SIGTERM', () => {
  test.skip(!!process.env.E2E_BASE_URL, 'starts its own server from the local build');
  test.describe.configure({ mode: 'serial' });
  let dir = '';
  let sqliteFile = '';
  let running: Server | undefined;

  test.beforeAll(() => {
    test.setTimeout(120_000);
    dir = mkdtempSync(join(tmpdir(), 'escapade-lifecycle-'));
    sqliteFile = join(dir, 'catalog.sqlite');
    // Its own catalog, prepared as `npm start` does before it starts the server processes.
    const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts'], { env: { ...process.env, SQLITE_FILE: sqliteFile, SEED_SCALE: 'test', DATABASE_URL: '' }, encoding: 'utf8' });
    expect(prepared.status, prepared.stderr).toBe(0);
  });
  test.afterAll(async () => {
    if (running?.child.exitCode === null) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  test('scripts/serve.mjs opens its port only once ready, and on SIGTERM finishes a slow request with Connection: close, answers /api/ready 503, refuses new connections and exits 0', async () => {
    test.setTimeout(90_000);
    running = start('scripts/serve.mjs', await freePort(), sqliteFile);
    const server = running;
    expect(await untilAccepting(server, 60)).toBeGreaterThan(0);
    // The first answer on the open port is already 'ready': the search index was loaded before the port opened.
    expect(await freshRequest(`http://127.0.0.1:${server.port}/api/ready`)).toMatchObject({ status: 200, body: JSON.stringify({ status: 'ready' }) });
    const log = server.output();
    expect(log.indexOf('search index ready'), log).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('search index ready'), log).toBeLessThan(log.indexOf('Escapade ready on'));

    const slow = await slowSearch(server.port);
    // A readiness check whose headers are still arriving when the signal comes (nginx's request already on its way).
    const readiness = rawConnection(server.port);
    await readiness.write('GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await pause(300);
    server.child.kill('SIGTERM');

    expect(await untilRefusing(server.port, 5)).toBe(true);
    await readiness.write('\r\n');
    const notReady = await readiness.answer;
    expect(notReady).toMatchObject({ status: 503, headers: { connection: 'close', 'retry-after': '5', 'cache-control': 'no-store' } });
    expect(JSON.parse(notReady.body)).toMatchObject({ error: 'not_ready', reasons: ['draining'] });

    await slow.finish();
    const searched = await slow.answer;
    expect(searched.status, searched.body).toBe(200);
    expect(searched.headers.connection).toBe('close');
    expect(JSON.parse(searched.body)).toHaveProperty('exactMatch');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: process \d+ stops taking requests and finishes the 1 in flight/);
    expect(server.output()).toMatch(/Process \d+ stopped in [\d.]+ s: every request finished/);
  });

  test('npm start with two server processes: SIGTERM drains both, none is replaced, and the primary exits 0', async () => {
    test.setTimeout(90_000);
    running = start('scripts/start.mjs', await freePort(), sqliteFile, { WEB_CONCURRENCY: '2' });
    const server = running;
    await untilAccepting(server, 60);
    expect((await freshRequest(`http://127.0.0.1:${server.port}/api/ready`)).status).toBe(200);
    const children = () => spawnSync('ps', ['--ppid', String(server.child.pid), '-o', 'pid=']).stdout.toString().trim().split('\n').filter(Boolean);
    // Both server processes load their index: wait until both have opened their side of the port.
    for (const deadline = Date.now() + 30_000; (server.output().match(/Escapade ready on/g) ?? []).length < 2 && Date.now() < deadline; ) await pause(100);
    const pids = children().map(Number);
    expect(pids).toHaveLength(2);

    const slow = await slowSearch(server.port);
    await pause(300);
    server.child.kill('SIGTERM');
    expect(await untilRefusing(server.port, 5)).toBe(true);
    await slow.finish();
    const searched = await slow.answer;
    expect(searched.status, searched.body).toBe(200);
    expect(searched.headers.connection).toBe('close');
    expect(await server.exited).toBe(0);
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(pids.filter(alive)).toEqual([]);
    expect(server.output().match(/Process \d+ stopped in [\d.]+ s: every request finished/g)).toHaveLength(2);
    expect(server.output()).not.toContain('starting another');
  });
});
