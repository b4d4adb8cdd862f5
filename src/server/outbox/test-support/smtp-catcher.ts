import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the catcher received it. */
export type CaughtMail = {
  /** envelope sender and recipients (MAIL FROM, RCPT TO) */
  from: string;
  to: string[];
  /** the Subject header, encoded words (=?UTF-8?B?…?=, =?UTF-8?Q?…?=) decoded */
  subject: string;
  /** the whole message as sent: headers and MIME body */
  raw: string;
};

export type SmtpCatcher = {
  /** smtp://127.0.0.1:{port}, for SMTP_URL */
  url: string;
  port: number;
  /** every message received, in order */
  messages: CaughtMail[];
  /** resolves once `count` messages have arrived; rejects after `timeoutMs` */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<CaughtMail[]>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 that accepts every message (any or no login, no TLS) and keeps it in memory: the
 * mail server of the outbox tests and of the end-to-end harness. Port 0 (default) picks a free one; pass a port to
 * bring a catcher back where a stopped one was (a mail server that comes back up).
 */
export async function startSmtpCatcher(options: { port?: number } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: decodeEncodedWords(headerOf(raw, 'subject')),
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const waitForMessages = (count: number, timeoutMs = 5000) =>
    new Promise<CaughtMail[]>((resolve, reject) => {
      const check = () => {
        if (messages.length < count) return;
        cleanUp();
        resolve(messages.slice());
      };
      const timer = setTimeout(() => {
        cleanUp();
        reject(new Error(`The SMTP catcher received ${messages.length} of ${count} message(s) in ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanUp = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMessages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header's value, unfolded; '' when absent. */
function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII headers. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}
