import { describe, expect, it } from '@jest/globals';
import { appModeOf } from '../app-mode';
import { demoServicePlan, DEMO_PAYMENT_API_KEY } from '../demo-services';
import { parseEnv } from '../env';

describe('appModeOf: one switch between demo and production', () => {
  it.each([
    [{}, 'demo', /default/],
    [{ SITE_URL: 'http://localhost:3000' }, 'demo', /default/],
    [{ APP_MODE: 'demo' as const }, 'demo', /APP_MODE=demo/],
    [{ APP_MODE: 'production' as const }, 'production', /APP_MODE=production/],
    [{ APP_MODE: 'production' as const, SITE_URL: 'http://127.0.0.1:3000' }, 'production', /APP_MODE=production/],
    [{ SITE_URL: 'https://www.escapade.example' }, 'production', /SITE_URL is an https address/],
    [{ APP_MODE: 'demo' as const, SITE_URL: 'https://www.escapade.example' }, 'production', /https/],
  ])('%j runs in %s mode', (settings, mode, reason) => {
    const decided = appModeOf(settings);
    expect(decided.mode).toBe(mode);
    expect(decided.reason).toMatch(reason);
  });

  it('is part of the parsed configuration', () => {
    expect(parseEnv({}).APP_MODE).toBe('demo');
    expect(parseEnv({ SITE_URL: 'https://www.escapade.example' }).APP_MODE).toBe('production');
  });
});

describe('demoServicePlan: a local stand-in for each service the configuration leaves unset', () => {
  it('points every unset service at the local stand-ins, with the site as the payment webhook', () => {
    const plan = demoServicePlan({}, 'http://localhost:3000');
    expect(plan.settings).toEqual({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      CRM_URL: 'http://127.0.0.1:2527/servlet/servlet.WebToCase',
      PAYMENT_PROVIDER_URL: 'http://127.0.0.1:3005',
      PAYMENT_API_KEY: DEMO_PAYMENT_API_KEY,
      PAYMENT_WEBHOOK_SECRET: expect.any(String),
    });
    expect(plan.localServicesEnv.LOCAL_PAYMENT_WEBHOOK_URL).toBe('http://localhost:3000/api/payments/webhook');
    expect(plan.mailboxUrl).toBe('http://127.0.0.1:2526/');
    expect(plan.crmInboxUrl).toBe('http://127.0.0.1:2527/');
  });

  it("moves the stand-ins to the ports LOCAL_*_PORT name", () => {
    const plan = demoServicePlan({ LOCAL_SMTP_PORT: '3525', LOCAL_MAILBOX_PORT: '3526', LOCAL_CRM_PORT: 'not a port', LOCAL_PAYMENT_PORT: '4005' }, 'http://localhost:3000');
    expect(plan.settings.SMTP_URL).toBe('smtp://127.0.0.1:3525');
    expect(plan.mailboxUrl).toBe('http://127.0.0.1:3526/');
    expect(plan.crmInboxUrl).toBe('http://127.0.0.1:2527/');
    expect(plan.settings.PAYMENT_PROVIDER_URL).toBe('http://127.0.0.1:4005');
  });

  it('keeps the services the configuration names, and starts nothing when it names them all', () => {
    const some = demoServicePlan({ SMTP_URL: 'smtp://mail.example:587' }, 'http://localhost:3000');
    expect(some.settings.SMTP_URL).toBeUndefined();
    expect(some.mailboxUrl).toBeNull();
    const all = demoServicePlan({ SMTP_URL: 'smtp://mail.example:587', CRM_URL: 'https://crm.example/case', PAYMENT_PROVIDER_URL: 'https://pay.example' }, 'http://localhost:3000');
    expect(all.settings).toEqual({});
    expect(all.localServicesEnv).toEqual({});
  });
});
