import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the catcher received it (what `GET /messages` answers). */
export type CaughtMail = {
  /** 1, 2, 3… in the order the messages arrived */
  id: number;
  /** when the catcher received it (ISO instant) */
  receivedAt: string;
  /** envelope sender and recipients (MAIL FROM, RCPT TO) */
  from: string;
  to: string[];
  /** the Subject header, decoded */
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
  /** a message's MIME parts as mailparser reads them: headers, HTML and text parts, attachments */
  parsed: (id: number) => ParsedMail | undefined;
  /** resolves once `count` messages have arrived; rejects after `timeoutMs` */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<CaughtMail[]>;
  close: () => Promise<void>;
};

/**
 * The text part as sent, nothing made up: no text drawn from the HTML part nor HTML from the text; `cid:` images
 * become data URIs, so an HTML part shows its own pictures with nothing fetched.
 */
const PARSE_OPTIONS = { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true } as const;

/**
 * A real SMTP server on 127.0.0.1 that accepts every message (any or no login, no TLS) and keeps it in memory, parsed
 * by mailparser (MIME, encodings, charsets): the demo's local mailbox (with `startMailboxServer`), the outbox tests'
 * and the end-to-end harness's mail server. A client that goes away mid-message (a site process killed while
 * sending) costs that message only. Port 0 (default) picks a free one; pass a port to bring a catcher back where a
 * stopped one was (a mail server that comes back up).
 */
export async function startSmtpCatcher(options: { port?: number; now?: () => Date; onMessage?: (mail: CaughtMail) => void } = {}): Promise<SmtpCatcher> {
  const now = options.now ?? (() => new Date());
  const messages: CaughtMail[] = [];
  const parsedById = new Map<number, ParsedMail>();
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
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const envelope = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address) };
        simpleParser(raw, PARSE_OPTIONS)
          .then((parsed) => {
            const id = messages.length + 1;
            parsedById.set(id, parsed);
            const mail: CaughtMail = { id, receivedAt: now().toISOString(), ...envelope, subject: parsed.subject ?? '', raw: raw.toString('utf8') };
            messages.push(mail);
            options.onMessage?.(mail);
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  // A client's connection reset in the middle of a transaction reaches the server as an 'error' event: without a
  // listener it would end the process.
  server.on('error', () => undefined);
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
    parsed: (id) => parsedById.get(id),
    waitForMessages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
