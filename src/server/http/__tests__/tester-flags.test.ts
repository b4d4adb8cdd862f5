import { describe, expect, it } from '@jest/globals';
import { parseEnv } from '@/lib/env';
import { resolveFlags } from '@/lib/flags';
import { believedTesterFlags, signedTesterFlags } from '../tester-flags';

const SECRET = 'q7Vt1m4Xc9Lr2Wz8Kp5Nd3Hb6Jf0Gs4Ya';
const demo = parseEnv({});
const production = parseEnv({ SITE_URL: 'https://www.escapade.example', SITE_SECRET: SECRET });
const testing = parseEnv({ SITE_URL: 'https://www.escapade.example', SITE_SECRET: SECRET, ALLOW_TESTER_FLAGS: 'on' });
const accountsOn = (config: typeof demo, cookie: string) => resolveFlags(config, 'fr-FR', believedTesterFlags(cookie, config)).customerAccount;

describe("believedTesterFlags: a visitor's cookie never turns on in production what the operator left off", () => {
  it('honours the cookie as it is in demo mode', () => {
    expect(accountsOn(demo, 'customerAccount:on')).toBe(true);
  });

  it('ignores it in production, signed or not, unless ALLOW_TESTER_FLAGS is set', () => {
    expect(accountsOn(production, 'customerAccount:on')).toBe(false);
    expect(accountsOn(production, signedTesterFlags('customerAccount:on', SECRET))).toBe(false);
  });

  it('with ALLOW_TESTER_FLAGS, believes only a cookie signed with the site secret', () => {
    expect(accountsOn(testing, signedTesterFlags('customerAccount:on', SECRET))).toBe(true);
    expect(accountsOn(testing, 'customerAccount:on')).toBe(false);
    expect(accountsOn(testing, signedTesterFlags('customerAccount:on', 'another-secret-of-thirty-two-bytes!'))).toBe(false);
    const signed = signedTesterFlags('customerAccount:off', SECRET);
    expect(accountsOn(testing, signed.replace('customerAccount:off', 'customerAccount:on'))).toBe(false);
    expect(accountsOn(testing, `${signedTesterFlags('customerAccount:on', SECRET)}x`)).toBe(false);
  });
});
