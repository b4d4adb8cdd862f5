/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import { captchaChallengeSchema, contactAcceptedSchema, contactRequestSchema, type CaptchaChallenge } from '@/contracts/contact.schema';
import type { Database } from '@/server/db/database';
import { challengeLimiter, contactEmailLimiter, contactLimiter } from '@/server/contact/contact-limits';
import { submitContact } from '@/server/contact/contact.service';
import { crmCaseOf } from '@/server/contact/crm-case';
import { httpCrmSender } from '@/server/contact/crm-sender';
import { deliverDueRequests } from '@/server/contact/deliver-due-requests';
import { startCrmCatcher } from '@/server/local-services/crm-catcher';
import { OUTBOX_DATABASES, twoClientsOfOneDatabase } from '@/server/outbox/test-support/outbox-databases';
import challengeRoute from '../../pages/api/contact/challenge';
import contactRoute from '../../pages/api/contact/index';
import { call, isApiError, useDbForRoutes } from './catalog-content.helpers';
import { answerOf } from '@/testing/answer-of';

// A small proof of work keeps the suite fast; the rule is the same at any size.
process.env.CAPTCHA_MAX_NUMBER = '2000';

const MESSAGE = {
  reason: 'invoice_request',
  bookingNumber: '12345678',
  name: 'Jeanne Dupont',
  email: 'jeanne@example.fr',
  phone: '06 12 34 56 78',
  description: "J'ai besoin de la facture de mon séjour.",
  locale: 'fr_FR',
};

async function solved(challenge: CaptchaChallenge) {
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  if (!solution) throw new Error('no solution');
  return { challenge, solution };
}

