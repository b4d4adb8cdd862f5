import { describe, expect, it } from '@jest/globals';
import { ALL_GRANTED, ALL_REFUSED, CONSENT_MAX_AGE_SECONDS, consentCookie, consentValue, cookieValue, isGranted, parseConsent } from '../consent';

const AT = new Date('2026-11-27T10:00:00Z');

describe('the consent cookie', () => {
  it.each([
    ['accept all', ALL_GRANTED, 'v=1&analytics=1&advertising=1&at=1795773600'],
    ['refuse all', ALL_REFUSED, 'v=1&analytics=0&advertising=0&at=1795773600'],
    ['analytics only', { analytics: true, advertising: false }, 'v=1&analytics=1&advertising=0&at=1795773600'],
  ])('writes %s and reads it back', (_, choices, value) => {
    expect(consentValue(choices, AT)).toBe(value);
    expect(parseConsent(value)).toEqual({ version: 1, choices, at: 1795773600 });
  });

  it.each([
    ['no cookie', undefined],
    ['empty', ''],
    ['an older version', 'v=0&analytics=1&advertising=1&at=1'],
    ['a newer version', 'v=2&analytics=1&advertising=1&at=1'],
    ['a purpose missing', 'v=1&analytics=1&at=1'],
    ['a flag other than 0 or 1', 'v=1&analytics=yes&advertising=1&at=1'],
    ['no time', 'v=1&analytics=1&advertising=1'],
    ['a time that is not a number', 'v=1&analytics=1&advertising=1&at=soon'],
    ['garbage', '%%%;;=='],
    ['too long', `v=1&analytics=1&advertising=1&at=1&x=${'a'.repeat(300)}`],
  ])('counts %s as no answer (the banner asks)', (_, value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it('grants a purpose only with an answer that accepts it', () => {
    expect(isGranted(null, 'analytics')).toBe(false);
    expect(isGranted(parseConsent('v=1&analytics=1&advertising=0&at=1'), 'analytics')).toBe(true);
    expect(isGranted(parseConsent('v=1&analytics=1&advertising=0&at=1'), 'advertising')).toBe(false);
  });

  it('is a first-party cookie for the whole site, six months, Lax, Secure over https only', () => {
    expect(consentCookie(ALL_REFUSED, AT, true)).toBe(`escapade-consent=v=1&analytics=0&advertising=0&at=1795773600; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax; Secure`);
    expect(consentCookie(ALL_REFUSED, AT, false)).not.toContain('Secure');
    expect(CONSENT_MAX_AGE_SECONDS).toBe(182 * 86_400);
  });

  it.each([
    ['a=1; escapade-consent=v=1&x=2; b=3', 'v=1&x=2'],
    ['escapade-consent-old=1', null],
    ['', null],
  ])('finds the cookie in %j', (cookies, value) => {
    expect(cookieValue(cookies, 'escapade-consent')).toBe(value);
  });
});
