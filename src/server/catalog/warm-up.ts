import { env } from '@/lib/env';
import { logger } from '@/lib/logging/logger.js';
import { getDb } from '@/server/db/get-db';
import { isPostgresUrl } from '@/server/db/dialect';
import { destinationIndex } from './destinations/autocomplete.service';
import { columnarOf, searchEngineFor } from './search';
import { searchIndexSetup } from './search/columnar/setup';

/**
 * Load the in-memory indexes at server start so the first visitors don't wait for them. The search index comes
 * from its snapshot on disk when that holds the current catalog version, else it is built in a worker thread
 * (the SQL engine answers meanwhile) and the snapshot is written for the next start.
 * The destination index is built on this thread (seconds of synchronous work at bench scale): it starts once the
 * search index is in, or as soon as the search index build has moved to its worker, so the two never compete.
 */
export function warmUpCatalog(): void {
  const config = env();
  const db = getDb();
  const started = performance.now();
  let destinations = false;
  const warmDestinations = () => {
    if (destinations) return;
    destinations = true;
    destinationIndex(db).catch((error: unknown) => logger.error({ err: error }, 'destination index warm-up failed'));
  };
  const engine = searchEngineFor(db, {
    ...searchIndexSetup(isPostgresUrl(config.DATABASE_URL) ? { databaseUrl: config.DATABASE_URL } : { sqliteFile: config.SQLITE_FILE }, config.SEARCH_SNAPSHOT_DIR),
    onBuilding: (where) => where === 'worker' && warmDestinations(),
    onLoaded: (e) =>
      logger.info(
        {
          offers: e.offers,
          catalogVersion: e.version.version,
          from: e.from,
          loadSeconds: Number((e.ms / 1000).toFixed(2)),
          sinceWarmUpSeconds: Number(((performance.now() - started) / 1000).toFixed(2)),
          mebibytes: Math.round(e.bytes / 1048576),
          ...(e.snapshot ? { snapshot: e.snapshot } : {}),
        },
        `search index ready: ${e.offers} offers, catalog version ${e.version.version}, from ${e.from} in ${(e.ms / 1000).toFixed(2)} s`,
      ),
    // Patches are routine (every sale); an index too far behind the change log is rebuilt, which is worth a line.
    onPatched: (outcome) => outcome.kind === 'behind' && logger.info({ why: outcome.why }, 'search index behind the stock and price change log: rebuilding'),
  });
  const columnar = columnarOf(engine);
  if (columnar) columnar.index().finally(warmDestinations).catch(() => undefined);
  else warmDestinations();
}
