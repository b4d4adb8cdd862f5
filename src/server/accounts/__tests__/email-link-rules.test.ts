/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { EMAIL_LINK_MINUTES, isLinkToken, linkExpiry, linkVerdict, type StoredLink } from '../email-link-rules';
import { analyticsIdCookieAction } from '../analytics-id';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const TOKEN = 'A'.repeat(21) + '_-' + 'z9'.repeat(10);
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const row = (over: Partial<StoredLink> = {}): StoredLink => ({ purpose: 'sign-in', expires_at: at(15), used_at: null, ...over });

describe('sign-in and reset links: lifetimes', () => {
  it('lasts 15 minutes to sign in and 1 hour to reset a password', () => {
    expect(EMAIL_LINK_MINUTES).toEqual({ 'sign-in': 15, 'reset-password': 60 });
    expect(linkExpiry('sign-in', NOW).toISOString()).toBe('2026-11-27T10:15:00.000Z');
    expect(linkExpiry('reset-password', NOW).toISOString()).toBe('2026-11-27T11:00:00.000Z');
  });
});

describe('linkVerdict at a fixed clock (10:00)', () => {
  it.each([
    ['a fresh sign-in link', TOKEN, row(), 'sign-in', NOW, 'opens'],
    ['one millisecond before it expires', TOKEN, row({ expires_at: '2026-11-27T10:00:00.001Z' }), 'sign-in', NOW, 'opens'],
    ['at the instant it expires', TOKEN, row({ expires_at: at(0) }), 'sign-in', NOW, 'expired'],
    ['16 minutes after it was made', TOKEN, row({ expires_at: at(15) }), 'sign-in', new Date(at(16)), 'expired'],
    ['a reset link 59 minutes after it was made', TOKEN, row({ purpose: 'reset-password', expires_at: at(60) }), 'reset-password', new Date(at(59)), 'opens'],
    ['a reset link 61 minutes after it was made', TOKEN, row({ purpose: 'reset-password', expires_at: at(60) }), 'reset-password', new Date(at(61)), 'expired'],
    ['used once already', TOKEN, row({ used_at: at(-1) }), 'sign-in', NOW, 'used'],
    ['used and expired: used is told first', TOKEN, row({ used_at: at(-30), expires_at: at(-15) }), 'sign-in', NOW, 'used'],
    ['a reset link used to sign in', TOKEN, row({ purpose: 'reset-password' }), 'sign-in', NOW, 'other-purpose'],
    ['a sign-in link used to reset', TOKEN, row(), 'reset-password', NOW, 'other-purpose'],
    ["the e-mail's proof used to sign in", TOKEN, row({ purpose: 'verify-email' }), 'sign-in', NOW, 'other-purpose'],
    ['a well-formed token nobody issued', TOKEN, undefined, 'sign-in', NOW, 'unknown'],
    ['a token cut short', TOKEN.slice(0, 42), row(), 'sign-in', NOW, 'malformed'],
    ['a token one character longer', `${TOKEN}A`, row(), 'sign-in', NOW, 'malformed'],
    ['a token with a character outside base64url', `${TOKEN.slice(0, 42)}=`, row(), 'sign-in', NOW, 'malformed'],
    ['no token', undefined, row(), 'sign-in', NOW, 'malformed'],
    ['a number', 42, row(), 'sign-in', NOW, 'malformed'],
  ] as const)('%s', (_name, token, stored, purpose, now, verdict) => {
    expect(linkVerdict(token, stored, purpose, now)).toBe(verdict);
  });

  it('knows the shape of a token as sent (43 base64url characters)', () => {
    expect(isLinkToken(TOKEN)).toBe(true);
    expect(TOKEN).toHaveLength(43);
    expect(isLinkToken(` ${TOKEN.slice(1)}`)).toBe(false);
  });
});

describe("the analytics id's cookie follows the session and the consent", () => {
  it.each([
    [true, true, false, 'set'],
    [true, true, true, 'keep'],
    [true, false, true, 'clear'],
    [true, false, false, 'keep'],
    [false, true, true, 'clear'],
    [false, true, false, 'keep'],
    [false, false, true, 'clear'],
    [false, false, false, 'keep'],
  ] as const)('signed in %s, consented %s, cookie present %s: %s', (signedIn, consented, present, action) => {
    expect(analyticsIdCookieAction({ signedIn, consented, present })).toBe(action);
  });
});
