import { Migrator, NO_MIGRATIONS, type Kysely, type MigrationResultSet } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

export type MigrateOptions = {
  /** PostgreSQL schema holding the catalog: the migrator's own tables go there too, so suites never see each other's. */
  schema?: string;
};

function migrator(db: Kysely<Database>, { schema }: MigrateOptions = {}): Migrator {
  // Unordered: a migration merged from a parallel branch with an earlier timestamp still runs on databases that
  // already applied a later one (each migration is independent of its siblings' order).
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
}

/** Apply every pending migration; throws with the failing migration's name. Returns the names applied. */
export async function migrateToLatest(db: Kysely<Database>, options?: MigrateOptions): Promise<string[]> {
  return unwrap(await migrator(db, options).migrateToLatest());
}

/** The names of the migrations this code knows that the database has not applied yet (all of them on an empty database). */
export async function pendingMigrations(db: Kysely<Database>, options?: MigrateOptions): Promise<string[]> {
  const known = await migrator(db, options).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Migrate up or down to the named migration, included (tests of a migration on the data before it). */
export async function migrateTo(db: Kysely<Database>, name: string, options?: MigrateOptions): Promise<string[]> {
  return unwrap(await migrator(db, options).migrateTo(name));
}

/** Undo every migration (tests and `db:migrate --reset`). */
export async function migrateDownToZero(db: Kysely<Database>, options?: MigrateOptions): Promise<string[]> {
  return unwrap(await migrator(db, options).migrateTo(NO_MIGRATIONS));
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  return (results ?? []).map((r) => r.migrationName);
}
