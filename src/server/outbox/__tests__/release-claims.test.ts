/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { claimDueRows, releaseProcessClaims, workerToken } from '@/server/db/work-rows';
import { enqueueMail } from '../outbox.repository';
import { OUTBOX_DATABASES, twoClientsOfOneDatabase } from '../test-support/outbox-databases';

const T0 = new Date('2026-07-01T10:00:00.000Z');
const LEASE_MS = 120_000;

describe.each(OUTBOX_DATABASES)('a stopping process gives back its unfinished claims on %s', (_engine, url) => {
  let db: Kysely<Database>;
  let destroy: () => Promise<void>;

  beforeAll(async () => {
    ({ a: db, destroy } = await twoClientsOfOneDatabase(url));
  });
  afterAll(() => destroy?.());

  const mail = (to: string) => enqueueMail(db, { kind: 'order_confirmation', locale: 'fr_FR', to, subject: 'Votre réservation', text: 'Merci.' }, T0);
  const rowOf = (id: number) => db.selectFrom('outbox_mail').select(['status', 'claimed_by', 'claimed_until', 'attempts', 'next_attempt_at']).where('id', '=', id).executeTakeFirstOrThrow();

  it('makes the mails this process claimed and did not finish due again at once, and leaves the others alone', async () => {
    const ours = await mail('ours@example.com');
    const finished = await mail('finished@example.com');
    const theirs = await mail('theirs@example.com');
    // This process claims two mails in one pass and sends one; another process (its own token) claims the third.
    const token = workerToken();
    expect((await claimDueRows(db, 'outbox_mail', { now: T0, limit: 2, leaseMs: LEASE_MS, token })).map((r) => r.id)).toEqual([ours, finished]);
    await db.updateTable('outbox_mail').set({ status: 'sent', claimed_until: null }).where('id', '=', finished).execute();
    const otherProcess = 'another-process.5f0c1a9e-2d5b-4d4e-9a51-3b8f3f3f3f3f';
    expect((await claimDueRows(db, 'outbox_mail', { now: T0, limit: 1, leaseMs: LEASE_MS, token: otherProcess })).map((r) => r.id)).toEqual([theirs]);

    const stoppedAt = new Date(T0.getTime() + 1000);
    expect(await releaseProcessClaims(db, 'outbox_mail', stoppedAt)).toBe(1);

    // Due now for any process instead of after its two-minute lease; the attempt it used stays counted.
    expect(await rowOf(ours)).toEqual({ status: 'pending', claimed_by: null, claimed_until: null, attempts: 1, next_attempt_at: stoppedAt.toISOString() });
    expect(await rowOf(finished)).toMatchObject({ status: 'sent', claimed_by: token });
    expect(await rowOf(theirs)).toMatchObject({ status: 'sending', claimed_by: otherProcess });
    expect((await claimDueRows(db, 'outbox_mail', { now: stoppedAt, limit: 5, leaseMs: LEASE_MS, token: 'next-process.1' })).map((r) => r.id)).toEqual([ours]);
  });

  it('gives back nothing when this process holds nothing', async () => {
    expect(await releaseProcessClaims(db, 'contact_request')).toBe(0);
  });
});
