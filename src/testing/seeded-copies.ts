import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/*
 * Seeding the `test` catalog takes seconds (tens of seconds on PostgreSQL under load), and about fifty suites want it,
 * on both engines. So each seeded database is made once per machine and copied: SQLite as a file image opened in
 * memory, PostgreSQL as a template database (`create database … template`, a file copy). A copy is keyed by what
 * decides its rows: the seed options and the text of every file under src/server/db (migrations and seed code), so a
 * change to either makes a new one. Jest's workers are separate processes: the first to need a copy builds it under a
 * lock (a lock file; a PostgreSQL advisory lock), the others wait for it.
 */

const DB_SOURCES = join(process.cwd(), 'src', 'server', 'db');
const CACHE_DIR = join(tmpdir(), 'escapade-seeded');
const WAIT_MS = 10 * 60_000;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? (entry.name === '__tests__' ? [] : sourceFiles(join(dir, entry.name))) : [join(dir, entry.name)]))
    .sort();
}

let codeHash: string | undefined;
/** The hash of the migrations and seed code, read once per process. */
function dbCodeHash(): string {
  if (!codeHash) {
    const hash = createHash('sha256');
    for (const file of sourceFiles(DB_SOURCES)) hash.update(file.slice(DB_SOURCES.length)).update(readFileSync(file));
    codeHash = hash.digest('hex');
  }
  return codeHash;
}

/** The name of a seeded copy: its day first (old days are cleaned up), then a hash of everything else. */
export function seededCopyKey(options: { today: string; seed: string | undefined; scale: string }): string {
  const digest = createHash('sha256').update(JSON.stringify([options.seed ?? null, options.scale, dbCodeHash()])).digest('hex').slice(0, 16);
  return `${options.today.replaceAll('-', '')}_${digest}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The SQLite image of a seeded database: read from the cache, or built by `build` (which returns the serialised
 * database) under a lock file when no process has built it yet.
 */
export async function sqliteImage(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = join(CACHE_DIR, `${key}.sqlite`);
  const lock = `${file}.lock`;
  const until = Date.now() + WAIT_MS;
  while (!existsSync(file)) {
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      // Another process builds it; a lock older than the wait is left by a process that died.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > WAIT_MS) rmSync(lock, { force: true });
      if (Date.now() > until) throw new Error(`no seeded SQLite image ${key} after ${WAIT_MS} ms`);
      await sleep(200);
      continue;
    }
    try {
      if (!existsSync(file)) {
        const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        writeFileSync(temporary, await build());
        renameSync(temporary, file);
        removeOtherDays(key);
      }
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
  return readFileSync(file);
}

function removeOtherDays(key: string): void {
  const day = key.slice(0, 8);
  for (const name of readdirSync(CACHE_DIR)) if (/^\d{8}_/.test(name) && !name.startsWith(day)) rmSync(join(CACHE_DIR, name), { force: true });
}

const TEMPLATE_PREFIX = 'escapade_seeded_';

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const urlOf = (databaseUrl: string, database: string) => {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * A new PostgreSQL database holding a copy of the seeded template `key`, built first by `build` (given the URL of an
 * empty database to migrate and seed) when the server has no such template yet. Returns the copy's URL and its drop.
 */
export async function postgresCopy(databaseUrl: string, key: string, build: (url: string) => Promise<void>): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `${TEMPLATE_PREFIX}${key}`;
  await withClient(databaseUrl, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [TEMPLATE_PREFIX]);
    try {
      const { rows } = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (rows.length > 0) return;
      const building = `${template}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      await build(urlOf(databaseUrl, building));
      await closedConnections(client, building);
      await client.query(`alter database ${building} rename to ${template}`);
      // Templates of other days are no longer used by anyone.
      const old = await client.query<{ datname: string }>('select datname from pg_database where datname like $1 and datname not like $2', [`${TEMPLATE_PREFIX}%`, `${TEMPLATE_PREFIX}${key.slice(0, 8)}%`]);
      for (const row of old.rows) await client.query(`drop database if exists ${row.datname} with (force)`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [TEMPLATE_PREFIX]);
    }
  });
  const copy = `escapade_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  // Two copies of one template at the same instant: PostgreSQL refuses the second while the first reads it.
  for (let attempt = 0; ; attempt++) {
    try {
      await withClient(databaseUrl, (client) => client.query(`create database ${copy} template ${template}`));
      break;
    } catch (error) {
      if (attempt > 50 || !/being accessed by other users/.test(String(error))) throw error;
      await sleep(100 + Math.random() * 200);
    }
  }
  return {
    url: urlOf(databaseUrl, copy),
    drop: () =>
      withClient(databaseUrl, async (client) => {
        await closedConnections(client, copy);
        await client.query(`drop database if exists ${copy} with (force)`);
      }),
  };
}

/** A pool's end() resolves before its sockets close: wait for them (a forced drop would error in a closed client). */
async function closedConnections(client: pg.Client, database: string): Promise<void> {
  const until = Date.now() + 5_000;
  while (Date.now() < until) {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
    if (rows[0].n === 0) return;
    await sleep(50);
  }
}
