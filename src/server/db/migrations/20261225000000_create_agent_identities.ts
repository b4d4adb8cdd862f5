import type { Kysely } from 'kysely';
import { notNull } from './schema-helpers';

/**
 * Customer-care agents as the identity provider last described them (docs/customer-care.md): one row per subject
 * (`sub` of the provider's ID token) with the name the site shows and when the agent last signed in. The agent's
 * session itself is a row of `auth_session` (kind `agent`, its subject and expiry), shared by every process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_identity')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('signed_in_at', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_identity').execute();
}
