import { DEMO_PAYMENT_API_KEY, DEMO_PAYMENT_WEBHOOK_SECRET } from './demo-services';
import type { Env } from './env';

/**
 * What production mode refuses to start with, and what it starts with but warns about (docs/operations.md, "Going
 * live"). Each refusal names the setting and what to do. Pure: the caller reads the environment and .env.example.
 */
export type ConfigReport = { refusals: string[]; warnings: string[] };

/** Secrets a production start requires: the site's own, the payment provider's; customer care's with that mode. */
const REQUIRED_SECRETS = ['SITE_SECRET', 'PAYMENT_API_KEY', 'PAYMENT_WEBHOOK_SECRET'] as const;
/** Secrets that may stay unset (a feature off, or a key the site makes and keeps in its database), checked when set. */
const OPTIONAL_SECRETS = ['PREVIEW_SECRET', 'CAPTCHA_HMAC_SECRET'] as const;
export const MIN_SECRET_BYTES = 32;

/** Values no production secret may have: the local stand-ins' own, whoever copied them. */
const KNOWN_SAMPLES = [DEMO_PAYMENT_API_KEY, DEMO_PAYMENT_WEBHOOK_SECRET, 'escapade-care-local-secret', 'sk_test_escapade_e2e', 'whsec_escapade_e2e_signing_secret'];

/** Every value written in .env.example, commented out or not: the samples a production secret must not reuse. */
export function sampleValues(exampleText: string): Set<string> {
  const samples = new Set(KNOWN_SAMPLES);
  for (const line of exampleText.split('\n')) {
    const match = /^\s*#?\s*[A-Z][A-Z0-9_]*=(.+)$/.exec(line);
    const value = match?.[1]?.trim();
    if (value) samples.add(value);
  }
  return samples;
}

const GENERATE = 'generate one with `openssl rand -base64 48`';

function secretProblem(name: string, value: string | undefined, samples: ReadonlySet<string>): string | null {
  if (value === undefined) return `${name} is not set: production needs a secret of ${MIN_SECRET_BYTES} bytes or more (${GENERATE}).`;
  if (samples.has(value)) return `${name} is a sample value (from .env.example or a local stand-in): ${GENERATE}.`;
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < MIN_SECRET_BYTES) return `${name} is ${bytes} bytes long: use ${MIN_SECRET_BYTES} bytes or more (${GENERATE}).`;
  return null;
}

function isLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '[::1]' || host === '::1' || /^127\./.test(host);
  } catch {
    return false;
  }
}

const SERVICES = [
  ['SMTP_URL', 'the mail server every e-mail goes through (smtp://user:password@mail.example:587); without it confirmations and gift codes stay unsent'],
  ['CRM_URL', "the CRM's web-to-case address contact messages are delivered to; without it they stay undelivered"],
  ['PAYMENT_PROVIDER_URL', "the payment provider's API address (with PAYMENT_API_KEY and PAYMENT_WEBHOOK_SECRET); without it no card payment is possible"],
] as const;

/** The refusals and warnings of a production start; `siteUrl` is SITE_URL as set (undefined when unset). */
export function productionReport(config: Env, siteUrl: string | undefined, samples: ReadonlySet<string>): ConfigReport {
  const refusals: string[] = [];
  const warnings: string[] = [];
  if (!siteUrl) refusals.push("SITE_URL is not set: production needs the site's public https address (SITE_URL=https://www.escapade.example); canonical links, sitemaps and Secure cookies are built on it.");
  else if (!siteUrl.startsWith('https:')) refusals.push(`SITE_URL must be an https address in production (it is ${siteUrl}): serve the site behind TLS (deploy/) and set its https address.`);

  for (const [name, what] of SERVICES) {
    const url = config[name];
    if (!url) refusals.push(`${name} is not set: production needs ${what}.`);
    else if (isLoopback(url)) warnings.push(`${name} points at this machine (${new URL(url).host}): fine for staging and tests, not for customers.`);
  }

  const secrets: string[] = [...REQUIRED_SECRETS, ...(config.CUSTOMER_CARE ? ['OIDC_CLIENT_SECRET'] : [])];
  for (const name of secrets) {
    const problem = secretProblem(name, config[name as keyof Env] as string | undefined, samples);
    if (problem) refusals.push(problem);
  }
  for (const name of OPTIONAL_SECRETS) {
    const value = config[name];
    const problem = value === undefined ? null : secretProblem(name, value, samples);
    if (problem) refusals.push(problem);
  }

  if (config.CUSTOMER_CARE && config.OIDC_ISSUER_URL && isLoopback(config.OIDC_ISSUER_URL)) warnings.push('OIDC_ISSUER_URL points at this machine: fine for staging and tests, not for agents.');
  if (config.ALLOW_TESTER_FLAGS) warnings.push('ALLOW_TESTER_FLAGS is on: a browser may switch feature flags with a cookie signed with SITE_SECRET (`npm run flags:sign`).');
  return { refusals, warnings };
}
