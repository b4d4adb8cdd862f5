import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { consentGranted, getConsentSnapshot, reopenConsent, resetConsentStoreForTests, saveConsent, subscribeConsent, whenGranted } from '../consent-store';

function clearConsentCookie() {
  document.cookie = 'escapade-consent=; Path=/; Max-Age=0';
}

describe('the consent store', () => {
  beforeEach(() => {
    clearConsentCookie();
    resetConsentStoreForTests();
  });
  afterEach(() => {
    clearConsentCookie();
    resetConsentStoreForTests();
  });

  it('has no answer on a first visit, so nothing is granted', () => {
    expect(getConsentSnapshot()).toEqual({ consent: null, reopened: false });
    expect(consentGranted('analytics')).toBe(false);
  });

  it('keeps the answer in the cookie and tells its listeners', () => {
    const heard = jest.fn();
    subscribeConsent(heard);
    saveConsent({ analytics: true, advertising: false }, new Date('2026-11-27T10:00:00Z'));
    expect(document.cookie).toContain('escapade-consent=v=1&analytics=1&advertising=0&at=1795773600');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(consentGranted('analytics')).toBe(true);
    expect(consentGranted('advertising')).toBe(false);
  });

  it('reads an answer given on an earlier page', () => {
    document.cookie = 'escapade-consent=v=1&analytics=0&advertising=1&at=1; Path=/';
    expect(consentGranted('analytics')).toBe(false);
    expect(consentGranted('advertising')).toBe(true);
  });

  it('reopens the choices as they stand and closes them on saving', () => {
    saveConsent({ analytics: false, advertising: false });
    reopenConsent();
    expect(getConsentSnapshot().reopened).toBe(true);
    expect(getConsentSnapshot().consent?.choices).toEqual({ analytics: false, advertising: false });
    saveConsent({ analytics: true, advertising: true });
    expect(getConsentSnapshot().reopened).toBe(false);
  });

  it('runs what waits for a purpose once it is accepted, not on a refusal', () => {
    const run = jest.fn();
    whenGranted('analytics', run);
    saveConsent({ analytics: false, advertising: true });
    expect(run).not.toHaveBeenCalled();
    saveConsent({ analytics: true, advertising: true });
    expect(run).toHaveBeenCalledTimes(1);
    saveConsent({ analytics: true, advertising: false });
    expect(run).toHaveBeenCalledTimes(1);
  });
});
