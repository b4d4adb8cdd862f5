import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { isPostgresUrl } from './dialect';

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
  /** PostgreSQL: give up connecting or waiting for a pooled connection after this many ms */
  connectTimeoutMs?: number;
  /** PostgreSQL: cancel a statement (server side) and stop waiting for it (client side) after this many ms */
  statementTimeoutMs?: number;
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
  const sqlite = options.sqliteImage ? tuneSqlite(new SQLite(options.sqliteImage)) : openSqlite(options.sqliteFile ?? 'data/escapade.sqlite');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  sqliteHandles.set(db, sqlite);
  return db;
}

/** The better-sqlite3 connection behind a client made by createDb (bulk loads reuse prepared statements on it). */
export const sqliteHandleOf = (db: Kysely<Database>): SQLite.Database | undefined => sqliteHandles.get(db);

function postgresDialect(connectionString: string, options: DbOptions): PostgresDialect {
  if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error(`Invalid schema name: ${options.schema}`);
  return new PostgresDialect({
    pool: new pg.Pool({
      connectionString,
      max: options.poolSize ?? 10,
      types: pgTypes,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs, query_timeout: options.statementTimeoutMs + 1000 } : {}),
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    }),
  });
}

/** Open a SQLite file tuned for a read-mostly catalog: WAL, mmap, a large page cache. */
export function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  return tuneSqlite(sqlite);
}

function tuneSqlite(sqlite: SQLite.Database): SQLite.Database {
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('cache_size = -65536');
  // Memory-mapped reads halved the dated search queries in the stack measurements.
  sqlite.pragma('mmap_size = 1073741824');
  return sqlite;
}
