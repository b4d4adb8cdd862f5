import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withTimeout } from '@/lib/fetch-timeout';
import { signatureHeader, SIGNATURE_HEADER } from '../webhook-signature';
import { checkCard, needsChallenge } from './luhn';
import { hostedPage, type PageProblem } from './hosted-page';

/** The methods the sandbox's page can offer (`payment_method_types`): the card, and the wallets approved on the page. */
export const SANDBOX_METHOD_TYPES = ['card', 'apple_pay', 'google_pay'] as const;
export type SandboxMethodType = (typeof SANDBOX_METHOD_TYPES)[number];
export type SandboxWallet = Exclude<SandboxMethodType, 'card'>;
const isWallet = (value: string | undefined): value is SandboxWallet => value === 'apple_pay' || value === 'google_pay';

/** What the sandbox's /health answers: another program on the port answers something else (or nothing). */
export const PAYMENT_SANDBOX_SERVICE = 'escapade-payment-sandbox';

/**
 * A local implementation of the payment provider's hosted-checkout flow (docs/payments.md), for the demo, development
 * and tests: the same API as `hosted-payment-client.ts` speaks, a hosted page with the card form (and, for the
 * challenge test card, the bank's authentication page to approve or fail) and, when the session
 * asks for them (`payment_method_types`), an approval button per wallet (Apple Pay, Google Pay) that completes the
 * session as the card does, and webhook events signed as the real
 * provider signs them, delivered with retries (1 s, 2 s, 4 s… 8 attempts) until the site answers 2xx. It keeps what
 * it receives (sessions, events and their deliveries, refunds) and shows it at GET /v1/received. It never keeps a
 * card number: only its last four digits.
 */
export type SandboxSession = {
  id: string;
  amount: number;
  currency: string;
  reference: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: number;
  locale: string;
  status: 'open' | 'complete' | 'expired';
  /** what the page offers, as the session asked (the card alone when it did not say) */
  paymentMethodTypes: SandboxMethodType[];
  /** how it was paid: the card typed, or a wallet approved */
  paidWith: SandboxMethodType | null;
  last4: string | null;
  /** the last four digits of a card awaiting the bank's authentication (the challenge test card), else null */
  challenge: string | null;
  createdAt: string;
};
export type SandboxEvent = { id: string; type: string; sessionId: string; body: string; deliveries: { at: string; status: number | string }[] };
export type SandboxRefund = { id: string; sessionId: string; amount: number; at: string; idempotencyKey: string | null };
export type Received = { sessions: SandboxSession[]; events: SandboxEvent[]; refunds: SandboxRefund[] };

export type SandboxOptions = {
  port?: number;
  host?: string;
  apiKey: string;
  webhookSecret: string;
  /** the site's webhook endpoint (a provider's dashboard setting) */
  webhookUrl: string;
  /** first retry delay; each next one doubles */
  retryBaseMs?: number;
  now?: () => Date;
};

export type PaymentSandbox = { url: string; received: Received; close: () => Promise<void> };

const MAX_ATTEMPTS = 8;
const MAX_BODY = 20_000;
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
};
const html = (res: ServerResponse, status: number, page: string) => {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" });
  res.end(page);
};
const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
};

const parseJson = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) && value.length <= 2000;

