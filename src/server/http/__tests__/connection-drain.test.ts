/** @jest-environment node */
import { Agent, createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { applyKeepAlive, connectionDrain, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from '../connection-drain';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

const get = (port: number, path: string, agent: Agent | false = false) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });

/** Whether a new TCP connection to the port is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** A server whose `/slow` answers wait for the test; anything else answers at once. */
async function slowServer() {
  const server = createServer();
  applyKeepAlive(server);
  const drain = connectionDrain(server);
  const slow: ServerResponse[] = [];
  server.on('request', (req, res) => {
    drain.track(res);
    if (req.url === '/slow') slow.push(res);
    else res.end('fast');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, drain, slow, port: (server.address() as AddressInfo).port };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('draining a server', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it('keeps idle connections 65 s, longer than nginx keeps its upstream ones (60 s)', async () => {
    const started = await slowServer();
    server = started.server;
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect({ keepAlive: server.keepAliveTimeout, headers: server.headersTimeout }).toEqual({ keepAlive: 65_000, headers: HEADERS_TIMEOUT_MS });
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('refuses new connections, closes idle kept-alive ones, and finishes the answer in flight with Connection: close', async () => {
    const started = await slowServer();
    server = started.server;
    const { drain, slow, port } = started;
    // A kept-alive connection that is idle when the drain begins, and another one with an answer in flight.
    const idle = new Agent({ keepAlive: true });
    const before = await get(port, '/fast', idle);
    expect(before.headers.connection).toBe('keep-alive');
    const idleSocketClosed = new Promise<void>((resolve) => Object.values(idle.freeSockets).flat()[0]?.once('close', () => resolve()));
    const busy = new Agent({ keepAlive: true });
    const inFlight = get(port, '/slow', busy);
    await until(() => slow.length === 1);

    const drained = drain.drain(5_000);
    await idleSocketClosed;
    expect(await accepts(port)).toBe(false);
    slow[0].end('slow');
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, body: 'slow', headers: { connection: 'close' } });
    expect(await drained).toEqual({ finished: true, cutOff: 0 });
    idle.destroy();
    busy.destroy();
  });

  it('answers a request whose headers were still arriving when the drain began, before it resolves', async () => {
    const started = await slowServer();
    server = started.server;
    const socket = connect(started.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write('GET /fast HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    let drained = false;
    const drain = started.drain.drain(5_000).then((outcome) => ((drained = true), outcome));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained).toBe(false);
    socket.write('\r\n');
    expect(await drain).toEqual({ finished: true, cutOff: 0 });
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toMatch(/\r\nConnection: close\r\n/);
  });

  it('cuts off what is still in flight once its time is up', async () => {
    const started = await slowServer();
    server = started.server;
    const { drain, slow, port } = started;
    const inFlight = get(port, '/slow').catch((error: Error) => error.message);
    await until(() => slow.length === 1);
    const began = performance.now();
    expect(await drain.drain(100)).toEqual({ finished: false, cutOff: 1 });
    expect(performance.now() - began).toBeLessThan(2_000);
    expect(await inFlight).toBe('socket hang up');
  });

  it('resolves at once with nothing in flight', async () => {
    const started = await slowServer();
    server = started.server;
    expect(await started.drain.drain(30_000)).toEqual({ finished: true, cutOff: 0 });
    expect(await accepts(started.port)).toBe(false);
  });
});
