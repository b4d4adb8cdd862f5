import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { DEMO_PAYMENT_WEBHOOK_SECRET } from '../demo-services';
import { parseEnv } from '../env';
import { productionReport, sampleValues } from '../production-config';

const SECRET = 'q7Vt1m4Xc9Lr2Wz8Kp5Nd3Hb6Jf0Gs4Ya';
const GOOD = {
  SITE_URL: 'https://www.escapade.example',
  SITE_SECRET: SECRET,
  SMTP_URL: 'smtp://user:pass@mail.escapade.example:587',
  CRM_URL: 'https://crm.escapade.example/servlet/servlet.WebToCase',
  PAYMENT_PROVIDER_URL: 'https://api.payments.example',
  PAYMENT_API_KEY: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc4eC39HqLyjWDarjt',
  PAYMENT_WEBHOOK_SECRET: 'whsec_9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e',
};
const samples = sampleValues(readFileSync('.env.example', 'utf8'));
const report = (source: Record<string, string | undefined>) => productionReport(parseEnv(source), source.SITE_URL, samples);

describe('productionReport: production refuses every demo shortcut, naming the setting and what to do', () => {
  it('starts a complete configuration without a word', () => {
    expect(report(GOOD)).toEqual({ refusals: [], warnings: [] });
  });

  it.each([
    ['SITE_URL unset', { SITE_URL: undefined }, /^SITE_URL is not set: .*https/],
    ['SITE_URL not https', { SITE_URL: 'http://www.escapade.example' }, /^SITE_URL must be an https address .*http:\/\/www\.escapade\.example/],
    ['no site secret', { SITE_SECRET: undefined }, /^SITE_SECRET is not set: .*32 bytes.*openssl rand/],
    ['a short site secret', { SITE_SECRET: 'x'.repeat(31) }, /^SITE_SECRET is 31 bytes long: use 32 bytes or more/],
    ['no mail server', { SMTP_URL: undefined }, /^SMTP_URL is not set: production needs the mail server/],
    ['no CRM', { CRM_URL: undefined }, /^CRM_URL is not set/],
    ['no payment provider', { PAYMENT_PROVIDER_URL: undefined, PAYMENT_API_KEY: undefined, PAYMENT_WEBHOOK_SECRET: undefined }, /^PAYMENT_PROVIDER_URL is not set/],
    ["the demo provider's webhook secret", { PAYMENT_WEBHOOK_SECRET: DEMO_PAYMENT_WEBHOOK_SECRET }, /^PAYMENT_WEBHOOK_SECRET is a sample value/],
    ["the sample preview secret of .env.example", { PREVIEW_SECRET: 'change-me-to-a-long-random-string' }, /^PREVIEW_SECRET is a sample value/],
    ['a short captcha key', { CAPTCHA_HMAC_SECRET: 'sixteen-chars-ok' }, /^CAPTCHA_HMAC_SECRET is 16 bytes long/],
  ])('refuses %s', (_, change, message) => {
    const { refusals } = report({ ...GOOD, ...change });
    expect(refusals).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });

  it('requires the identity provider secret with customer care only', () => {
    const care = { ...GOOD, CUSTOMER_CARE: 'on', OIDC_ISSUER_URL: 'https://id.escapade.example', OIDC_CLIENT_ID: 'care' };
    expect(report({ ...care, OIDC_CLIENT_SECRET: 'escapade-care-local-secret' }).refusals).toEqual([expect.stringMatching(/^OIDC_CLIENT_SECRET is a sample value/)]);
    expect(report({ ...care, OIDC_CLIENT_SECRET: SECRET }).refusals).toEqual([]);
  });

  it('lists every refusal at once', () => {
    expect(report({}).refusals.map((r) => r.split(' ')[0])).toEqual(['SITE_URL', 'SMTP_URL', 'CRM_URL', 'PAYMENT_PROVIDER_URL', 'SITE_SECRET', 'PAYMENT_API_KEY', 'PAYMENT_WEBHOOK_SECRET']);
  });

  it('starts with the automatic-discount experiment on: the checkout takes off what the cards and the stay page promise', () => {
    expect(report({ ...GOOD, FLAG_AUTO_DISCOUNT_CODE: 'true' })).toEqual({ refusals: [], warnings: [] });
  });

  it('accepts services on this machine with a warning (staging, tests), and warns about tester flags', () => {
    const { refusals, warnings } = report({ ...GOOD, SMTP_URL: 'smtp://127.0.0.1:2525', CRM_URL: 'http://localhost:2527/case', ALLOW_TESTER_FLAGS: 'on' });
    expect(refusals).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^SMTP_URL points at this machine/), expect.stringMatching(/^CRM_URL points at this machine/), expect.stringMatching(/^ALLOW_TESTER_FLAGS is on/)]);
  });
});

describe('sampleValues', () => {
  it('collects every value of .env.example, commented out or not', () => {
    const values = sampleValues('PORT=3000\n# PREVIEW_SECRET=change-me\n#not a setting\nEMPTY=\n');
    expect(values.has('3000')).toBe(true);
    expect(values.has('change-me')).toBe(true);
    expect(values.has('')).toBe(false);
  });
});
