/** @jest-environment node */
// Every outbound call has a timeout: each browser fetch passes through withTimeout (src/lib/fetch-timeout.ts), and
// the server's only outbound calls, to PostgreSQL, have connect and statement timeouts (src/server/db/get-db.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { FETCH_TIMEOUT_MS, withTimeout } from '@/lib/fetch-timeout';

const ROOT = join(__dirname, '..', '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'generated' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** `fetch(` calls and what follows them up to the closing parenthesis of the call (roughly: 400 characters). */
function fetchCalls(text: string): string[] {
  return [...text.matchAll(/(?<![\w.])(?:fetch|options\.fetch)\(/g)].map((m) => text.slice(m.index, m.index + 400));
}

describe('every outbound call has a timeout', () => {
  it('passes every browser and server fetch through withTimeout', () => {
    const missing: string[] = [];
    let calls = 0;
    for (const file of [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'pages'))]) {
      if (file.endsWith('fetch-timeout.ts')) continue;
      for (const call of fetchCalls(readFileSync(file, 'utf8'))) {
        calls++;
        // The init object: withTimeout(...) wraps it, or an explicit signal is passed.
        if (!/^[^;]*?(withTimeout\(|signal:)/s.test(call.split('\n').slice(0, 4).join('\n'))) missing.push(`${relative(ROOT, file)}: ${call.split('\n')[0]}`);
      }
    }
    expect(calls).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('aborts a call that does not answer in time, with the caller able to cancel it sooner', async () => {
    const never = (_url: string, init: RequestInit) =>
      new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    const started = Date.now();
    await expect(never('/slow', withTimeout({}, 50))).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(1000);
    const caller = new AbortController();
    const pending = never('/slow', withTimeout({ signal: caller.signal }));
    caller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FETCH_TIMEOUT_MS).toBeLessThanOrEqual(15_000);
  });

  it('gives the server database client connect and statement timeouts', () => {
    const getDb = readFileSync(join(ROOT, 'src/server/db/get-db.ts'), 'utf8');
    expect(getDb).toMatch(/connectTimeoutMs:/);
    expect(getDb).toMatch(/statementTimeoutMs:/);
    // create-db.ts hands them to the pool of src/server/db/postgres-pool.ts, which gives them to pg.
    const createDb = readFileSync(join(ROOT, 'src/server/db/create-db.ts'), 'utf8');
    expect(createDb).toMatch(/postgresPool\(/);
    const pool = readFileSync(join(ROOT, 'src/server/db/postgres-pool.ts'), 'utf8');
    expect(pool).toMatch(/connectionTimeoutMillis/);
    expect(pool).toMatch(/statement_timeout/);
    expect(pool).toMatch(/query_timeout/);
  });
});
