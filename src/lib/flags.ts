import type { Env } from './env';
import type { Locale } from './locales';

/** Every feature flag or experiment the specs name. */
export const FLAGS = [
  'physicalGiftFormat',
  'autoDiscountCode',
  'hideGiftBlocks',
  'upsellAvailability',
  'calendarDateShortcuts',
  'activityOnlySearch',
  'reducedThematics',
  'customerAccount',
  'customerCare',
] as const;
export type Flag = (typeof FLAGS)[number];
export type EnforcedDates = 'off' | 'forced' | 'suggested';

/** What the browser needs to know: resolved once per request on the server, passed in page props. */
export type Flags = Record<Flag, boolean> & { enforcedDates: EnforcedDates };

const FROM_ENV: Record<Flag, keyof Env> = {
  physicalGiftFormat: 'FLAG_PHYSICAL_GIFT_FORMAT',
  autoDiscountCode: 'FLAG_AUTO_DISCOUNT_CODE',
  hideGiftBlocks: 'FLAG_HIDE_GIFT_BLOCKS',
  upsellAvailability: 'FLAG_UPSELL_AVAILABILITY',
  calendarDateShortcuts: 'FLAG_CALENDAR_DATE_SHORTCUTS',
  activityOnlySearch: 'FLAG_ACTIVITY_ONLY_SEARCH',
  reducedThematics: 'FLAG_REDUCED_THEMATICS',
  customerAccount: 'FLAG_CUSTOMER_ACCOUNT',
  customerCare: 'CUSTOMER_CARE',
};

/** Locales a flag is limited to (spec: date shortcuts only for es_ES, fr_FR, fr_BE, nl_BE). */
export const LOCALE_LIMITS = {
  calendarDateShortcuts: ['es-ES', 'fr-FR', 'fr-BE', 'nl-BE'],
} as const satisfies Partial<Record<Flag, readonly Locale[]>>;

/** Cookie a tester or an e2e test uses to switch flags for one browser: "autoDiscountCode:on,enforcedDates:forced".
 * Customer-care mode is never switched this way: it needs the identity provider. */
export const FLAGS_COOKIE = 'escapade-flags';

export function parseFlagOverrides(cookie: string | undefined): Partial<Flags> {
  const overrides: Partial<Flags> = {};
  if (!cookie) return overrides;
  for (const part of cookie.split(',')) {
    const [name, value] = part.trim().split(':');
    if (name === 'enforcedDates' && (value === 'off' || value === 'forced' || value === 'suggested')) {
      overrides.enforcedDates = value;
    } else if (name !== 'customerCare' && (FLAGS as readonly string[]).includes(name) && (value === 'on' || value === 'off')) {
      overrides[name as Flag] = value === 'on';
    }
  }
  return overrides;
}

/**
 * Every flag off and no enforced dates: what resolveFlags gives without any setting. The pages outside the catch-all
 * (404, _error) carry no config and use it; a constant, so their providers need none of the resolving code.
 */
export const FLAGS_OFF: Flags = { ...(Object.fromEntries(FLAGS.map((flag) => [flag, false])) as Record<Flag, boolean>), enforcedDates: 'off' };

/** "Is flag X on for this request": environment default, then the tester's cookie, then the locale limit. */
export function resolveFlags(config: Env, locale: Locale, cookie?: string): Flags {
  const overrides = parseFlagOverrides(cookie);
  const flags = { enforcedDates: overrides.enforcedDates ?? config.EXPERIMENT_ENFORCED_DATES } as Flags;
  for (const flag of FLAGS) {
    const on = overrides[flag] ?? Boolean(config[FROM_ENV[flag]]);
    const limit = (LOCALE_LIMITS as Partial<Record<Flag, readonly Locale[]>>)[flag];
    flags[flag] = on && (!limit || limit.includes(locale));
  }
  return flags;
}
