/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPaymentSandbox, type PaymentSandbox } from '../sandbox/payment-sandbox';

const API_KEY = 'sk_test_challenge';
let sandbox: PaymentSandbox;
let site: Server;
/** The event types the site's webhook endpoint received, by session. */
const delivered: { type: string; session: string }[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string; data: { object: { id: string } } };
      delivered.push({ type: event.type, session: event.data.object.id });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/payments/webhook`;
  sandbox = await startPaymentSandbox({ apiKey: API_KEY, webhookSecret: 'whsec_challenge', webhookUrl, retryBaseMs: 100 });
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => site.close(resolve));
});

async function openSession(): Promise<string> {
  const response = await fetch(`${sandbox.url}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      amount: 5000,
      currency: 'EUR',
      reference: '01234567',
      customer_email: 'zoe@example.fr',
      success_url: 'http://127.0.0.1:3000/done',
      cancel_url: 'http://127.0.0.1:3000/back',
      expires_at: Math.floor(Date.now() / 1000) + 1800,
    }),
  });
  return ((await response.json()) as { id: string }).id;
}

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), redirect: 'manual' });
const payWith = (id: string, number: string) => post(`/pay/${id}`, { number, expiry: '12/40', cvc: '123' });
const sessionOf = (id: string) => sandbox.received.sessions.find((s) => s.id === id)!;
const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

// The 3-D Secure-like challenge card (docs/payments.md, 'Test cards'): the bank's page comes before the payment.
describe("the sandbox's challenge test card", () => {
  it('leads to the authentication page, and approving it completes the payment', async () => {
    const id = await openSession();
    const answer = await payWith(id, '4000 0000 0000 3220');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/pay/${id}/authenticate`);
    expect(sessionOf(id)).toMatchObject({ status: 'open', last4: null });

    const page = await fetch(`${sandbox.url}/pay/${id}/authenticate`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Authenticate your payment');

    const approved = await post(`/pay/${id}/authenticate`, { outcome: 'approve' });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe('http://127.0.0.1:3000/done');
    expect(sessionOf(id)).toMatchObject({ status: 'complete', paidWith: 'card', last4: '3220', challenge: null });
    expect(await eventually(() => delivered.some((e) => e.session === id))).toBe(true);
    expect(delivered.filter((e) => e.session === id).map((e) => e.type)).toEqual(['checkout.session.completed']);
  });

  it('refuses the payment when the authentication fails, and the session stays open for another card', async () => {
    const id = await openSession();
    await payWith(id, '4000000000003220');
    const failed = await post(`/pay/${id}/authenticate`, { outcome: 'fail' });
    expect(failed.status).toBe(402);
    expect(await failed.text()).toContain('Your bank could not authenticate this payment.');
    expect(sessionOf(id)).toMatchObject({ status: 'open', paidWith: null, challenge: null });
    // No authentication pending any more: its page leads back to the card form.
    const again = await post(`/pay/${id}/authenticate`, { outcome: 'approve' });
    expect([again.status, again.headers.get('location')]).toEqual([303, `/pay/${id}`]);
    expect(sessionOf(id).status).toBe('open');

    expect((await payWith(id, '4242 4242 4242 4242')).status).toBe(303);
    expect(sessionOf(id)).toMatchObject({ status: 'complete', last4: '4242' });
    expect(delivered.filter((e) => e.session === id && e.type === 'checkout.session.completed')).toHaveLength(0);
    expect(await eventually(() => delivered.some((e) => e.session === id))).toBe(true);
  });

  it('answers an outcome it does not know with the authentication page again', async () => {
    const id = await openSession();
    await payWith(id, '4000000000003220');
    const answer = await post(`/pay/${id}/authenticate`, { outcome: 'maybe' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Approve the payment');
    expect(sessionOf(id).status).toBe('open');
  });

  it('still declines the declined card and accepts the accepted one at once', async () => {
    const declined = await openSession();
    expect((await payWith(declined, '4000 0000 0000 0002')).status).toBe(402);
    const accepted = await openSession();
    const answer = await payWith(accepted, '4242 4242 4242 4242');
    expect(answer.headers.get('location')).toBe('http://127.0.0.1:3000/done');
  });
});
