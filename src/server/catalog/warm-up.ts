import { getDb } from '@/server/db/get-db';
import { destinationIndex } from './destinations/autocomplete.service';
import { searchEngineFor } from './search';

/** Build the in-memory indexes at server start so the first visitors don't wait for them. */
export function warmUpCatalog(): void {
  const db = getDb();
  searchEngineFor(db);
  destinationIndex(db).catch((error: unknown) => console.error('destination index warm-up failed', error));
}
