/** @jest-environment node */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { deliverDueMails } from '../deliver-due-mails';
import { enqueueMail } from '../outbox.repository';
import type { MailSender, OutboxMailInput } from '../outbox-mail';
import { startOutboxWorker } from '../outbox-worker';
import { requeueFailedMails } from '../requeue-failed-mails';
import type { RetryPolicy } from '../retry-policy';
import { smtpSender, type SmtpSender } from '../smtp-sender';
import { OUTBOX_DATABASES, twoClientsOfOneDatabase } from '../test-support/outbox-databases';
import { startSmtpCatcher, type SmtpCatcher } from '@/server/local-services/smtp-catcher';

const POLICY: RetryPolicy = { baseDelayMs: 60_000, maxDelayMs: 600_000, maxAttempts: 3, leaseMs: 120_000 };
const T0 = new Date('2026-07-01T10:00:00.000Z');
const at = (ms: number) => () => new Date(T0.getTime() + ms);

const mail = (to: string, extra: Partial<OutboxMailInput> = {}): OutboxMailInput => ({
  kind: 'order_confirmation',
  locale: 'fr_FR',
  to,
  subject: 'Votre réservation 12345678 est confirmée',
  text: 'Merci pour votre réservation.',
  html: '<p>Merci pour votre réservation.</p>',
  orderId: 42,
  ...extra,
});

