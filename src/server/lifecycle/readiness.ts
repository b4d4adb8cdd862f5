/** What an instance knows about itself when asked whether it may take traffic (docs/operations-lifecycle.md). */
export type ReadinessFacts = {
  /** SIGTERM or SIGINT received: finishing what it has, taking nothing new */
  draining: boolean;
  /** the last `select 1` answered within its timeout */
  databaseReachable: boolean;
  /** every migration of this code applied; null when not known (the database did not answer) */
  migrationsApplied: boolean | null;
  /** the in-memory search index is loaded (true when the SQL engine is configured instead) */
  searchIndexReady: boolean;
};

export type NotReadyReason = 'draining' | 'database_unreachable' | 'migrations_pending' | 'search_index_loading';

export type Readiness = { ready: true } | { ready: false; reasons: NotReadyReason[] };

/**
 * Ready only when nothing stands in the way; otherwise every reason that does, in this order: draining, database
 * unreachable, migrations pending or not known yet (not listed while the database is unreachable: it says nothing about
 * them then), search index loading.
 */
export function readinessOf(facts: ReadinessFacts): Readiness {
  const reasons: NotReadyReason[] = [];
  if (facts.draining) reasons.push('draining');
  if (!facts.databaseReachable) reasons.push('database_unreachable');
  else if (facts.migrationsApplied !== true) reasons.push('migrations_pending');
  if (!facts.searchIndexReady) reasons.push('search_index_loading');
  return reasons.length === 0 ? { ready: true } : { ready: false, reasons };
}
