import { describe, it, expect } from '@jest/globals';
import { parseEnv } from '../env';
import { FLAGS, FLAGS_OFF, parseFlagOverrides, resolveFlags } from '../flags';
import { LOCALES } from '../locales';

const allOn = parseEnv({
  FLAG_PHYSICAL_GIFT_FORMAT: 'true',
  FLAG_AUTO_DISCOUNT_CODE: 'true',
  FLAG_HIDE_GIFT_BLOCKS: 'true',
  FLAG_UPSELL_AVAILABILITY: 'true',
  FLAG_CALENDAR_DATE_SHORTCUTS: 'true',
  FLAG_ACTIVITY_ONLY_SEARCH: 'true',
  FLAG_REDUCED_THEMATICS: 'true',
  FLAG_CUSTOMER_ACCOUNT: 'true',
  CUSTOMER_CARE: 'true',
  OIDC_ISSUER_URL: 'https://login.escapade.example',
  OIDC_CLIENT_ID: 'escapade-care',
  OIDC_CLIENT_SECRET: 'care-secret',
  EXPERIMENT_ENFORCED_DATES: 'forced',
});

describe('FLAGS_OFF', () => {
  it('is what resolveFlags gives without any setting, in every locale', () => {
    for (const locale of LOCALES) expect(FLAGS_OFF).toEqual(resolveFlags({ EXPERIMENT_ENFORCED_DATES: 'off' } as never, locale));
  });
});

describe('resolveFlags', () => {
  it('takes every flag from the environment by default', () => {
    const off = resolveFlags(parseEnv({}), 'fr-FR');
    for (const flag of FLAGS) expect(off[flag]).toBe(false);
    expect(off.enforcedDates).toBe('off');

    const on = resolveFlags(allOn, 'fr-FR');
    for (const flag of FLAGS) expect(on[flag]).toBe(true);
    expect(on.enforcedDates).toBe('forced');
  });

  it("lets a tester's cookie switch a flag and the experiment for one browser", () => {
    const flags = resolveFlags(parseEnv({}), 'fr-FR', 'autoDiscountCode:on, enforcedDates:suggested');
    expect(flags.autoDiscountCode).toBe(true);
    expect(flags.enforcedDates).toBe('suggested');
    expect(resolveFlags(allOn, 'fr-FR', 'hideGiftBlocks:off').hideGiftBlocks).toBe(false);
  });

  it('never turns customer-care mode on or off from the cookie', () => {
    expect(resolveFlags(parseEnv({}), 'fr-FR', 'customerCare:on').customerCare).toBe(false);
    expect(resolveFlags(allOn, 'fr-FR', 'customerCare:off').customerCare).toBe(true);
  });

  it('limits calendar date shortcuts to es-ES, fr-FR, fr-BE and nl-BE', () => {
    const enabled = LOCALES.filter((locale) => resolveFlags(allOn, locale).calendarDateShortcuts);
    expect(enabled.sort()).toEqual(['es-ES', 'fr-BE', 'fr-FR', 'nl-BE']);
    expect(resolveFlags(parseEnv({}), 'it-IT', 'calendarDateShortcuts:on').calendarDateShortcuts).toBe(false);
  });

  it('ignores garbage in the cookie', () => {
    expect(parseFlagOverrides('nonsense,autoDiscountCode:yes,enforcedDates:sometimes,:on,,')).toEqual({});
    expect(parseFlagOverrides(undefined)).toEqual({});
  });
});
