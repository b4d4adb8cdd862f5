/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { careAccess, OPEN_API_PATHS, pathOf } from '../care-access';

describe('careAccess: who reaches what on a customer-care server', () => {
  it.each([
    // mode off: nothing changes for anyone
    [false, false, '/contact', false, 'open'],
    [false, true, '/api/orders/lookup', false, 'open'],
    [false, true, '/api/content/themes.json', true, 'open'],
    // mode on, an agent signed in: everything as usual
    [true, false, '/', true, 'open'],
    [true, false, '/es-ES/contacto', true, 'open'],
    [true, true, '/api/orders/lookup', true, 'open'],
    [true, true, '/api/offers.json?locale=fr_FR', true, 'open'],
    // mode on, no agent: every page is the login page
    [true, false, '/', false, 'login-page'],
    [true, false, '/es-ES/mi-reserva', false, 'login-page'],
    [true, false, '/does-not-exist', false, 'login-page'],
    // mode on, no agent: every API call is 401 but the open ones
    [true, true, '/api/orders/lookup', false, 'unauthorized'],
    [true, true, '/api/offers.json?locale=fr_FR', false, 'unauthorized'],
    [true, true, '/api/contact', false, 'unauthorized'],
    [true, true, '/api/customer-care/session', false, 'unauthorized'],
    [true, true, '/api/health', false, 'open'],
    [true, true, '/api/health/', false, 'open'],
    [true, true, '/api/ready', false, 'open'],
    [true, true, '/api/customer-care/login?returnTo=%2Fcontact', false, 'open'],
    [true, true, '/api/customer-care/callback?code=x&state=y', false, 'open'],
    [true, true, '/api/customer-care/logout', false, 'open'],
    [true, true, '/api/payments/webhook', false, 'open'],
    [true, true, '/api/log/client-error', false, 'open'],
    [true, true, '/api/healthz', false, 'unauthorized'],
    [true, true, '/api/health/../orders', false, 'unauthorized'],
  ] as const)('mode %s, api %s, %s, agent %s → %s', (customerCare, api, path, agent, expected) => {
    expect(careAccess({ customerCare, api, path, agent })).toBe(expected);
  });

  it('keeps the open API paths few: the sign-in, health and readiness, the payment webhook and crash reports', () => {
    expect(OPEN_API_PATHS).toHaveLength(7);
  });

  it.each([
    ['/api/x?y=1', '/api/x'],
    ['/api/x#z', '/api/x'],
    ['/api/x/', '/api/x'],
    ['/', '/'],
    [undefined, '/'],
  ])('reads the path of %s as %s', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });
});
