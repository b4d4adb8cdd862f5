/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { safeReturnPath, signInCookie, signInOf, SIGN_IN_COOKIE } from '../sign-in-cookie';
import { withOutcome, withoutOutcome } from '../sign-in-flow';

const TRANSACTION = { state: 'state-abcdefghijklmnopqrstuv', nonce: 'nonce-abcdefghijklmnopqrstuv', verifier: 'verifier-abcdefghijklmnopqrstuvwxyz0123456789', returnTo: '/es-ES/contacto' };
const headersOf = (setCookie: string) => ({ cookie: setCookie.split(';')[0] });

describe('the sign-in cookie', () => {
  it('is HttpOnly, SameSite=Lax, ten minutes, Secure on https only', () => {
    const plain = signInCookie(TRANSACTION, 'http://127.0.0.1:3000');
    expect(plain).toMatch(new RegExp(`^${SIGN_IN_COOKIE}=`));
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('SameSite=Lax');
    expect(plain).toContain('Max-Age=600');
    expect(plain).not.toContain('Secure');
    expect(signInCookie(TRANSACTION, 'https://care.escapade.example')).toContain('Secure');
  });

  it('gives back the sign-in it holds', () => {
    expect(signInOf(headersOf(signInCookie(TRANSACTION, 'http://x')))).toEqual(TRANSACTION);
  });

  it.each([
    ['no cookie', {}],
    ['an empty cookie', { cookie: `${SIGN_IN_COOKIE}=` }],
    ['not base64 JSON', { cookie: `${SIGN_IN_COOKIE}=%%%` }],
    ['JSON without the verifier', { cookie: `${SIGN_IN_COOKIE}=${Buffer.from(JSON.stringify({ ...TRANSACTION, verifier: undefined })).toString('base64url')}` }],
    ['a state with other characters', { cookie: `${SIGN_IN_COOKIE}=${Buffer.from(JSON.stringify({ ...TRANSACTION, state: 'a"b<c>defghijklmnopqrstuvwxyz' })).toString('base64url')}` }],
    ['a huge value', { cookie: `${SIGN_IN_COOKIE}=${'a'.repeat(5000)}` }],
  ])('reads %s as no sign-in', (_case, headers) => {
    expect(signInOf(headers)).toBeNull();
  });

  it('never sends the agent to another site after signing in', () => {
    const forged = Buffer.from(JSON.stringify({ ...TRANSACTION, returnTo: '//evil.example/x' })).toString('base64url');
    expect(signInOf({ cookie: `${SIGN_IN_COOKIE}=${forged}` })?.returnTo).toBe('/');
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/es-ES/contacto', '/es-ES/contacto'],
    ['/recherche?flow=gifting', '/recherche?flow=gifting'],
    ['/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['contact', '/'],
    ['/a\nb', '/'],
    ['/api/orders/lookup', '/'],
    ['/_next/data/x.json', '/'],
    [['/a', '/b'], '/'],
    [undefined, '/'],
    ['/' + 'a'.repeat(2000), '/'],
  ])('reads %j as %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe('the outcome the login page shows', () => {
  it.each([
    ['/', 'signedOut', '/?careSignIn=signedOut'],
    ['/es-ES/contacto?x=1', 'rejected', '/es-ES/contacto?x=1&careSignIn=rejected'],
    ['/contact?careSignIn=expired', 'unreachable', '/contact?careSignIn=unreachable'],
    ['//evil.example', 'expired', '/?careSignIn=expired'],
  ] as const)('adds it to %s (%s)', (path, outcome, expected) => {
    expect(withOutcome(path, outcome)).toBe(expected);
  });

  it('is left out of the address signing in comes back to', () => {
    expect(withoutOutcome('/es-ES/contacto?x=1&careSignIn=rejected')).toBe('/es-ES/contacto?x=1');
    expect(withoutOutcome('/?careSignIn=signedOut')).toBe('/');
  });
});
