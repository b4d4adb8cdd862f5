// A local mail server for development and the end-to-end tests: point SMTP_URL at it and every mail the site sends
// is kept in memory, printed here, and readable over HTTP (docs/email-outbox.md).
//   node --import tsx scripts/smtp-catcher.ts                 SMTP on 127.0.0.1:2525, HTTP on 127.0.0.1:2526
//   SMTP_CATCHER_PORT=3331 SMTP_CATCHER_HTTP_PORT=3332 node --import tsx scripts/smtp-catcher.ts
// HTTP: GET /messages (every message, oldest first; ?to=address keeps that recipient's), GET /health.
import { createServer } from 'node:http';
import { startSmtpCatcher } from '../src/server/outbox/test-support/smtp-catcher';

const smtpPort = Number(process.env.SMTP_CATCHER_PORT || 2525);
const httpPort = Number(process.env.SMTP_CATCHER_HTTP_PORT || smtpPort + 1);

async function main() {
  const catcher = await startSmtpCatcher({ port: smtpPort });
  let printed = 0;
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (req.method === 'GET' && url.pathname === '/health') return void res.end(JSON.stringify({ ok: true, smtp: catcher.url }));
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      return void res.end(JSON.stringify(to ? catcher.messages.filter((m) => m.to.some((address) => address.toLowerCase() === to)) : catcher.messages));
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: 'not_found', message: 'GET /messages or /health' }));
  });
  http.listen(httpPort, '127.0.0.1', () => console.log(`SMTP catcher: ${catcher.url} (SMTP_URL), messages at http://127.0.0.1:${httpPort}/messages`));

  setInterval(() => {
    for (const message of catcher.messages.slice(printed)) console.log(`[mail] to ${message.to.join(', ')}: ${message.subject}`);
    printed = catcher.messages.length;
  }, 500).unref();

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      http.close();
      void catcher.close().then(() => process.exit(0));
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
