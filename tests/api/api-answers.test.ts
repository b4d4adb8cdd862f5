/** @jest-environment node */
// Every /api failure is JSON {error, message}: unknown addresses (404), wrong methods (405 with Allow; HEAD wherever
// GET works), bodies over the limit (413, not bad_request), and the picture and tile routes' 404s. Every route turns
// Next's body parser off, whose errors are plain text. e2e/security-edges.spec.ts asks the running server the same.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';
import unknownApi from '../../pages/api/[...path]';
import clientError from '../../pages/api/log/client-error';
import health from '../../pages/api/health';
import images from '../../pages/api/images/[...key]';
import offers from '../../pages/api/offers.json';
import themes from '../../pages/api/content/themes.json';
import tiles from '../../pages/api/tiles/[z]/[x]/[y]';
import { isApiError, useDbForRoutes } from './catalog-content.helpers';

type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;
type Answer = { status: number; body: unknown; headers: Record<string, string> };

/** A request as Next hands it to a route with its body parser off: the body is a stream. */
async function send(handler: Handler, { method = 'GET', query = {}, body, headers = {} }: { method?: string; query?: Record<string, string | string[]>; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const answer: Answer = { status: 200, body: undefined, headers: {} };
  let sent = false;
  const res = {
    get headersSent() {
      return sent;
    },
    setHeader(name: string, value: string | number) {
      answer.headers[name.toLowerCase()] = String(value);
      return res;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(value: unknown) {
      answer.headers['content-type'] = 'application/json';
      answer.body = JSON.parse(JSON.stringify(value));
      sent = true;
      return res;
    },
    send(value: unknown) {
      answer.body = value;
      sent = true;
      return res;
    },
  };
  const req = Object.assign(Readable.from(body === undefined ? [] : [Buffer.from(body)]), { method, url: '/api/x', query, headers: { 'content-type': 'application/json', ...headers }, socket: { remoteAddress: '192.0.2.1' } });
  await handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}

const routeFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? routeFiles(path) : path.endsWith('.ts') ? [path] : [];
  });

describe('API answers are JSON', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createMigratedTestDb({ databaseUrl: null });
    useDbForRoutes(t.db);
  });
  afterAll(() => t?.destroy());

  it('turns Next’s plain-text body parser off on every route', () => {
    const routes = routeFiles('pages/api');
    expect(routes.length).toBeGreaterThan(15);
    for (const file of routes) expect([file, /export const config = \{ api: \{ bodyParser: false \} \}/.test(readFileSync(file, 'utf8'))]).toEqual([file, true]);
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'])('answers an unknown /api address (%s) with a JSON 404', async (method) => {
    const answer = await send(unknownApi, { method, query: { path: ['nothing', 'here.json'] } });
    expect(answer.status).toBe(404);
    expect(isApiError(answer.body)).toBe(true);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD wherever GET works, and names HEAD in Allow', async () => {
    expect((await send(themes, { method: 'HEAD', query: { locale: 'fr_FR' } })).status).toBe(200);
    expect((await send(offers, { method: 'HEAD', query: { locale: 'fr_FR' } })).status).not.toBe(405);
    const wrong = await send(themes, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
    expect(isApiError(wrong.body)).toBe(true);
    expect((await send(offers, { method: 'PUT' })).headers.allow).toBe('GET, HEAD, POST');
    expect((await send(clientError, { method: 'HEAD' })).headers.allow).toBe('POST');
  });

  it('answers /api/health to GET and HEAD only', async () => {
    expect(await send(health)).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect((await send(health, { method: 'HEAD' })).status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await send(health, { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(isApiError(answer.body)).toBe(true);
    }
  });

  it('answers a body over 100 kB with 413 payload_too_large', async () => {
    const answer = await send(offers, { method: 'POST', body: JSON.stringify({ locale: 'fr_FR', pad: 'x'.repeat(120_000) }) });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: 'payload_too_large' });
    expect(isApiError(answer.body)).toBe(true);
  });

  it('answers unknown pictures and tiles with a JSON 404 that says what is wrong', async () => {
    for (const answer of [await send(images, { query: { key: ['nope.png'] } }), await send(tiles, { query: { z: '99', x: '0', y: '0.png' } })]) {
      expect(answer.status).toBe(404);
      expect(isApiError(answer.body)).toBe(true);
    }
    const wrong = await send(tiles, { method: 'POST', query: { z: '1', x: '0', y: '0.png' } });
    expect(wrong.status).toBe(405);
    expect(isApiError(wrong.body)).toBe(true);
  });
});
