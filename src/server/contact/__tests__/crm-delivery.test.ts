/** @jest-environment node */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { contactRequestSchema, type ContactRequest } from '@/contracts/contact.schema';
import type { Database } from '@/server/db/database';
import { retryDelayMs, type RetryPolicy } from '@/server/outbox/retry-policy';
import { OUTBOX_DATABASES, twoClientsOfOneDatabase } from '@/server/outbox/test-support/outbox-databases';
import { submitContact } from '../contact.service';
import { crmCaseOf } from '../crm-case';
import { crmRetryPolicy } from '../crm-retry-policy';
import { httpCrmSender } from '../crm-sender';
import { deliverDueRequests } from '../deliver-due-requests';
import { startCrmWorker } from '../crm-worker';
import { requeueFailedRequests } from '../requeue-failed-requests';
import { startCrmCatcher, type CrmCatcher } from '@/server/local-services/crm-catcher';

const POLICY: RetryPolicy = { baseDelayMs: 60_000, maxDelayMs: 600_000, maxAttempts: 3, leaseMs: 120_000 };
const T0 = new Date('2026-07-01T10:00:00.000Z');
const at = (ms: number) => () => new Date(T0.getTime() + ms);
const SETTINGS = { orgId: '00D000000000001', siteUrl: 'https://www.escapade.example' };
const unlimited = { take: () => ({ allowed: true as const }) };

const message = (over: Partial<ContactRequest> = {}): ContactRequest => ({
  reason: 'booking_cancellation',
  bookingNumber: '12345678',
  name: 'Élodie Martin',
  email: 'elodie@example.fr',
  phone: '+33 6 12 34 56 78',
  description: 'Je voudrais annuler ma réservation.',
  locale: 'es_ES',
  ...over,
});

describe('the CRM retry policy (back-off of an unreachable CRM)', () => {
  const policy = crmRetryPolicy(60_000);
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [6, 1_920_000],
    [7, 3_600_000],
    [29, 3_600_000],
  ])('after %i failed attempt(s) waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts, policy)).toBe(delay);
  });
  it('tries 30 times (about a day) before marking a request failed', () => {
    const total = Array.from({ length: policy.maxAttempts - 1 }, (_, i) => retryDelayMs(i + 1, policy)).reduce((a, b) => a + b, 0);
    expect(policy.maxAttempts).toBe(30);
    expect(total / 3_600_000).toBeGreaterThan(20);
  });
});

