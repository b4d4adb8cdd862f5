/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';
import { ENGINES } from '../../../../tests/api/catalog-content.helpers';
import { principalOf } from '../principal-of';
import { clearedSessionCookies, readCookie, sessionCookies, SESSION_COOKIE } from '../session-cookies';
import { endAccountSessions, endSession, principalOfToken, startSession, sweepExpiredSessions } from '../sessions';

const NOW = new Date('2026-12-24T10:00:00Z');
const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

describe('session cookies', () => {
  it.each([
    ['escapade-session=abc; other=1', 'abc'],
    ['other=1;  escapade-session=a%2Fb', 'a/b'],
    ['escapade-session=%E0%A4%A', undefined],
    ['escapade-sessionx=1', undefined],
    ['', undefined],
  ])('reads %j as %j', (cookie, expected) => {
    expect(readCookie({ cookie }, SESSION_COOKIE)).toBe(expected);
  });

  it('opens the token and account id cookies HttpOnly and SameSite=Lax, Secure with __Host- names only on https', () => {
    const [token, account] = sessionCookies('tok', 7, later(30), 'https://www.escapade.example', NOW);
    expect(token).toBe('__Host-escapade-session=tok; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure');
    expect(account).toBe('__Host-escapade-account=7; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure');
    expect(sessionCookies('tok', 7, later(30), 'http://localhost:3000', NOW)[0]).toBe('escapade-session=tok; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly');
  });

  it('clears the token, account id and analytics id cookies on sign-out', () => {
    const cleared = clearedSessionCookies('http://localhost:3000');
    expect(cleared.map((c) => c.split(';')[0])).toEqual(['escapade-session=', 'escapade-account=', 'escapade-uid=']);
    for (const cookie of cleared) expect(cookie).toContain('Max-Age=0');
  });
});

describe.each(ENGINES)('sessions on %s', (_engine, databaseUrl) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createMigratedTestDb({ databaseUrl });
  });
  afterAll(() => t.destroy());

  it('gives each role back from its token, and anonymous for none, a malformed, unknown or expired one', async () => {
    const customer = await startSession(t.db, { kind: 'customer', accountId: 12 }, NOW);
    const agent = await startSession(t.db, { kind: 'agent', subject: 'agent-sub' }, NOW);
    const beneficiary = await startSession(t.db, { kind: 'beneficiary', voucherId: 3 }, NOW, 1);
    expect(customer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await principalOfToken(t.db, customer.token, NOW)).toEqual({ kind: 'customer', accountId: 12 });
    expect(await principalOfToken(t.db, agent.token, NOW)).toEqual({ kind: 'agent', subject: 'agent-sub' });
    expect(await principalOfToken(t.db, beneficiary.token, NOW)).toEqual({ kind: 'beneficiary', voucherId: 3 });
    expect(await principalOfToken(t.db, beneficiary.token, later(2))).toEqual({ kind: 'anonymous' });
    expect(await principalOfToken(t.db, undefined, NOW)).toEqual({ kind: 'anonymous' });
    expect(await principalOfToken(t.db, "' or 1=1 --", NOW)).toEqual({ kind: 'anonymous' });
    expect(await principalOfToken(t.db, 'A'.repeat(43), NOW)).toEqual({ kind: 'anonymous' });
    expect(await principalOf({ headers: { cookie: `escapade-session=${customer.token}` } }, t.db, NOW)).toEqual({ kind: 'customer', accountId: 12 });
    expect(await principalOf({ headers: {} }, t.db, NOW)).toEqual({ kind: 'anonymous' });
  });

  it('keeps only the token hash, ends a session on sign-out and the other sessions of an account', async () => {
    const first = await startSession(t.db, { kind: 'customer', accountId: 40 }, NOW);
    const second = await startSession(t.db, { kind: 'customer', accountId: 40 }, NOW);
    const stored = await t.db.selectFrom('auth_session').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(first.token);
    await endAccountSessions(t.db, 40, first.token);
    expect(await principalOfToken(t.db, second.token, NOW)).toEqual({ kind: 'anonymous' });
    expect(await principalOfToken(t.db, first.token, NOW)).toEqual({ kind: 'customer', accountId: 40 });
    await endSession(t.db, first.token);
    expect(await principalOfToken(t.db, first.token, NOW)).toEqual({ kind: 'anonymous' });
    await sweepExpiredSessions(t.db, later(31));
    const left = await t.db.selectFrom('auth_session').select('token_hash').execute();
    expect(left).toEqual([]);
  });
});
