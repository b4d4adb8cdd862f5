import nodemailer from 'nodemailer';
import type { MailSender } from './outbox-mail';

export type SmtpSender = { send: MailSender; close: () => void };

/** Give up on a mail server that does not answer within these, so a pass never hangs (the mail is retried later). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Send through the SMTP server of `smtpUrl` (smtp://user:pass@host:587, smtps://… for implicit TLS), from `from`,
 * with nodemailer: a connection per mail (a worker sends a few mails a minute; nothing idle to go stale).
 */
export function smtpSender(smtpUrl: string, from: string): SmtpSender {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
