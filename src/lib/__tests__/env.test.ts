import { describe, it, expect } from '@jest/globals';
import { parseEnv } from '../env';

describe('parseEnv', () => {
  it('gives working defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.API_BASE_URL).toBe('/api');
    expect(env.ANALYTICS_BASE_URL).toBe('/api');
    expect(env.UPSTREAM_TIMEOUT_MS).toBe(4000);
    expect(env.MAP_TILE_URL).toBe('/api/tiles/{z}/{x}/{y}.png');
    expect(env.MAP_DEFAULT_CENTER).toEqual({ lat: 41.3874, lng: 2.1686 });
    expect(env.CUSTOMER_CARE).toBe(false);
    expect(env.FLAG_CALENDAR_DATE_SHORTCUTS).toBe(false);
    expect(env.EXPERIMENT_ENFORCED_DATES).toBe('off');
    expect(env.WEB_CONCURRENCY).toBeUndefined();
  });

  it.each([
    [{}, 'http://localhost:3000'],
    [{ PORT: '8080' }, 'http://localhost:8080'],
    [{ PORT: '3243', HOSTNAME: '127.0.0.1' }, 'http://127.0.0.1:3243'],
    [{ HOSTNAME: '0.0.0.0', PORT: '' }, 'http://localhost:3000'],
    [{ HOSTNAME: '::1', PORT: '4000' }, 'http://[::1]:4000'],
    [{ HOSTNAME: 'escapade.internal', PORT: '80' }, 'http://escapade.internal'],
    [{ SITE_URL: 'https://www.escapade.example/', PORT: '8080', HOSTNAME: '127.0.0.1' }, 'https://www.escapade.example'],
  ])('takes the site URL from SITE_URL, else the address the server listens on: %j → %s', (source, expected) => {
    expect(parseEnv(source).SITE_URL).toBe(expected);
  });

  it('turns the map off with an empty tile URL', () => {
    expect(parseEnv({ MAP_TILE_URL: '' }).MAP_TILE_URL).toBe('');
  });

  it('reads values and trims trailing slashes from bases', () => {
    const env = parseEnv({
      SITE_URL: 'https://www.escapade.example/',
      GATEWAY_BASE_URL: 'https://gw.example/v1//',
      MAP_DEFAULT_CENTER: '48.8566, 2.3522',
      UPSTREAM_TIMEOUT_MS: '2500',
      FLAG_AUTO_DISCOUNT_CODE: 'on',
      FLAG_HIDE_GIFT_BLOCKS: '1',
      CUSTOMER_CARE: 'true',
      OIDC_ISSUER_URL: 'https://login.escapade.example',
      OIDC_CLIENT_ID: 'escapade-care',
      OIDC_CLIENT_SECRET: 'care-secret',
      EXPERIMENT_ENFORCED_DATES: 'suggested',
      WEB_CONCURRENCY: '2',
    });
    expect(env.SITE_URL).toBe('https://www.escapade.example');
    expect(env.GATEWAY_BASE_URL).toBe('https://gw.example/v1');
    expect(env.MAP_DEFAULT_CENTER).toEqual({ lat: 48.8566, lng: 2.3522 });
    expect(env.UPSTREAM_TIMEOUT_MS).toBe(2500);
    expect(env.FLAG_AUTO_DISCOUNT_CODE).toBe(true);
    expect(env.FLAG_HIDE_GIFT_BLOCKS).toBe(true);
    expect(env.CUSTOMER_CARE).toBe(true);
    expect(env.EXPERIMENT_ENFORCED_DATES).toBe('suggested');
    expect(env.WEB_CONCURRENCY).toBe(2);
  });

  it('fails fast with one readable message naming every problem', () => {
    let message = '';
    try {
      parseEnv({
        SITE_URL: 'not a url',
        UPSTREAM_TIMEOUT_MS: 'soon',
        MAP_DEFAULT_CENTER: 'Barcelona',
        FLAG_AUTO_DISCOUNT_CODE: 'maybe',
        EXPERIMENT_ENFORCED_DATES: 'always',
        WEB_CONCURRENCY: '0',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment configuration:/);
    for (const name of ['SITE_URL', 'UPSTREAM_TIMEOUT_MS', 'MAP_DEFAULT_CENTER', 'FLAG_AUTO_DISCOUNT_CODE', 'EXPERIMENT_ENFORCED_DATES', 'WEB_CONCURRENCY']) {
      expect(message).toContain(`  - ${name}: `);
    }
    expect(message).toContain('must be "lat,lng"');
  });

  it.each([
    [{}, undefined],
    [{ SMTP_URL: '' }, undefined],
    [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, 'smtp://127.0.0.1:2525'],
    [{ SMTP_URL: ' smtps://user:secret@mail.example:465 ' }, 'smtps://user:secret@mail.example:465'],
  ])('reads the outbox mail server from SMTP_URL: %j → %s', (source, expected) => {
    expect(parseEnv(source).SMTP_URL).toBe(expected);
    expect(parseEnv(source).SMTP_FROM).toBe('Escapade <no-reply@escapade.example>');
  });

  it.each(['http://mail.example', 'mail.example:25', 'smtp://'])('refuses SMTP_URL %s, naming the variable', (value) => {
    expect(() => parseEnv({ SMTP_URL: value })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });
  const CARE = { CUSTOMER_CARE: 'on', OIDC_ISSUER_URL: 'https://login.escapade.example', OIDC_CLIENT_ID: 'escapade-care', OIDC_CLIENT_SECRET: 'care-secret' };

  it('reads the customer-care identity provider with CUSTOMER_CARE', () => {
    expect(parseEnv(CARE)).toMatchObject({ CUSTOMER_CARE: true, OIDC_ISSUER_URL: 'https://login.escapade.example', OIDC_CLIENT_ID: 'escapade-care', OIDC_CLIENT_SECRET: 'care-secret' });
    expect(parseEnv({ ...CARE, OIDC_ISSUER_URL: 'http://127.0.0.1:3008' }).OIDC_ISSUER_URL).toBe('http://127.0.0.1:3008');
    expect(parseEnv({ ...CARE, OIDC_ISSUER_URL: 'http://localhost:3008' }).OIDC_ISSUER_URL).toBe('http://localhost:3008');
  });

  it.each(['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'])('refuses CUSTOMER_CARE without %s', (name) => {
    expect(() => parseEnv({ ...CARE, [name]: '' })).toThrow(/OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: must be set with CUSTOMER_CARE/);
  });

  it.each(['http://login.escapade.example', 'ftp://login.example', 'login.example'])('refuses the issuer %s (https, or http on this machine only)', (value) => {
    expect(() => parseEnv({ ...CARE, OIDC_ISSUER_URL: value })).toThrow(/OIDC_ISSUER_URL: /);
  });
});
