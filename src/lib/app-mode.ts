/**
 * The two ways the site runs (docs/operations.md):
 * - demo (the default, nothing to configure): every service we do not own has a local stand-in on this machine
 *   (mailbox, CRM inbox, payment provider), the demo catalog is seeded, a banner says payments are simulated;
 * - production: when APP_MODE=production or the site's public address (SITE_URL) is https. Every setting is then
 *   required and checked (src/lib/production-config.ts), nothing is seeded, the testers' flags cookie is ignored.
 */
export type AppModeName = 'demo' | 'production';
export type AppMode = { mode: AppModeName; reason: string };

export function appModeOf(settings: { APP_MODE?: AppModeName; SITE_URL?: string }): AppMode {
  if (settings.APP_MODE === 'production') return { mode: 'production', reason: 'APP_MODE=production' };
  if (settings.SITE_URL?.startsWith('https:')) return { mode: 'production', reason: `SITE_URL is an https address (${settings.SITE_URL})` };
  if (settings.APP_MODE === 'demo') return { mode: 'demo', reason: 'APP_MODE=demo' };
  return { mode: 'demo', reason: 'the default: neither APP_MODE=production nor an https SITE_URL is set' };
}
