import { startPaymentSandbox, PAYMENT_SANDBOX_SERVICE } from '@/server/payments/sandbox/payment-sandbox';
import { CRM_SERVICE, startCrmCatcher, WEB_TO_CASE_PATH } from './crm-catcher';
import type { InboxCase } from './crm-inbox-pages';
import { messagePath } from './mailbox-pages';
import { MAILBOX_SERVICE, startMailboxServer } from './mailbox-server';
import { startSmtpCatcher, type CaughtMail } from './smtp-catcher';
import { healthOf, listenOrExplain } from './stand-in-port';

export type LocalServicesOptions = {
  /** the mail catcher's SMTP (the site's SMTP_URL), LOCAL_SMTP_PORT */
  smtpPort: number;
  /** the mailbox people read in a browser, and its JSON API, LOCAL_MAILBOX_PORT */
  mailboxPort: number;
  /** the local CRM: its web-to-case address (the site's CRM_URL) and its inbox, LOCAL_CRM_PORT */
  crmPort: number;
  /** the payment provider's local implementation (the site's PAYMENT_PROVIDER_URL), LOCAL_PAYMENT_PORT */
  paymentPort: number;
  /** the site's settings for the provider: the same key and webhook secret, and its /api/payments/webhook */
  payment: { apiKey: string; webhookSecret: string; webhookUrl: string };
  /** each message the mailbox catches, with the address of its page (only for a mailbox started here) */
  onMail?: (mail: CaughtMail, pageUrl: string) => void;
  /** each case the CRM receives, with the address of its page (only for a CRM started here) */
  onCase?: (item: InboxCase, pageUrl: string) => void;
};

/** One stand-in: started by this call, or found already listening (another `npm start`, the test harness). */
export type LocalService = {
  name: 'mailbox' | 'crm' | 'payments';
  /** what people call it, e.g. 'Local mailbox' */
  label: string;
  status: 'started' | 'reused';
  /** where people open it (the mailbox and the CRM inbox) or the site calls it (the provider) */
  url: string;
  /** the address the site's setting takes, and that setting (SMTP_URL, CRM_URL, PAYMENT_PROVIDER_URL) */
  siteSetting: { name: string; value: string };
};

export type LocalServices = { services: LocalService[]; startedAny: boolean; close: () => Promise<void> };

const local = (port: number) => `http://127.0.0.1:${port}`;

/**
 * The demo's local stand-ins in this process, each on its own port (docs/local-services.md): the
 * mail catcher with its web mailbox, the local CRM with its inbox, and the payment provider's local implementation.
 * One already listening at its port (its /health names it) is reused, not started again; a port held by another
 * program fails with the setting that moves it (PortTakenError), and whatever this call started is closed again.
 */
export async function startLocalServices(options: LocalServicesOptions): Promise<LocalServices> {
  const services: LocalService[] = [];
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closeOne of closers.splice(0).reverse()) await closeOne();
  };
  try {
    const mailboxHealth = await healthOf(options.mailboxPort, MAILBOX_SERVICE);
    if (mailboxHealth) {
      const smtp = typeof mailboxHealth.smtp === 'string' ? mailboxHealth.smtp : `smtp://127.0.0.1:${options.smtpPort}`;
      services.push({ name: 'mailbox', label: 'Local mailbox', status: 'reused', url: `${local(options.mailboxPort)}/`, siteSetting: { name: 'SMTP_URL', value: smtp } });
    } else {
      let mailboxUrl = local(options.mailboxPort);
      const catcher = await listenOrExplain(
        () => startSmtpCatcher({ port: options.smtpPort, onMessage: (mail) => options.onMail?.(mail, `${mailboxUrl}${messagePath(mail.id)}`) }),
        options.smtpPort,
        "the local mailbox's SMTP",
        'LOCAL_SMTP_PORT',
      );
      closers.push(catcher.close);
      const mailbox = await listenOrExplain(() => startMailboxServer(catcher, { port: options.mailboxPort }), options.mailboxPort, "the local mailbox's web page", 'LOCAL_MAILBOX_PORT');
      closers.push(mailbox.close);
      mailboxUrl = mailbox.url;
      services.push({ name: 'mailbox', label: 'Local mailbox', status: 'started', url: `${mailbox.url}/`, siteSetting: { name: 'SMTP_URL', value: catcher.url } });
    }

    if (await healthOf(options.crmPort, CRM_SERVICE)) {
      const url = local(options.crmPort);
      services.push({ name: 'crm', label: 'Local CRM inbox', status: 'reused', url: `${url}/`, siteSetting: { name: 'CRM_URL', value: `${url}${WEB_TO_CASE_PATH}` } });
    } else {
      let inboxUrl = local(options.crmPort);
      const crm = await listenOrExplain(
        () => startCrmCatcher({ port: options.crmPort, onCase: (item) => options.onCase?.(item, `${inboxUrl}/case/${item.number}`) }),
        options.crmPort,
        'the local CRM',
        'LOCAL_CRM_PORT',
      );
      closers.push(crm.close);
      inboxUrl = local(crm.port);
      services.push({ name: 'crm', label: 'Local CRM inbox', status: 'started', url: `${inboxUrl}/`, siteSetting: { name: 'CRM_URL', value: crm.url } });
    }

    if (await healthOf(options.paymentPort, PAYMENT_SANDBOX_SERVICE)) {
      const url = local(options.paymentPort);
      services.push({ name: 'payments', label: 'Local payment provider', status: 'reused', url, siteSetting: { name: 'PAYMENT_PROVIDER_URL', value: url } });
    } else {
      const sandbox = await listenOrExplain(() => startPaymentSandbox({ port: options.paymentPort, ...options.payment }), options.paymentPort, 'the local payment provider', 'LOCAL_PAYMENT_PORT');
      closers.push(sandbox.close);
      services.push({ name: 'payments', label: 'Local payment provider', status: 'started', url: sandbox.url, siteSetting: { name: 'PAYMENT_PROVIDER_URL', value: sandbox.url } });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { services, startedAny: services.some((s) => s.status === 'started'), close };
}
