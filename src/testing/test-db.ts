import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { createDb, sqliteHandleOf } from '@/server/db/create-db';
import type { Database } from '@/server/db/database';
import type { Dialect } from '@/server/db/dialect';
import { migrateToLatest } from '@/server/db/migrate';
import { seedCatalog, type SeedOptions } from '@/server/db/seed/seed';
import { toIsoDay } from '@/lib/days';
import { postgresCopy, seededCopyKey, sqliteImage } from './seeded-copies';

export type TestDb = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** the PostgreSQL schema of this suite (pass it to migrateToLatest/migrateDownToZero) */
  schema?: string;
  /** drops what createTestDb created (the PostgreSQL schema) and closes the connections */
  destroy(): Promise<void>;
};

export type TestDbOptions = {
  /** PostgreSQL URL; default TEST_DATABASE_URL; null forces SQLite */
  databaseUrl?: string | null;
};

/**
 * A fresh migrated database for one suite: in-memory SQLite, or a uniquely named schema in the
 * PostgreSQL of TEST_DATABASE_URL when that is set.
 */
export async function createMigratedTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const databaseUrl = options.databaseUrl === undefined ? process.env.TEST_DATABASE_URL : options.databaseUrl;
  if (!databaseUrl) {
    const db = createDb({ sqliteFile: ':memory:' });
    await migrateToLatest(db);
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = createDb({ databaseUrl, poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = createDb({ databaseUrl, schema, poolSize: 4 });
  const destroy = async () => {
    await db.destroy();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
    await admin.destroy();
  };
  try {
    await migrateToLatest(db, { schema });
  } catch (error) {
    await destroy();
    throw error;
  }
  return { db, dialect: 'postgres', schema, destroy };
}

export type SeededTestDb = TestDb & {
  today: string;
  /** PostgreSQL: the URL of the suite's own database (a second client for it takes this) */
  databaseUrl?: string;
};

/**
 * A fresh migrated database holding the `test` catalog (150 hotels, 500 offers; or with `scale: 'oracle'` 100 hotels,
 * 300 offers), 12 months of availability from `today`, default the current UTC day. Same options → same rows: each is seeded once per machine
 * and copied (src/testing/seeded-copies.ts), in-memory SQLite, or a PostgreSQL database of its own when a URL is given
 * (default TEST_DATABASE_URL). `fresh` seeds this one instead of copying (the seed's own tests).
 */
export async function createTestDb(options: TestDbOptions & Pick<SeedOptions, 'seed' | 'today'> & { fresh?: boolean; scale?: 'test' | 'oracle' } = {}): Promise<SeededTestDb> {
  const databaseUrl = options.databaseUrl === undefined ? process.env.TEST_DATABASE_URL : options.databaseUrl;
  const today = options.today ?? toIsoDay(new Date());
  const scale = options.scale ?? 'test';
  const seed = async (db: Kysely<Database>) => {
    await migrateToLatest(db);
    await seedCatalog(db, { scale, seed: options.seed, today });
  };
  if (options.fresh) {
    const t = await createMigratedTestDb({ databaseUrl });
    try {
      await seedCatalog(t.db, { scale, seed: options.seed, today });
      return { ...t, today };
    } catch (error) {
      await t.destroy();
      throw error;
    }
  }
  const key = seededCopyKey({ today, seed: options.seed, scale });
  if (!databaseUrl) {
    const image = await sqliteImage(key, async () => {
      const db = createDb({ sqliteFile: ':memory:' });
      try {
        await seed(db);
        return sqliteHandleOf(db)!.serialize();
      } finally {
        await db.destroy();
      }
    });
    const db = createDb({ sqliteImage: image });
    return { db, dialect: 'sqlite', today, destroy: () => db.destroy() };
  }
  const copy = await postgresCopy(databaseUrl, key, async (url) => {
    const db = createDb({ databaseUrl: url, poolSize: 2 });
    try {
      await seed(db);
    } finally {
      await db.destroy();
    }
  });
  const db = createDb({ databaseUrl: copy.url, poolSize: 4 });
  const destroy = async () => {
    await db.destroy();
    await copy.drop();
  };
  return { db, dialect: 'postgres', today, databaseUrl: copy.url, destroy };
}
