/** @jest-environment node */
// The edge guard every server process runs before Next (scripts/serve.mjs, src/server/http/edge-guard.js), on a real
// socket: malformed percent-encodings in paths and queries, request lines and headers over Node's 16 kB, and bytes
// Node's parser rejects. Every answer carries the security headers; under /api and for what Node rejects it is
// JSON {error, message}; never a 5xx. The handler behind the guard fails like Next's router would on a path it
// cannot decode, so a malformed path that got through would show as a 500. e2e/security-edges.spec.ts runs the
// same kinds of requests against the real multi-process server.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { securityProblems } from '../security/csp';
import { rawGet, rawRequest, type RawAnswer } from '../security/raw-http';
import { fuzzParameters, fuzzRuns } from './fuzz-inputs';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, run by the server processes as is
const { answerClientError, guardRequest } = require('../../src/server/http/edge-guard.js') as {
  guardRequest: (req: IncomingMessage, res: ServerResponse) => boolean;
  answerClientError: (error: Error & { code?: string }, socket: Duplex) => void;
};

const RUNS = fuzzRuns(150);

const get = rawGet;

const isJsonError = (answer: RawAnswer) => {
  try {
    const body = JSON.parse(answer.body) as { error?: unknown; message?: unknown };
    return typeof body.error === 'string' && typeof body.message === 'string' && /^application\/json/.test(answer.headers['content-type'] ?? '');
  } catch {
    return false;
  }
};

/** A percent sign followed by anything: nothing, one or two characters, a broken UTF-8 sequence. */
const percent = fc.oneof(
  fc.constantFrom('%', '%%', '%2', '%zz', '%G0', '%C3%28', '%E2%82', '%F0%90%80', '%ED%A0%80', '%FF', '%C0%AF', '%00', '%25', '%2F', '%E9'),
  fc.tuple(fc.constantFrom('0', '9', 'a', 'F', 'g', 'Z', '%', '-', '.'), fc.constantFrom('', '0', 'f', 'x', '/', '%')).map(([a, b]) => `%${a}${b}`),
);
const plain = fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/);
const segment = fc.array(fc.oneof(plain, percent), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
const prefix = fc.constantFrom('', '/api', '/api/hotels', '/api/offers.json', '/es-ES', '/recherche', '/_next/static', '/api/images');
const target = fc.tuple(prefix, fc.array(segment, { minLength: 1, maxLength: 3 }), fc.option(fc.array(fc.tuple(segment, segment), { maxLength: 3 }), { nil: undefined })).map(
  ([start, segments, query]) => `${start}/${segments.join('/')}${query ? `?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : ''}`,
);

describe('edge guard under fuzzing', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (guardRequest(req, res)) return;
      try {
        // What Next's router does first: decode the path (it answers its error page when this throws).
        decodeURIComponent((req.url ?? '/').split('?')[0]);
        res.setHeader('Content-Type', 'text/plain');
        res.end('ok');
      } catch {
        res.statusCode = 500;
        res.end('undecodable path reached the application');
      }
    });
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it(`answers ${RUNS} addresses with malformed percent-encodings with the security headers, JSON under /api, never a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(target, async (address) => {
        const answer = await rawRequest(port, get(address));
        expect(answer.status).toBeLessThan(500);
        expect(securityProblems(answer.headers, 'api')).toEqual([]);
        let malformed = false;
        try {
          decodeURIComponent(address.split('?')[0]);
        } catch {
          malformed = true;
        }
        if (malformed) {
          expect(answer.status).toBe(400);
          if (address.startsWith('/api')) expect(isJsonError(answer)).toBe(true);
        } else expect([200, 400]).toContain(answer.status);
      }),
      fuzzParameters(RUNS),
    );
  }, 120_000);

  it(`answers ${RUNS} request lines and headers over 16 kB, or that Node cannot parse, with 431/400 JSON and the security headers`, async () => {
    const oversized = fc.oneof(
      fc.integer({ min: 16_400, max: 40_000 }).map((n) => get(`/api/offers.json?q=${'a'.repeat(n)}`)),
      fc.integer({ min: 16_400, max: 40_000 }).map((n) => get(`/${'x'.repeat(n)}`)),
      fc.integer({ min: 16_400, max: 40_000 }).map((n) => get('/', `X-Big: ${'b'.repeat(n)}\r\n`)),
      fc.integer({ min: 260, max: 600 }).map((n) => get('/api/health', Array.from({ length: n }, (_, i) => `X-H${i}: ${'v'.repeat(60)}\r\n`).join(''))),
      fc.constantFrom('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 'GET /a b c HTTP/1.1\r\n\r\n', 'NOT-HTTP\r\n\r\n', 'GET / HTTP/9.9\r\n\r\n', 'GET /\x01 HTTP/1.1\r\n\r\n'),
    );
    await fc.assert(
      fc.asyncProperty(oversized, async (request) => {
        const answer = await rawRequest(port, request);
        expect([400, 413, 431, 505]).toContain(answer.status);
        expect(securityProblems(answer.headers, 'api')).toEqual([]);
        expect(isJsonError(answer)).toBe(true);
        if (request.length > 16_400) expect(answer.status).toBe(431);
      }),
      fuzzParameters(RUNS),
    );
  }, 120_000);

  it('answers a malformed page address with a short HTML page, and HEAD without a body', async () => {
    const page = await rawRequest(port, get('/%'));
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(securityProblems(page.headers, 'asset')).toEqual([]);
    const head = await rawRequest(port, 'HEAD /api/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(head.status).toBe(400);
    expect(head.body).toBe('');
  });

  it('adds the headers to answers the application makes itself', async () => {
    const answer = await rawRequest(port, get('/api/health'));
    expect(answer.status).toBe(200);
    expect(securityProblems(answer.headers, 'asset')).toEqual([]);
  });
});
