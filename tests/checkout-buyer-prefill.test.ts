/** @jest-environment node */
// A signed-in customer's checkout opens with the account's names and e-mail (issue 35 point 17): what the three
// checkout pages' loaders hand the form, on SQLite.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { signUp } from '@/server/accounts/account.service';
import { startSession } from '@/server/auth/sessions';
import { signedInBuyer } from '@/site/server/signed-in-buyer';
import { createMigratedTestDb, type TestDb } from '@/testing/test-db';
import { useDbForRoutes } from './api/catalog-content.helpers';

const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;
const ACCOUNTS_ON = { customerAccount: true };

describe("a checkout's buyer filled in ahead for a signed-in customer", () => {
  let t: TestDb;
  let cookie: string;
  beforeAll(async () => {
    t = await createMigratedTestDb({ databaseUrl: null });
    useDbForRoutes(t.db);
    const session = await signUp(t.db, { email: 'elodie.darcy@example.com', password: 'correct horse battery', firstName: 'Élodie', lastName: "D'Arcy", locale: 'fr-FR' }, 'http://localhost:3000');
    cookie = `escapade-session=${session.token}`;
  }, 120_000);
  afterAll(() => t?.destroy());

  it("gives the account's names and e-mail, and nothing else", async () => {
    expect(await signedInBuyer(request(cookie), ACCOUNTS_ON)).toEqual({ firstName: 'Élodie', lastName: "D'Arcy", email: 'elodie.darcy@example.com' });
  });

  it('gives nothing without customer accounts, without a session, to a stale or made-up session, or to a beneficiary', async () => {
    expect(await signedInBuyer(request(cookie), { customerAccount: false })).toBeNull();
    expect(await signedInBuyer(request(), ACCOUNTS_ON)).toBeNull();
    expect(await signedInBuyer(request('escapade-session=made-up-token-made-up-token-made-up-token-x'), ACCOUNTS_ON)).toBeNull();
    const stale = await startSession(t.db, { kind: 'customer', accountId: 1 }, new Date('2020-01-01T00:00:00Z'));
    expect(await signedInBuyer(request(`escapade-session=${stale.token}`), ACCOUNTS_ON)).toBeNull();
    const beneficiary = await startSession(t.db, { kind: 'beneficiary', voucherId: 1 });
    expect(await signedInBuyer(request(`escapade-session=${beneficiary.token}`), ACCOUNTS_ON)).toBeNull();
  });

  it('gives nothing, and the checkout still opens, when the session names an account that is gone', async () => {
    const orphan = await startSession(t.db, { kind: 'customer', accountId: 987_654 });
    expect(await signedInBuyer(request(`escapade-session=${orphan.token}`), ACCOUNTS_ON)).toBeNull();
  });
});
