import type { LocalServicesOptions } from './start-local-services';

/** The stand-ins' ports when nothing is set (docs/local-services.md). */
export const LOCAL_SERVICE_PORTS = { LOCAL_SMTP_PORT: 2525, LOCAL_MAILBOX_PORT: 2526, LOCAL_CRM_PORT: 2527, LOCAL_PAYMENT_PORT: 3005 } as const;

type Env = Record<string, string | undefined>;

/** A port setting: unset is its default, anything but a whole number from 1 to 65535 is a problem naming it. */
function port(env: Env, name: keyof typeof LOCAL_SERVICE_PORTS, problems: string[]): number {
  const value = env[name]?.trim();
  if (!value) return LOCAL_SERVICE_PORTS[name];
  const number = Number(value);
  if (/^\d{1,5}$/.test(value) && number >= 1 && number <= 65_535) return number;
  problems.push(`${name}: "${value}" is not a port (a whole number from 1 to 65535).`);
  return 0;
}

/**
 * scripts/local-services.ts's settings from the environment, or every problem with them: LOCAL_SMTP_PORT,
 * LOCAL_MAILBOX_PORT, LOCAL_CRM_PORT, LOCAL_PAYMENT_PORT, and for the provider PAYMENT_API_KEY,
 * PAYMENT_WEBHOOK_SECRET (the site's own) and LOCAL_PAYMENT_WEBHOOK_URL (the site's /api/payments/webhook).
 */
export function localServicesSettings(env: Env): { ok: true; options: LocalServicesOptions } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const options = {
    smtpPort: port(env, 'LOCAL_SMTP_PORT', problems),
    mailboxPort: port(env, 'LOCAL_MAILBOX_PORT', problems),
    crmPort: port(env, 'LOCAL_CRM_PORT', problems),
    paymentPort: port(env, 'LOCAL_PAYMENT_PORT', problems),
  };
  const ports = Object.entries({ LOCAL_SMTP_PORT: options.smtpPort, LOCAL_MAILBOX_PORT: options.mailboxPort, LOCAL_CRM_PORT: options.crmPort, LOCAL_PAYMENT_PORT: options.paymentPort });
  ports.forEach(([name, value], index) => {
    const same = ports.slice(0, index).find(([, earlier]) => earlier === value && value !== 0);
    if (same) problems.push(`${same[0]} and ${name} are both ${value}: each stand-in needs its own port.`);
  });
  const apiKey = env.PAYMENT_API_KEY?.trim() ?? '';
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET?.trim() ?? '';
  const webhookUrl = env.LOCAL_PAYMENT_WEBHOOK_URL?.trim() ?? '';
  if (!apiKey) problems.push('PAYMENT_API_KEY: set the key the site calls the payment provider with (the same as the site’s).');
  if (!webhookSecret) problems.push('PAYMENT_WEBHOOK_SECRET: set the secret the provider signs its webhooks with (the same as the site’s).');
  if (!/^https?:\/\/\S+$/.test(webhookUrl)) {
    problems.push(`LOCAL_PAYMENT_WEBHOOK_URL: ${webhookUrl ? `"${webhookUrl}" is not an http(s) address` : 'required'}: the site's /api/payments/webhook, e.g. http://127.0.0.1:3000/api/payments/webhook.`);
  }
  return problems.length ? { ok: false, problems } : { ok: true, options: { ...options, payment: { apiKey, webhookSecret, webhookUrl } } };
}
