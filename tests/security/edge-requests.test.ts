/** @jest-environment node */
// Requests the edge guard answers itself (src/server/http/edge-guard.js, before Next in every server process): TRACE,
// an HTTP/1.1 request without Host, and a request target in absolute form. The server is created as
// scripts/serve.mjs creates it (SERVER_OPTIONS); behind the guard, a handler that fails on TRACE and echoes its
// target into a redirect, as Next did, so anything the guard lets through shows.
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { securityProblems } from './csp';
import { rawRequest } from './raw-http';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, run by the server processes as is
const { answerClientError, guardRequest, SERVER_OPTIONS } = require('../../src/server/http/edge-guard.js') as {
  guardRequest: (req: IncomingMessage, res: ServerResponse) => boolean;
  answerClientError: (error: Error & { code?: string }, socket: Duplex) => void;
  SERVER_OPTIONS: ServerOptions;
};

const json = (body: string) => JSON.parse(body) as { error: string; message: string };

describe('requests the edge guard answers', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer(SERVER_OPTIONS, (req, res) => {
      if (guardRequest(req, res)) return;
      if (req.method === 'TRACE') {
        res.statusCode = 500;
        return res.end('<html>Internal Server Error</html>');
      }
      // Next's trailing-slash redirect: the target as the request line gave it.
      if (req.url?.split('?')[0].endsWith('/') && req.url !== '/') {
        res.statusCode = 308;
        res.setHeader('Location', req.url.replace(/\/(\?|$)/, '$1'));
        return res.end();
      }
      res.setHeader('Content-Type', 'text/plain');
      res.end(`ok ${req.url}`);
    });
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(['/', '/recherche', '/api/health', '/api/orders'])('answers TRACE %s with 405 JSON, Allow and the security headers', async (path) => {
    const answer = await rawRequest(port, `TRACE ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: escapade-session=secret\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(json(answer.body)).toEqual({ error: 'method_not_allowed', message: 'TRACE is not allowed' });
    expect(answer.body).not.toContain('secret');
    expect(securityProblems(answer.headers, 'asset')).toEqual([]);
  });

  it.each(['/', '/api/health'])('answers an HTTP/1.1 request to %s without Host with a JSON 400 and the security headers', async (path) => {
    const answer = await rawRequest(port, `GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(json(answer.body)).toEqual({ error: 'bad_request', message: 'The request has no Host header' });
    expect(securityProblems(answer.headers, 'asset')).toEqual([]);
    // HTTP/1.0 needs no Host.
    expect((await rawRequest(port, `GET ${path} HTTP/1.0\r\n\r\n`)).status).toBe(200);
  });

  it('reads a target in absolute form as its path, so no answer repeats the host it names', async () => {
    const redirect = await rawRequest(port, 'GET http://evil.example/recherche/?page=2 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toBe('/recherche?page=2');
    const page = await rawRequest(port, 'GET https://evil.example/recherche HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(page.body).toBe('ok /recherche');
    expect(securityProblems(page.headers, 'asset')).toEqual([]);
  });
});
