import { describe, expect, it } from '@jest/globals';
import { csrfCookie } from '../csrf';
import { analyticsIdCookie, cookieName } from '../session-cookies';

describe('the cookies that open something go by __Host- names on an https site (production)', () => {
  it('names the CSRF cookie __Host- and marks it Secure on https, with no Domain', () => {
    expect(csrfCookie('t', 'https://www.escapade.example')).toMatch(/^__Host-escapade-csrf=t; Path=\/; .*Secure$/);
    expect(csrfCookie('t', 'https://www.escapade.example')).not.toContain('Domain');
  });

  it('keeps the plain names on a plain-http demo', () => {
    expect(cookieName('escapade-gift', false)).toBe('escapade-gift');
    expect(cookieName('escapade-csrf', false)).toBe('escapade-csrf');
  });

  it('leaves the cookies that open nothing unprefixed (Secure on https all the same)', () => {
    expect(analyticsIdCookie('id', 'https://www.escapade.example', 60)).toMatch(/^escapade-uid=id; .*Secure$/);
    expect(cookieName('escapade-care-signin', true)).toBe('__Host-escapade-care-signin');
    expect(cookieName('escapade-gift', true)).toBe('__Host-escapade-gift');
  });
});
