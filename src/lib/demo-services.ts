/**
 * The demo's local stand-ins for the services we do not own (docs/operations.md): one set per machine, started by
 * `npm start`'s primary process in demo mode (scripts/start.mjs, scripts/local-services.ts) or reused when one
 * already listens. A service the configuration names (SMTP_URL, CRM_URL, PAYMENT_PROVIDER_URL) is used as it is.
 */
export const DEMO_PORTS = { smtp: 2525, mailbox: 2526, crm: 2527, payment: 3005 } as const;

/** The stand-ins' ports: the defaults, or LOCAL_SMTP_PORT, LOCAL_MAILBOX_PORT, LOCAL_CRM_PORT, LOCAL_PAYMENT_PORT. */
function demoPorts(source: Record<string, string | undefined>) {
  const port = (name: string, fallback: number) => {
    const value = Number(source[name]);
    return Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback;
  };
  return {
    smtp: port('LOCAL_SMTP_PORT', DEMO_PORTS.smtp),
    mailbox: port('LOCAL_MAILBOX_PORT', DEMO_PORTS.mailbox),
    crm: port('LOCAL_CRM_PORT', DEMO_PORTS.crm),
    payment: port('LOCAL_PAYMENT_PORT', DEMO_PORTS.payment),
  };
}

/** The demo payment provider's keys: samples by definition, refused in production (src/lib/production-config.ts). */
export const DEMO_PAYMENT_API_KEY = 'sk_demo_escapade_local_provider';
export const DEMO_PAYMENT_WEBHOOK_SECRET = 'whsec_demo_escapade_local_signing_secret';

export type DemoServicePlan = {
  /** settings added to the site's environment (only those it did not set) */
  settings: Record<string, string>;
  /** the environment of scripts/local-services.ts */
  localServicesEnv: Record<string, string>;
  /** what a person opens in a browser */
  mailboxUrl: string | null;
  crmInboxUrl: string | null;
  paymentUrl: string | null;
};

const unset = (value: string | undefined) => value === undefined || value.trim() === '';

/** What demo mode adds to a configuration: a stand-in for each service it leaves unset. */
export function demoServicePlan(source: Record<string, string | undefined>, siteUrl: string): DemoServicePlan {
  const settings: Record<string, string> = {};
  const local = 'http://127.0.0.1';
  const ports = demoPorts(source);
  const mail = unset(source.SMTP_URL);
  const crm = unset(source.CRM_URL);
  const payment = unset(source.PAYMENT_PROVIDER_URL);
  if (mail) settings.SMTP_URL = `smtp://127.0.0.1:${ports.smtp}`;
  if (crm) settings.CRM_URL = `${local}:${ports.crm}/servlet/servlet.WebToCase`;
  if (payment) {
    settings.PAYMENT_PROVIDER_URL = `${local}:${ports.payment}`;
    settings.PAYMENT_API_KEY = DEMO_PAYMENT_API_KEY;
    settings.PAYMENT_WEBHOOK_SECRET = DEMO_PAYMENT_WEBHOOK_SECRET;
  }
  const any = mail || crm || payment;
  return {
    settings,
    localServicesEnv: any
      ? {
          LOCAL_SMTP_PORT: String(ports.smtp),
          LOCAL_MAILBOX_PORT: String(ports.mailbox),
          LOCAL_CRM_PORT: String(ports.crm),
          LOCAL_PAYMENT_PORT: String(ports.payment),
          LOCAL_PAYMENT_WEBHOOK_URL: `${siteUrl}/api/payments/webhook`,
          PAYMENT_API_KEY: settings.PAYMENT_API_KEY ?? DEMO_PAYMENT_API_KEY,
          PAYMENT_WEBHOOK_SECRET: settings.PAYMENT_WEBHOOK_SECRET ?? DEMO_PAYMENT_WEBHOOK_SECRET,
        }
      : {},
    mailboxUrl: mail ? `${local}:${ports.mailbox}/` : null,
    crmInboxUrl: crm ? `${local}:${ports.crm}/` : null,
    paymentUrl: payment ? `${local}:${ports.payment}` : null,
  };
}
