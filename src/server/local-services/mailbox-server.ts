import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mailboxListPage, mailboxMessagePage, mailboxNotFoundPage, type MailboxEntry } from './mailbox-pages';
import type { SmtpCatcher } from './smtp-catcher';
import { sendJson, sendPage } from './stand-in-page';

/** What the mailbox's /health answers: another program on the port answers something else (or nothing). */
export const MAILBOX_SERVICE = 'escapade-local-mailbox';

/**
 * An HTML part as the mailbox shows it, in a sandboxed frame and sandboxed even when opened alone: no script, no
 * form, nothing fetched but the data: images and fonts the message carries itself.
 */
export const HTML_PART_CSP = "sandbox; default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export type MailboxServer = { url: string; port: number; close: () => Promise<void> };

/** `filename="…"` for every client (ASCII, quotes dropped) and `filename*=` with the real name in UTF-8 (RFC 6266). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The mailbox people read in a browser and tests read as JSON, over the messages of `catcher` (docs/email-outbox.md):
 *   GET /                          every message, newest first (?to= one recipient's)
 *   GET /mail/{id}                 one message: headers, HTML part, text part, attachments
 *   GET /mail/{id}/html            its HTML part alone (sandboxed by its CSP)
 *   GET /mail/{id}/attachments/{n} its n-th attachment, with its own type, as a download
 *   GET /mail/{id}/source          the message as it arrived, as text
 *   GET /messages                  JSON: every message, oldest first (?to= one recipient's)
 *   GET /health                    JSON: { ok, service, smtp }
 */
export async function startMailboxServer(catcher: SmtpCatcher, { port = 0 }: { port?: number } = {}): Promise<MailboxServer> {
  const entry = (id: number): MailboxEntry | undefined => {
    const mail = catcher.messages.find((m) => m.id === id);
    return mail && { mail, parsed: catcher.parsed(id) };
  };
  const sentTo = (to: string | undefined) => (to ? catcher.messages.filter((m) => m.to.some((address) => address.toLowerCase() === to)) : catcher.messages);

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendJson(res, 405, { error: 'method_not_allowed', message: 'The mailbox is read-only: GET only' });
    }
    const to = url.searchParams.get('to')?.trim().toLowerCase() || undefined;
    if (path === '/health') return sendJson(res, 200, { ok: true, service: MAILBOX_SERVICE, smtp: catcher.url });
    if (path === '/messages') return sendJson(res, 200, sentTo(to));
    if (path === '/') return sendPage(res, 200, mailboxListPage(sentTo(to).map((mail) => ({ mail, parsed: catcher.parsed(mail.id) })), { to }));

    const match = /^\/mail\/(\d{1,9})(?:\/(html|source|attachments\/(\d{1,4})))?$/.exec(path);
    const found = match ? entry(Number(match[1])) : undefined;
    if (!match || !found) return sendPage(res, 404, mailboxNotFoundPage());
    const [, , part, attachmentNumber] = match;
    if (part === undefined) return sendPage(res, 200, mailboxMessagePage(found));
    if (part === 'source') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
      return void res.end(found.mail.raw);
    }
    if (part === 'html') {
      if (!found.parsed?.html) return sendPage(res, 404, mailboxNotFoundPage());
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': HTML_PART_CSP, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' });
      return void res.end(found.parsed.html);
    }
    const attachment = found.parsed?.attachments[Number(attachmentNumber) - 1];
    if (!attachment) return sendPage(res, 404, mailboxNotFoundPage());
    res.writeHead(200, {
      'Content-Type': attachment.contentType,
      'Content-Length': String(attachment.content.length),
      'Content-Disposition': attachmentDisposition(attachment.filename ?? `attachment-${attachmentNumber}`),
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    });
    res.end(attachment.content);
  };

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch {
      if (!res.headersSent) sendJson(res, 500, { error: 'mailbox_error' });
      else res.destroy();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