describe.each(OUTBOX_DATABASES)('the e-mail outbox on %s', (_engine, url) => {
  let db: Kysely<Database>;
  let other: Kysely<Database>;
  let destroy: () => Promise<void>;
  let catcher: SmtpCatcher;
  let sender: SmtpSender;

  beforeAll(async () => {
    ({ a: db, b: other, destroy } = await twoClientsOfOneDatabase(url));
  });
  afterAll(() => destroy?.());
  afterEach(async () => {
    sender?.close();
    await catcher?.close();
    await db.deleteFrom('outbox_mail').execute();
  });

  const rowOf = (id: number) => db.selectFrom('outbox_mail').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const pass = (send: MailSender, now: () => Date, client = db) => deliverDueMails(client, { send, policy: POLICY, batchSize: 5, now });

  it('keeps a mail enqueued in a transaction only if the transaction commits', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail('rolled-back@example.com'));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const id = await db.transaction().execute((trx) => enqueueMail(trx, mail('committed@example.com'), T0));
    const rows = await db.selectFrom('outbox_mail').select(['id', 'to_address', 'status', 'attempts', 'order_id', 'next_attempt_at']).execute();
    expect(rows).toEqual([{ id, to_address: 'committed@example.com', status: 'pending', attempts: 0, order_id: 42, next_attempt_at: T0.toISOString() }]);
  });

  it('delivers a due mail through the SMTP server and records it sent', async () => {
    catcher = await startSmtpCatcher();
    sender = smtpSender(catcher.url, 'Escapade <no-reply@escapade.example>');
    const id = await enqueueMail(db, mail('camille@example.com'), T0);

    expect(await pass(sender.send, at(1000))).toEqual({ sent: 1, retried: 0, failed: 0 });

    const [received] = await catcher.waitForMessages(1);
    expect(received).toMatchObject({ from: 'no-reply@escapade.example', to: ['camille@example.com'], subject: 'Votre réservation 12345678 est confirmée' });
    expect(received.raw).toContain('text/html');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, sent_at: at(1000)().toISOString(), last_error: null });
    expect(await pass(sender.send, at(2000))).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('sends the files a mail carries as attachments, with their name and type', async () => {
    catcher = await startSmtpCatcher();
    sender = smtpSender(catcher.url, 'no-reply@escapade.example');
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
    await enqueueMail(db, mail('zoe@example.fr', { attachments: [{ filename: 'escapade-gift-12345678.pdf', contentType: 'application/pdf', content: pdf }] }), T0);
    expect(await pass(sender.send, at(1000))).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [received] = await catcher.waitForMessages(1);
    const [attachment] = catcher.parsed(received.id)!.attachments;
    expect(attachment).toMatchObject({ filename: 'escapade-gift-12345678.pdf', contentType: 'application/pdf' });
    expect(attachment.content.equals(pdf)).toBe(true);
  });

  it('keeps a mail while the server is down, retries it later with back-off, and delivers it once the server is up', async () => {
    const down = await startSmtpCatcher();
    const port = down.port;
    await down.close();
    sender = smtpSender(down.url, 'no-reply@escapade.example');
    const id = await enqueueMail(db, mail('jan@example.nl', { locale: 'nl_NL' }), T0);

    expect(await pass(sender.send, at(0))).toEqual({ sent: 0, retried: 1, failed: 0 });
    const afterFirst = await rowOf(id);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: at(60_000)().toISOString() });
    expect(afterFirst.last_error).toMatch(/ECONNREFUSED|connect/i);

    expect(await pass(sender.send, at(59_999))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await pass(sender.send, at(60_000))).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await rowOf(id)).next_attempt_at).toBe(at(60_000 + 120_000)().toISOString());

    catcher = await startSmtpCatcher({ port });
    expect(await pass(sender.send, at(180_000))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await catcher.waitForMessages(1))[0].to).toEqual(['jan@example.nl']);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
  });

  it('marks a mail failed after the last attempt and keeps it', async () => {
    const refuse: MailSender = async () => {
      throw new Error('550 mailbox unavailable');
    };
    const id = await enqueueMail(db, mail('nobody@example.com'), T0);
    await pass(refuse, at(0));
    await pass(refuse, at(60_000));
    expect(await pass(refuse, at(180_000))).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: '550 mailbox unavailable', sent_at: null });
    expect(await pass(refuse, at(10_000_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('gives failed mails a fresh set of attempts on request, and only failed ones', async () => {
    const refuse: MailSender = async () => {
      throw new Error('550 mailbox unavailable');
    };
    const failed = await enqueueMail(db, mail('typo@exmaple.com'), T0);
    for (const ms of [0, 60_000, 180_000]) await pass(refuse, at(ms));
    const pending = await enqueueMail(db, mail('waiting@example.com'), at(200_000)());

    expect(await requeueFailedMails(db, [failed, pending], at(300_000)())).toEqual([failed]);
    expect(await rowOf(failed)).toMatchObject({ status: 'pending', attempts: 0, next_attempt_at: at(300_000)().toISOString(), last_error: '550 mailbox unavailable' });
    expect(await requeueFailedMails(db, 'all', at(300_000)())).toEqual([]);
    const delivered: string[] = [];
    expect(await pass(async (m) => void delivered.push(m.to), at(300_000))).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(delivered.sort()).toEqual(['typo@exmaple.com', 'waiting@example.com']);
  });

  it('gives a mail whose worker died mid-send to another worker once the lease has lapsed', async () => {
    const id = await enqueueMail(db, mail('lea@example.it', { locale: 'it_IT' }), T0);
    const dies: MailSender = () => new Promise(() => {});
    void pass(dies, at(0));
    await waitUntil(async () => (await rowOf(id)).status === 'sending');
    const delivered: string[] = [];
    const send: MailSender = async (m) => void delivered.push(m.to);

    expect(await pass(send, at(POLICY.leaseMs - 1), other)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await pass(send, at(POLICY.leaseMs + 1), other)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(delivered).toEqual(['lea@example.it']);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('delivers each mail exactly once when two workers of two processes race for the outbox', async () => {
    catcher = await startSmtpCatcher();
    sender = smtpSender(catcher.url, 'no-reply@escapade.example');
    const recipients = Array.from({ length: 30 }, (_, i) => `guest${i}@example.com`);
    for (const to of recipients) await enqueueMail(db, mail(to), T0);

    const worker = async (client: Kysely<Database>) => {
      let sent = 0;
      for (;;) {
        const outcome = await deliverDueMails(client, { send: sender.send, policy: POLICY, batchSize: 3, now: at(1000) });
        if (outcome.sent === 0) return sent;
        sent += outcome.sent;
      }
    };
    const [byA, byB] = await Promise.all([worker(db), worker(other)]);

    expect(byA + byB).toBe(30);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    await catcher.waitForMessages(30);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(catcher.messages.flatMap((m) => m.to).sort()).toEqual(recipients.slice().sort());
    const statuses = await db.selectFrom('outbox_mail').select(['status', 'attempts']).distinct().execute();
    expect(statuses).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  it('runs as a timer that delivers what is due and stops when asked', async () => {
    catcher = await startSmtpCatcher();
    sender = smtpSender(catcher.url, 'no-reply@escapade.example');
    const worker = startOutboxWorker({ db, send: sender.send, policy: POLICY, batchSize: 5, intervalMs: 20 });
    await enqueueMail(db, mail('timer@example.com'));
    await catcher.waitForMessages(1);
    await worker.stop();
    await enqueueMail(db, mail('after-stop@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(catcher.messages.map((m) => m.to[0])).toEqual(['timer@example.com']);
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