describe.each(OUTBOX_DATABASES)('contact messages handed to the CRM on %s', (_engine, url) => {
  let db: Kysely<Database>;
  let other: Kysely<Database>;
  let destroy: () => Promise<void>;
  let crm: CrmCatcher | undefined;

  beforeAll(async () => {
    ({ a: db, b: other, destroy } = await twoClientsOfOneDatabase(url));
  });
  afterAll(() => destroy?.());
  afterEach(async () => {
    await crm?.close();
    crm = undefined;
    await db.deleteFrom('contact_request').execute();
  });

  const store = async (over: Partial<ContactRequest> = {}, now = T0) =>
    (await submitContact(db, contactRequestSchema.parse(message(over)), { customerCare: true, captchaSecret: 'unused', emailLimiter: unlimited, now })).reference;
  const rowOf = (reference: string) => db.selectFrom('contact_request').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  const pass = (crmUrl: string, now: () => Date, client = db) =>
    deliverDueRequests(client, { send: httpCrmSender(crmUrl, 2_000), caseOf: (row) => crmCaseOf(row, SETTINGS), policy: POLICY, batchSize: 5, now });

  it('stores the message as pending before any delivery, then posts the web-to-case form and records it delivered', async () => {
    const reference = await store();
    expect(await rowOf(reference)).toMatchObject({ status: 'pending', attempts: 0, reason: 'booking_cancellation', request_type: 'Booking', request_subtype: 'Cancellation', booking_number: '12345678' });
    crm = await startCrmCatcher();
    expect(await pass(crm.url, at(0))).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(crm.cases).toEqual([
      {
        orgid: SETTINGS.orgId,
        status: 'New',
        origin: 'Customer care',
        country: 'ES',
        retURL: 'https://www.escapade.example/es-ES/contacto?ref=contact_thank_you',
        type: 'Booking',
        requestType: 'Booking',
        requestSubtype: 'Cancellation',
        contact_reason: 'booking_cancellation',
        Booking_ID__c: '12345678',
        name: 'Élodie Martin',
        email: 'elodie@example.fr',
        phone: '+33 6 12 34 56 78',
        description: 'Je voudrais annuler ma réservation.',
        locale: 'es_ES',
        external_id: reference,
      },
    ]);
    expect(await rowOf(reference)).toMatchObject({ status: 'delivered', attempts: 1, delivered_at: T0.toISOString(), last_error: null });
    expect(await pass(crm.url, at(1_000))).toEqual({ delivered: 0, retried: 0, failed: 0 });
  });

  it('sends no booking number for a question before booking, and the French retURL without prefix', async () => {
    const reference = await store({ reason: 'avv_info', bookingNumber: '99999999', locale: 'fr_FR' });
    crm = await startCrmCatcher();
    await pass(crm.url, at(0));
    expect(crm.cases[0]).not.toHaveProperty('Booking_ID__c');
    expect(crm.cases[0]).toMatchObject({ type: 'Information', requestSubtype: 'Before booking', retURL: 'https://www.escapade.example/contact?ref=contact_thank_you', external_id: reference });
  });

  it('keeps a message while the CRM is down, retries after 1 then 2 minutes, and delivers it once the CRM is back', async () => {
    const reference = await store();
    crm = await startCrmCatcher();
    crm.setDown(true);
    expect(await pass(crm.url, at(0))).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(await rowOf(reference)).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: at(60_000)().toISOString() });
    expect((await rowOf(reference)).last_error).toBeTruthy();
    expect(await pass(crm.url, at(59_000))).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(await pass(crm.url, at(60_000))).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(await rowOf(reference)).toMatchObject({ attempts: 2, next_attempt_at: at(180_000)().toISOString() });
    crm.setDown(false);
    expect(await pass(crm.url, at(180_000))).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(crm.cases.map((c) => c.external_id)).toEqual([reference]);
    expect(await rowOf(reference)).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('retries a CRM that is not listening at all (connection refused) and one that answers an error', async () => {
    const refused = await store();
    crm = await startCrmCatcher();
    const { port, url: crmUrl } = crm;
    await crm.close();
    expect(await pass(crmUrl, at(0))).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect((await rowOf(refused)).last_error).toMatch(/fetch failed|ECONNREFUSED/);
    crm = await startCrmCatcher({ port });
    const errorAnswer = await pass(`http://127.0.0.1:${port}/no-such-path`, at(60_000));
    expect(errorAnswer).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect((await rowOf(refused)).last_error).toBe('CRM answered 404 Not Found');
    await pass(crmUrl, at(180_000));
    expect(await rowOf(refused)).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('marks a message failed after the last attempt, keeps it, and sends it again once requeued', async () => {
    const reference = await store();
    crm = await startCrmCatcher();
    crm.setDown(true);
    await pass(crm.url, at(0));
    await pass(crm.url, at(60_000));
    expect(await pass(crm.url, at(180_000))).toEqual({ delivered: 0, retried: 0, failed: 1 });
    expect(await rowOf(reference)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await pass(crm.url, at(10_000_000))).toEqual({ delivered: 0, retried: 0, failed: 0 });
    const pending = await store();
    expect(await requeueFailedRequests(db, 'all', at(10_000_000)())).toEqual([(await rowOf(reference)).id]);
    expect(await rowOf(pending)).toMatchObject({ status: 'pending', attempts: 0 });
    crm.setDown(false);
    expect(await pass(crm.url, at(10_000_000))).toEqual({ delivered: 2, retried: 0, failed: 0 });
  });

  it('leaves a message claimed by a worker that died to another once the lease lapses', async () => {
    const reference = await store();
    await db.updateTable('contact_request').set({ status: 'sending', attempts: 1, claimed_by: 'dead', claimed_until: at(120_000)().toISOString() }).where('reference', '=', reference).execute();
    crm = await startCrmCatcher();
    expect(await pass(crm.url, at(60_000))).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(await pass(crm.url, at(121_000), other)).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(crm.cases).toHaveLength(1);
  });

  it('delivers each of 20 messages exactly once with two workers racing on two connections', async () => {
    const references = await Promise.all(Array.from({ length: 20 }, (_, i) => store({ email: `racer${i}@example.fr` })));
    crm = await startCrmCatcher();
    const worker = (client: Kysely<Database>) => deliverDueRequests(client, { send: httpCrmSender(crm!.url), caseOf: (row) => crmCaseOf(row, SETTINGS), policy: POLICY, batchSize: 3, now: at(0) });
    const drain = async (client: Kysely<Database>) => {
      for (;;) {
        const outcome = await worker(client);
        if (outcome.delivered + outcome.retried + outcome.failed === 0) return;
      }
    };
    await Promise.all([drain(db), drain(other)]);
    expect(crm.received).toBe(20);
    expect(crm.cases.map((c) => c.external_id).sort()).toEqual([...references].sort());
  });

  it('runs on a timer: the worker delivers what is stored and stops', async () => {
    crm = await startCrmCatcher();
    const worker = startCrmWorker({ db, send: httpCrmSender(crm.url), caseOf: (row) => crmCaseOf(row, SETTINGS), policy: POLICY, batchSize: 5, intervalMs: 50 });
    await store({}, new Date());
    await crm.waitForCases(1, 5_000);
    await worker.stop();
    expect(crm.cases).toHaveLength(1);
  });
});
