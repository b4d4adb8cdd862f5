import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { isPostgresUrl } from './dialect';
import { postgresPool } from './postgres-pool';

export type DbOptions = {
  /** a postgres:// URL selects PostgreSQL; anything else (or nothing) selects SQLite */
  databaseUrl?: string;
  /** SQLite file, or ':memory:'; default data/escapade.sqlite */
  sqliteFile?: string;
  /** SQLite: a serialised database opened in memory instead of a file (tests copy a seeded image this way) */
  sqliteImage?: Buffer;
  /** PostgreSQL schema to work in (tests use one per suite) */
  schema?: string;
  /** PostgreSQL pool size */
  poolSize?: number;
  /** PostgreSQL: give up opening a connection (TCP, start-up, authentication) after this many ms */
  connectTimeoutMs?: number;
  /** PostgreSQL: give up waiting for a connection of the pool, a new one's opening included, after this many ms */
  poolWaitMs?: number;
  /**
   * PostgreSQL: the server cancels a statement running longer than this (statement_timeout, lock waits included); the
   * client stops waiting a little later (a server that stopped answering cannot cancel anything: postgres-pool.ts).
   */
  statementTimeoutMs?: number;
  /** PostgreSQL: the server ends a session left idle inside a transaction this long (idle_in_transaction_session_timeout) */
  idleInTransactionTimeoutMs?: number;
  /** SQLite: how long a write waits for another process's write lock (busy_timeout); reads never wait (WAL). Default 5000 */
  busyTimeoutMs?: number;
};

// Counts and sums come back as int8/numeric: parse them as numbers so both engines return the same JS types.
const INT8 = 20;
const NUMERIC = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

const sqliteHandles = new WeakMap<Kysely<Database>, SQLite.Database>();

/** A Kysely client over SQLite (default) or PostgreSQL (when databaseUrl is a postgres URL). */
export function createDb(options: DbOptions = {}): Kysely<Database> {
  if (isPostgresUrl(options.databaseUrl)) return new Kysely<Database>({ dialect: postgresDialect(options.databaseUrl, options) });
  const sqlite = options.sqliteImage ? tuneSqlite(new SQLite(options.sqliteImage), options.busyTimeoutMs) : openSqlite(options.sqliteFile ?? 'data/escapade.sqlite', options.busyTimeoutMs);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  sqliteHandles.set(db, sqlite);
  return db;
}

/** The better-sqlite3 connection behind a client made by createDb (bulk loads reuse prepared statements on it). */
export const sqliteHandleOf = (db: Kysely<Database>): SQLite.Database | undefined => sqliteHandles.get(db);

function postgresDialect(connectionString: string, options: DbOptions): PostgresDialect {
  if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error(`Invalid schema name: ${options.schema}`);
  return new PostgresDialect({
    pool: postgresPool({
      connectionString,
      max: options.poolSize ?? 10,
      types: pgTypes,
      connectTimeoutMs: options.connectTimeoutMs,
      poolWaitMs: options.poolWaitMs,
      statementTimeoutMs: options.statementTimeoutMs,
      idleInTransactionTimeoutMs: options.idleInTransactionTimeoutMs,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    }),
  });
}

/** Open a SQLite file tuned for a read-mostly catalog: WAL, mmap, a large page cache. */
export function openSqlite(file: string, busyTimeoutMs?: number): SQLite.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  return tuneSqlite(sqlite, busyTimeoutMs);
}

function tuneSqlite(sqlite: SQLite.Database, busyTimeoutMs = 5000): SQLite.Database {
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('cache_size = -65536');
  // Memory-mapped reads halved the dated search queries in the stack measurements.
  sqlite.pragma('mmap_size = 1073741824');
  return sqlite;
}
