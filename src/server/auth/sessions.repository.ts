import type { Kysely } from 'kysely';
import type { Database, NewRow } from '@/server/db/database';

declare module '@/server/db/database' {
  interface Database {
    agent_identity: AgentIdentityTable;
  }
}

/** The name the identity provider gave an agent (migration 20261225000000_create_agent_identities). */
export interface AgentIdentityTable {
  /** the provider's `sub` */
  subject: string;
  name: string;
  signed_in_at: string;
}

/** Reads and writes of the sessions (auth_session) and the customer-care agents' names (agent_identity); the rules live in sessions.ts and agent-session.ts. */

export async function insertSession(db: Kysely<Database>, row: NewRow<'auth_session'>): Promise<void> {
  await db.insertInto('auth_session').values(row).execute();
}

export const findSession = (db: Kysely<Database>, hash: string) =>
  db.selectFrom('auth_session').select(['kind', 'account_id', 'subject', 'voucher_id', 'expires_at']).where('token_hash', '=', hash).executeTakeFirst();

export async function deleteSession(db: Kysely<Database>, hash: string): Promise<void> {
  await db.deleteFrom('auth_session').where('token_hash', '=', hash).execute();
}

/** Deletes the account's customer sessions, but the one of `keepHash` when given. */
export async function deleteAccountSessions(db: Kysely<Database>, accountId: number, keepHash?: string): Promise<void> {
  let query = db.deleteFrom('auth_session').where('kind', '=', 'customer').where('account_id', '=', accountId);
  if (keepHash) query = query.where('token_hash', '!=', keepHash);
  await query.execute();
}

export async function deleteSessionsExpiredAt(db: Kysely<Database>, at: string): Promise<void> {
  await db.deleteFrom('auth_session').where('expires_at', '<=', at).execute();
}

/** Records an agent's name as the identity provider gave it at their last sign-in. */
export async function saveAgentIdentity(db: Kysely<Database>, agent: { subject: string; name: string }, at: string): Promise<void> {
  await db
    .insertInto('agent_identity')
    .values({ subject: agent.subject, name: agent.name, signed_in_at: at })
    .onConflict((oc) => oc.column('subject').doUpdateSet({ name: agent.name, signed_in_at: at }))
    .execute();
}

export const findAgentName = async (db: Kysely<Database>, subject: string): Promise<string | undefined> =>
  (await db.selectFrom('agent_identity').select('name').where('subject', '=', subject).executeTakeFirst())?.name;
