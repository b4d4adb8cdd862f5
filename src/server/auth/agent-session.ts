import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { getDb } from '../db/get-db';
import { principalOf } from './principal-of';
import { findAgentName, saveAgentIdentity } from './sessions.repository';
import { startSession } from './sessions';

/** A customer-care agent signed in on a customer-care server: the principal, with the name the site shows. */
export type CareAgent = { kind: 'agent'; subject: string; name: string };

/** An agent's session lasts a working day from sign-in; signing out ends it earlier. */
export const AGENT_SESSION_HOURS = 8;

/**
 * Opens an agent's session after the identity provider vouched for it (docs/customer-care.md): the agent's name is
 * kept by subject, the session is a shared `auth_session` row (kind agent, subject, expiry). Returns the token for
 * the session cookie.
 */
export async function startAgentSession(db: Kysely<Database>, agent: { subject: string; name: string }, now: Date = new Date()): Promise<{ token: string; expiresAt: Date }> {
  await saveAgentIdentity(db, agent, now.toISOString());
  return startSession(db, { kind: 'agent', subject: agent.subject }, now, AGENT_SESSION_HOURS / 24);
}

/**
 * The agent calling, or null. Agent powers exist only on a customer-care server: outside the mode an agent's
 * session (the database may be shared with the public site) counts for nothing.
 */
export async function agentOf(
  req: { headers: IncomingHttpHeaders },
  { customerCare, db = getDb(), now = new Date() }: { customerCare: boolean; db?: Kysely<Database>; now?: Date },
): Promise<CareAgent | null> {
  if (!customerCare) return null;
  const principal = await principalOf(req, db, now);
  if (principal.kind !== 'agent') return null;
  return { kind: 'agent', subject: principal.subject, name: (await findAgentName(db, principal.subject)) ?? principal.subject };
}