describe.each(OUTBOX_DATABASES)('POST /api/contact on %s', (_engine, url) => {
  let db: Kysely<Database>;
  let destroy: () => Promise<void>;

  beforeAll(async () => {
    ({ a: db, destroy } = await twoClientsOfOneDatabase(url));
    useDbForRoutes(db);
  });
  afterAll(() => destroy?.());
  beforeEach(async () => {
    await Promise.all([contactLimiter.reset(), contactEmailLimiter.reset(), challengeLimiter.reset()]);
  });

  const challenge = async (ip = '203.0.113.7') => {
    const answer = await call(challengeRoute, { ip });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return captchaChallengeSchema.parse(answer.body);
  };
  const send = (body: unknown, ip = '203.0.113.7') => call(contactRoute, { method: 'POST', body, ip });
  const rows = () => db.selectFrom('contact_request').selectAll().orderBy('id').execute();

  it('stores a message with a solved captcha as pending, before any delivery, and answers its reference', async () => {
    const before = (await rows()).length;
    const answer = await send({ ...MESSAGE, captcha: await solved(await challenge()) });
    expect(answer.status).toBe(200);
    const { reference } = contactAcceptedSchema.parse(answer.body);
    const stored = (await rows()).slice(before);
    expect(stored).toEqual([
      expect.objectContaining({ reference, status: 'pending', attempts: 0, reason: 'invoice_request', request_type: 'Booking', request_subtype: 'Invoice', booking_number: '12345678', email: 'jeanne@example.fr', customer_care: 0 }),
    ]);
    expect(stored[0].captcha_id).toBeTruthy();
  });

  it('delivers the stored message once the CRM answers, after a pass while it was down', async () => {
    const answer = await send({ ...MESSAGE, email: 'retry@example.fr', captcha: await solved(await challenge()) });
    const { reference } = contactAcceptedSchema.parse(answer.body);
    const crm = await startCrmCatcher();
    try {
      crm.setDown(true);
      const policy = { baseDelayMs: 1, maxDelayMs: 1, maxAttempts: 5, leaseMs: 60_000 };
      const pass = () => deliverDueRequests(db, { send: httpCrmSender(crm.url), caseOf: (row) => crmCaseOf(row, { orgId: 'org', siteUrl: 'http://site.test' }), policy, batchSize: 50 });
      expect((await pass()).delivered).toBe(0);
      const row = await db.selectFrom('contact_request').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      crm.setDown(false);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await pass();
      expect(crm.cases.map((c) => c.external_id)).toContain(reference);
      expect(await db.selectFrom('contact_request').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).toEqual({ status: 'delivered' });
    } finally {
      await crm.close();
    }
  });

  it.each([
    ['no captcha', () => Promise.resolve(undefined)],
    ['a wrong derived key', async () => {
      const payload = await solved(await challenge());
      return { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    }],
    ['a challenge it did not sign', async () => {
      const payload = await solved(await challenge());
      return { ...payload, challenge: { ...payload.challenge, signature: 'ab'.repeat(32) } };
    }],
    ['a changed challenge', async () => {
      const payload = await solved(await challenge());
      return { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, keyPrefix: '00' } } };
    }],
    ['an expired challenge', async () => {
      const payload = await solved(await challenge());
      return { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: 1 } } };
    }],
  ])('refuses %s with 403 captcha_failed and stores nothing', async (_case, captcha) => {
    const before = (await rows()).length;
    const answer = await send({ ...MESSAGE, captcha: await captcha() });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'captcha_failed' });
    expect(await rows()).toHaveLength(before);
  });

  it('spends a proof of work once: the same solution sent again is refused', async () => {
    const captcha = await solved(await challenge());
    expect((await send({ ...MESSAGE, email: 'once@example.fr', captcha })).status).toBe(200);
    const again = await send({ ...MESSAGE, email: 'twice@example.fr', captcha });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ error: 'captcha_failed', message: 'The captcha was already used' });
  });

  it.each([
    ['an empty body', {}],
    ['an unknown reason', { ...MESSAGE, reason: 'refund_now' }],
    ['a 7-digit booking number', { ...MESSAGE, bookingNumber: '1234567' }],
    ['no booking number for a booking reason', { ...MESSAGE, bookingNumber: undefined }],
    ['a name with digits', { ...MESSAGE, name: 'R2D2' }],
    ['a wrong e-mail', { ...MESSAGE, email: 'jeanne@' }],
    ['a phone with letters', { ...MESSAGE, phone: '06 12 AB 56 78' }],
    ['an empty message', { ...MESSAGE, description: '   ' }],
    ['a message over 2000 characters', { ...MESSAGE, description: 'x'.repeat(2001) }],
    ['an unknown locale', { ...MESSAGE, locale: 'de_DE' }],
  ])('answers 400 naming the fields for %s', async (_case, body) => {
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(isApiError(answer.body)).toBe(true);
    expect((answer.body as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
  });

  it('takes a question before booking without a booking number (and drops one sent anyway)', async () => {
    const answer = await send({ ...MESSAGE, reason: 'avv_info', bookingNumber: undefined, email: 'avant@example.fr', captcha: await solved(await challenge()) });
    expect(answer.status).toBe(200);
    const { reference } = contactAcceptedSchema.parse(answer.body);
    expect(await db.selectFrom('contact_request').select(['booking_number', 'request_type']).where('reference', '=', reference).executeTakeFirstOrThrow()).toEqual({ booking_number: null, request_type: 'Information' });
    expect(contactRequestSchema.parse({ ...MESSAGE, reason: 'avv_info' }).bookingNumber).toBeUndefined();
  });

  it('skips the captcha in customer-care mode only (the server decides, never the body)', async () => {
    const body = contactRequestSchema.parse({ ...MESSAGE, email: 'care@example.fr' });
    const accepted = await submitContact(db, body, { customerCare: true, captchaSecret: 'x'.repeat(16), emailLimiter: contactEmailLimiter });
    expect(await db.selectFrom('contact_request').select(['customer_care', 'captcha_id']).where('reference', '=', accepted.reference).executeTakeFirstOrThrow()).toEqual({ customer_care: 1, captcha_id: null });
    await expect(submitContact(db, body, { customerCare: false, captchaSecret: 'x'.repeat(16), emailLimiter: contactEmailLimiter }).catch(answerOf)).resolves.toMatchObject({ status: 403 });
  });

  it('limits messages per client address: the sixth in a burst answers 429 with Retry-After', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < 5; i++) expect((await send({ ...MESSAGE, email: `burst${i}@example.fr`, captcha: await solved(await challenge(ip)) }, ip)).status).toBe(200);
    const sixth = await send({ ...MESSAGE, email: 'burst6@example.fr', captcha: await solved(await challenge(ip)) }, ip);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send({ ...MESSAGE, email: 'other@example.fr', captcha: await solved(await challenge()) }, '198.51.100.99')).status).toBe(200);
  });

  it('limits messages per e-mail address across client addresses', async () => {
    for (let i = 0; i < 5; i++) expect((await send({ ...MESSAGE, email: 'Same@Example.fr', captcha: await solved(await challenge()) }, `192.0.2.${i + 1}`)).status).toBe(200);
    const sixth = await send({ ...MESSAGE, email: 'same@example.fr', captcha: await solved(await challenge()) }, '192.0.2.50');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ error: 'rate_limited' });
  });

  it('refuses a cross-site post and a GET', async () => {
    expect((await call(contactRoute, { method: 'POST', body: MESSAGE, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await call(contactRoute, { method: 'GET' })).status).toBe(405);
  });

  it('signs challenges with one key shared through the database (no setting needed)', async () => {
    const secrets = await db.selectFrom('app_secret').select('name').execute();
    expect(secrets).toEqual([{ name: 'captcha_hmac' }]);
  });
});