export function startPaymentSandbox(options: SandboxOptions): Promise<PaymentSandbox> {
  const now = options.now ?? (() => new Date());
  const retryBaseMs = options.retryBaseMs ?? 1_000;
  const received: Received = { sessions: [], events: [], refunds: [] };
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const session = (id: string) => received.sessions.find((s) => s.id === id);

  const deliver = (event: SandboxEvent, attempt: number) => {
    const sent = now();
    const headers = { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(options.webhookSecret, event.body, sent) };
    fetch(options.webhookUrl, withTimeout({ method: 'POST', headers, body: event.body }))
      .then((answer) => answer.status)
      .catch((error: unknown) => (error instanceof Error ? error.name : 'error'))
      .then((status) => {
        event.deliveries.push({ at: sent.toISOString(), status });
        const delivered = typeof status === 'number' && status >= 200 && status < 300;
        if (!delivered && attempt < MAX_ATTEMPTS) later(retryBaseMs * 2 ** (attempt - 1), () => deliver(event, attempt + 1));
      });
  };

  const emit = (type: 'checkout.session.completed' | 'checkout.session.expired', s: SandboxSession) => {
    const id = newId('evt');
    const body = JSON.stringify({
      id,
      type,
      created: Math.floor(now().getTime() / 1000),
      data: {
        object: {
          id: s.id,
          reference: s.reference,
          amount_total: s.amount,
          currency: s.currency.toLowerCase(),
          status: s.status,
          payment_status: s.status === 'complete' ? 'paid' : 'unpaid',
          payment_method_types: s.paymentMethodTypes,
          // Stripe's shape: a wallet is a card payment whose card names its wallet.
          payment_method_details: s.paidWith ? { type: 'card', card: { last4: s.last4, wallet: isWallet(s.paidWith) ? { type: s.paidWith } : null } } : null,
        },
      },
    });
    const event: SandboxEvent = { id, type, sessionId: s.id, body, deliveries: [] };
    received.events.push(event);
    deliver(event, 1);
  };

  /** Sessions past their time close, and say so to the site. */
  const expireDue = () => {
    const at = now().getTime() / 1000;
    for (const s of received.sessions) {
      if (s.status === 'open' && s.expiresAt <= at) {
        s.status = 'expired';
        emit('checkout.session.expired', s);
      }
    }
  };
  const sweeper = setInterval(expireDue, 1_000);
  sweeper.unref();

  const authorised = (req: IncomingMessage) => req.headers.authorization === `Bearer ${options.apiKey}`;

  const api = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (!authorised(req)) return json(res, 401, { error: { type: 'authentication_error', message: 'Invalid API key' } });
    const body = parseJson(await readBody(req));
    if (!body) return json(res, 400, { error: { type: 'invalid_request_error', message: 'Body must be a JSON object' } });
    if (path === '/v1/checkout/sessions') {
      const { amount, currency, reference, customer_email, success_url, cancel_url, expires_at, locale, payment_method_types } = body;
      const types = payment_method_types === undefined ? ['card'] : payment_method_types;
      const typesValid =
        Array.isArray(types) && types.length > 0 && types.length <= SANDBOX_METHOD_TYPES.length && types.every((t) => (SANDBOX_METHOD_TYPES as readonly unknown[]).includes(t)) && new Set(types).size === types.length;
      const valid =
        Number.isInteger(amount) && (amount as number) > 0 && currency === 'EUR' && typeof reference === 'string' && reference.length <= 50 &&
        typeof customer_email === 'string' && isHttpUrl(success_url) && isHttpUrl(cancel_url) && Number.isInteger(expires_at) && (expires_at as number) > now().getTime() / 1000;
      if (!valid) return json(res, 400, { error: { type: 'invalid_request_error', message: 'amount, currency EUR, reference, customer_email, success_url, cancel_url and a future expires_at are required' } });
      if (!typesValid) return json(res, 400, { error: { type: 'invalid_request_error', message: `payment_method_types: a list of ${SANDBOX_METHOD_TYPES.join(', ')}` } });
      const s: SandboxSession = {
        id: newId('cs'),
        amount: amount as number,
        currency: 'EUR',
        reference: reference as string,
        customerEmail: customer_email as string,
        successUrl: success_url as string,
        cancelUrl: cancel_url as string,
        expiresAt: expires_at as number,
        locale: typeof locale === 'string' ? locale : 'fr_FR',
        status: 'open',
        paymentMethodTypes: types as SandboxMethodType[],
        paidWith: null,
        last4: null,
        challenge: null,
        createdAt: now().toISOString(),
      };
      received.sessions.push(s);
      const host = req.headers.host ?? '127.0.0.1';
      return json(res, 200, { id: s.id, url: `http://${host}/pay/${s.id}`, status: s.status });
    }
    const expire = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
    if (expire) {
      const s = session(expire[1]);
      if (!s) return json(res, 404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      if (s.status === 'complete') return json(res, 409, { error: { type: 'invalid_request_error', message: 'The session is paid' } });
      if (s.status === 'open') {
        s.status = 'expired';
        emit('checkout.session.expired', s);
      }
      return json(res, 200, { id: s.id, status: s.status });
    }
    if (path === '/v1/refunds') {
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      const earlier = key ? received.refunds.find((r) => r.idempotencyKey === key) : undefined;
      if (earlier) return json(res, 200, { id: earlier.id, status: 'succeeded' });
      const s = typeof body.session === 'string' ? session(body.session) : undefined;
      const refunded = received.refunds.filter((r) => r.sessionId === s?.id).reduce((sum, r) => sum + r.amount, 0);
      if (!s || s.status !== 'complete' || !Number.isInteger(body.amount) || (body.amount as number) <= 0 || (body.amount as number) > s.amount - refunded) {
        return json(res, 400, { error: { type: 'invalid_request_error', message: 'A refund needs a paid session and an amount up to what it took and was not given back' } });
      }
      const refund = { id: newId('re'), sessionId: s.id, amount: body.amount as number, at: now().toISOString(), idempotencyKey: key };
      received.refunds.push(refund);
      return json(res, 200, { id: refund.id, status: 'succeeded' });
    }
    return json(res, 404, { error: { type: 'invalid_request_error', message: 'Unknown endpoint' } });
  };

  const page = async (req: IncomingMessage, res: ServerResponse, id: string, action: string | undefined) => {
    expireDue();
    const s = session(id);
    if (!s) return html(res, 404, hostedPage({ kind: 'unknown' }));
    if (s.status !== 'open') return html(res, 410, hostedPage({ kind: 'closed', session: s }));
    if (action === 'authenticate') return authenticate(req, res, s);
    if (req.method === 'GET') return html(res, 200, hostedPage({ kind: 'form', session: s }));
    if (action === 'cancel') return redirect(res, s.cancelUrl);
    const form = new URLSearchParams(await readBody(req));
    const wallet = form.get('wallet') ?? undefined;
    if (wallet !== undefined) {
      // A wallet approved on the page (the test wallet always approves), completed like a card; only a wallet the
      // session offers.
      if (!isWallet(wallet) || !s.paymentMethodTypes.includes(wallet)) return html(res, 400, hostedPage({ kind: 'form', session: s }));
      s.status = 'complete';
      s.paidWith = wallet;
      emit('checkout.session.completed', s);
      return redirect(res, s.successUrl);
    }
    if (!s.paymentMethodTypes.includes('card')) return html(res, 400, hostedPage({ kind: 'form', session: s }));
    const card = checkCard({ number: form.get('number') ?? '', expiry: form.get('expiry') ?? '', cvc: form.get('cvc') ?? '' }, now());
    if (!card.ok) {
      const problem: PageProblem = { field: card.field, reason: card.reason };
      return html(res, 402, hostedPage({ kind: 'form', session: s, problem }));
    }
    if (needsChallenge(form.get('number') ?? '')) {
      s.challenge = card.last4;
      return redirect(res, `/pay/${s.id}/authenticate`);
    }
    return payByCard(res, s, card.last4);
  };

  const payByCard = (res: ServerResponse, s: SandboxSession, last4: string) => {
    s.status = 'complete';
    s.paidWith = 'card';
    s.last4 = last4;
    s.challenge = null;
    emit('checkout.session.completed', s);
    return redirect(res, s.successUrl);
  };

  /**
   * The bank's authentication of the challenge card (3-D Secure-like): approved, the session completes as a card
   * payment; failed, the card form again with the refusal, the session still open for another card.
   */
  const authenticate = async (req: IncomingMessage, res: ServerResponse, s: SandboxSession) => {
    const last4 = s.challenge;
    if (last4 === null) return redirect(res, `/pay/${s.id}`);
    if (req.method === 'GET') return html(res, 200, hostedPage({ kind: 'challenge', session: s }));
    const outcome = new URLSearchParams(await readBody(req)).get('outcome');
    if (outcome === 'approve') return payByCard(res, s, last4);
    if (outcome !== 'fail') return html(res, 400, hostedPage({ kind: 'challenge', session: s }));
    s.challenge = null;
    return html(res, 402, hostedPage({ kind: 'form', session: s, problem: { field: 'number', reason: 'authentication' } }));
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    const handle = async () => {
      if (req.method === 'GET' && path === '/health') return json(res, 200, { ok: true, service: PAYMENT_SANDBOX_SERVICE });
      if (req.method === 'GET' && path === '/v1/received') return json(res, 200, received);
      const pay = /^\/pay\/([\w-]+)(?:\/(cancel|authenticate))?$/.exec(path);
      if (pay && (req.method === 'GET' || req.method === 'POST')) return page(req, res, pay[1], pay[2]);
      if (req.method === 'POST' && path.startsWith('/v1/')) return api(req, res, path);
      return json(res, 404, { error: { type: 'invalid_request_error', message: 'Unknown endpoint' } });
    };
    handle().catch(() => json(res, 500, { error: { type: 'api_error', message: 'Sandbox error' } }));
  });

  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      clearInterval(sweeper);
      reject(error);
    });
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        received,
        close: () =>
          new Promise((done) => {
            clearInterval(sweeper);
            for (const timer of timers) clearTimeout(timer);
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
