/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/** `npm start` as an operator runs it, with a stand-in build folder: the configuration is checked before anything else. */
function start(settings: Record<string, string>) {
  const build = mkdtempSync(join(tmpdir(), 'escapade-build-'));
  writeFileSync(join(build, 'BUILD_ID'), 'test');
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(SITE_URL|APP_MODE|SMTP_URL|CRM_URL|PAYMENT_|SITE_SECRET|DATABASE_URL|NODE_ENV)/.test(name)));
  const env = { ...clean, NEXT_DIST_DIR: build, ...settings } as unknown as NodeJS.ProcessEnv;
  const run = spawnSync(process.execPath, ['scripts/start.mjs'], { env, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('a production start refuses a half-configured site', () => {
  it('says it runs in production mode and why, then lists every missing setting and what to do, and starts nothing', () => {
    const { status, output } = start({ APP_MODE: 'production', SQLITE_FILE: join(tmpdir(), 'escapade-never-created.sqlite') });
    expect(status).toBe(1);
    expect(output).toContain('Escapade starts in production mode: APP_MODE=production.');
    for (const setting of ['SITE_URL is not set', 'SMTP_URL is not set', 'CRM_URL is not set', 'PAYMENT_PROVIDER_URL is not set', 'SITE_SECRET is not set']) expect(output).toContain(setting);
    expect(output).not.toMatch(/Catalog database|Seeding/);
  });

  it('refuses the sample secrets of .env.example on an https site', () => {
    const { status, output } = start({
      SITE_URL: 'https://www.escapade.example',
      SITE_SECRET: 'replace-with-the-output-of-openssl-rand-base64-48',
      SMTP_URL: 'smtp://mail.escapade.example:587',
      CRM_URL: 'https://crm.escapade.example/case',
      PAYMENT_PROVIDER_URL: 'https://api.payments.example',
      PAYMENT_API_KEY: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc4eC39HqLyjWDarjt',
      PAYMENT_WEBHOOK_SECRET: 'whsec_local_secret_1234',
    });
    expect(status).toBe(1);
    expect(output).toContain('Escapade starts in production mode: SITE_URL is an https address');
    expect(output).toContain('SITE_SECRET is a sample value');
    expect(output).toContain('PAYMENT_WEBHOOK_SECRET is a sample value');
  });
});
