import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Database } from '@/server/db/database';
import { searchEngineFor } from '@/server/catalog/search';

/** What a query read or wrote, for a readable failure message: `select hotel`, `raw`. */
function describe(node: RootOperationNode): string {
  const kind = node.kind.replace(/QueryNode$/, '').toLowerCase();
  const from = (node as { from?: { froms?: readonly unknown[] } }).from?.froms?.[0] ?? (node as { into?: unknown; table?: unknown }).into ?? (node as { table?: unknown }).table;
  const name = JSON.stringify(from ?? '').match(/"name":"([a-z_]+)"/)?.[1];
  return name ? `${kind} ${name}` : kind;
}

/**
 * Counts the statements run through a database client: `counted.db` is the same database (same connections) with a
 * plugin that notes each statement once it has answered. `take()` hands back what ran since the last take and starts
 * again. The stay search engine stays the one of `db`, its statements uncounted: on a server it answers from its
 * in-memory index (docs/search-index.md), so only what the page's own code asks of the database is counted.
 */
export function countQueries(db: Kysely<Database>): { db: Kysely<Database>; take: () => string[] } {
  const pending = new Map<unknown, string>();
  let ran: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      pending.set(queryId, describe(node));
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      ran.push(pending.get(queryId) ?? 'query');
      pending.delete(queryId);
      return result;
    },
  };
  const counted = db.withPlugin(plugin);
  const engines = (globalThis as { __escapadeSearchEngines?: WeakMap<Kysely<Database>, unknown> }).__escapadeSearchEngines;
  engines?.set(counted, searchEngineFor(db));
  return {
    db: counted,
    take: () => {
      const taken = ran;
      ran = [];
      return taken;
    },
  };
}
