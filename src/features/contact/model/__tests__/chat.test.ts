import { describe, expect, it } from '@jest/globals';
import { chatMessengerUrl, isChatEnabled, isChatOpen, type ChatGate } from '../chat';

describe('chat messenger gating (§2.10: an app id, and es_ES or production, never in customer care)', () => {
  const gate = (over: Partial<ChatGate>): ChatGate => ({ appId: 'app-123', locale: 'fr-FR', production: true, customerCare: false, ...over });
  it.each<[string, Partial<ChatGate>, boolean]>([
    ['no app id (the default)', { appId: undefined }, false],
    ['an empty app id', { appId: '  ' }, false],
    ['null app id', { appId: null }, false],
    ['an app id in production, France', {}, true],
    ['an app id in production, Italy', { locale: 'it-IT' }, true],
    ['an app id outside production, France', { production: false }, false],
    ['an app id outside production, Belgium (nl)', { locale: 'nl-BE', production: false }, false],
    ['an app id outside production, Spain', { locale: 'es-ES', production: false }, true],
    ['an app id in production, Spain', { locale: 'es-ES' }, true],
    ['customer-care mode, production', { customerCare: true }, false],
    ['customer-care mode, Spain outside production', { customerCare: true, locale: 'es-ES', production: false }, false],
    ['customer-care mode without app id', { customerCare: true, appId: undefined }, false],
  ])('%s → %s', (_case, over, enabled) => {
    expect(isChatEnabled(gate(over))).toBe(enabled);
  });
});

describe('chat hours (§1: 9 to 6, Monday to Friday, on the point of sale clock)', () => {
  it.each<[string, string, 'Europe/Paris' | 'Europe/Madrid', boolean]>([
    ['Monday 8:59 Paris', '2026-11-23T07:59:00Z', 'Europe/Paris', false],
    ['Monday 9:00 Paris', '2026-11-23T08:00:00Z', 'Europe/Paris', true],
    ['Wednesday 13:30 Paris', '2026-11-25T12:30:00Z', 'Europe/Paris', true],
    ['Friday 17:59 Paris', '2026-11-27T16:59:00Z', 'Europe/Paris', true],
    ['Friday 18:00 Paris', '2026-11-27T17:00:00Z', 'Europe/Paris', false],
    ['Saturday 11:00 Paris', '2026-11-28T10:00:00Z', 'Europe/Paris', false],
    ['Sunday 11:00 Madrid', '2026-11-29T10:00:00Z', 'Europe/Madrid', false],
    ['Monday 9:30 in summer (UTC+2)', '2026-06-01T07:30:00Z', 'Europe/Paris', true],
    ['Monday 7:30 in summer (UTC+2)', '2026-06-01T05:30:00Z', 'Europe/Paris', false],
    ['Friday 23:30 UTC is Saturday in Paris', '2026-11-27T23:30:00Z', 'Europe/Paris', false],
  ])('%s → open %s', (_case, instant, zone, open) => {
    expect(isChatOpen(new Date(instant), zone)).toBe(open);
  });
});

describe('chatMessengerUrl', () => {
  it('fills in the app id and the catalog locale', () => {
    expect(chatMessengerUrl('https://chat.example/{appId}?lang={locale}', 'a b', 'nl-BE')).toBe('https://chat.example/a%20b?lang=nl_BE');
  });
});
