import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CrmCase } from '@/server/contact/contact-request';
import { crmCasePage, crmInboxPage, crmNotFoundPage, type InboxCase } from './crm-inbox-pages';
import { sendPage } from './stand-in-page';

export type CrmCatcher = {
  /** the web-to-case address to set as CRM_URL */
  url: string;
  port: number;
  /** every case received, once per `external_id` (a case delivered again is counted in `received`, not kept twice) */
  cases: CrmCase[];
  /** posts received, duplicates included */
  received: number;
  /**
   * down: every web-to-case post has its connection cut, as an unreachable CRM's would be. With an e-mail address,
   * only that sender's cases (journeys running side by side each cut their own).
   */
  setDown: (down: boolean, email?: string) => void;
  isDown: (email?: string) => boolean;
  waitForCases: (count: number, timeoutMs?: number) => Promise<CrmCase[]>;
  close: () => Promise<void>;
};

export const WEB_TO_CASE_PATH = '/servlet/servlet.WebToCase';
/** What the local CRM's /health answers: another program on the port answers something else (or nothing). */
export const CRM_SERVICE = 'escapade-local-crm';

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * A local CRM that behaves like a web-to-case endpoint (docs/contact.md): it takes `application/x-www-form-urlencoded`
 * posts at WEB_TO_CASE_PATH, keeps each case, and answers with the redirect to the form's retURL as the real one does.
 * The demo's CRM inbox and the tests' CRM (scripts/local-services.ts). Read in a browser: GET / (every case, newest
 * first), GET /case/{n} (one case). Control and reading over HTTP: GET /cases (JSON, ?email= one sender's), POST
 * /control/down and /control/up (?email= one sender's cases only), GET /health. Listens on 127.0.0.1 (a free port by
 * default).
 */
export async function startCrmCatcher({ port = 0, now = () => new Date(), onCase }: { port?: number; now?: () => Date; onCase?: (item: InboxCase) => void } = {}): Promise<CrmCatcher> {
  const cases: CrmCase[] = [];
  const inbox: InboxCase[] = [];
  const seen = new Set<string>();
  let down = false;
  const downFor = new Set<string>();
  let received = 0;
  const waiters: { count: number; resolve: () => void }[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === WEB_TO_CASE_PATH) {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
      if (down || downFor.has((fields.email ?? '').toLowerCase())) return void req.socket.destroy();
      received++;
      const key = fields.external_id ?? `#${received}`;
      if (!seen.has(key)) {
        seen.add(key);
        cases.push(fields);
        const item = { case: fields, receivedAt: now().toISOString(), number: inbox.length + 1 };
        inbox.push(item);
        onCase?.(item);
      }
      for (const waiter of waiters.filter((w) => cases.length >= w.count)) waiter.resolve();
      res.writeHead(302, { Location: fields.retURL || '/' });
      return void res.end();
    }
    if (req.method === 'GET' && url.pathname === '/cases') {
      const email = url.searchParams.get('email')?.toLowerCase();
      return json(200, email ? cases.filter((item) => item.email?.toLowerCase() === email) : cases);
    }
    if (req.method === 'GET' && url.pathname === '/health') return json(200, { ok: true, service: CRM_SERVICE, down });
    if (req.method === 'GET' && url.pathname === '/') return sendPage(res, 200, crmInboxPage(inbox));
    const opened = /^\/case\/(\d{1,9})$/.exec(url.pathname);
    const shown = opened ? inbox[Number(opened[1]) - 1] : undefined;
    if (req.method === 'GET' && shown) return sendPage(res, 200, crmCasePage(shown));
    if (req.method === 'GET' && url.pathname.startsWith('/case/')) return sendPage(res, 404, crmNotFoundPage());
    if (req.method === 'POST' && (url.pathname === '/control/down' || url.pathname === '/control/up')) {
      const email = url.searchParams.get('email')?.toLowerCase();
      const value = url.pathname === '/control/down';
      if (email) {
        if (value) downFor.add(email);
        else downFor.delete(email);
      } else down = value;
      return json(200, { down, downFor: [...downFor] });
    }
    json(404, { error: 'not_found', message: `GET / (the inbox), POST ${WEB_TO_CASE_PATH}, GET /cases, POST /control/down or /control/up` });
  };

  const server: Server = createServer((req, res) => void handle(req, res).catch(() => req.socket.destroy()));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}${WEB_TO_CASE_PATH}`,
    port: actualPort,
    cases,
    get received() {
      return received;
    },
    setDown: (value, email) => {
      if (email === undefined) down = value;
      else if (value) downFor.add(email.toLowerCase());
      else downFor.delete(email.toLowerCase());
    },
    isDown: (email) => down || (email !== undefined && downFor.has(email.toLowerCase())),
    waitForCases: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        if (cases.length >= count) return resolve(cases);
        const timer = setTimeout(() => reject(new Error(`${cases.length} of ${count} case(s) arrived in ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(cases);
          },
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
