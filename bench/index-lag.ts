// Search index lag after an order burst: N stock updates (the orders service's statement, one transaction each, from
// another connection) while the index polls its change log as the server does (every 500 ms); measures the time from
// the last update's commit until the index holds every changed night, the poll's own cost, and checks that no
// rebuild happened and the catalog version did not move. Appends the numbers and the command to bench/RESULTS.md.
//
//   node --import tsx bench/index-lag.ts [--db=data/index-lag.sqlite|postgres://...] [--scale=demo] [--burst=500] [--rounds=3] [--writers=1] [--no-record]
//
// --db: a SQLite file (seeded at --scale when absent; default data/index-lag.sqlite, demo scale) or a PostgreSQL URL
// (migrated and seeded when empty). --writers: concurrent writer connections (PostgreSQL; SQLite has one writer).
// Each round sells one room on N distinct nights, then gives them back (not measured), so runs can be repeated.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import { createDb } from '../src/server/db/create-db';
import { readCatalogVersion } from '../src/server/catalog/search/columnar/catalog-version.repository';
import { ColumnarSearchEngine, type IndexLoaded } from '../src/server/catalog/search/columnar/columnar-engine';
import { dayNumber, offerPosition, versionKey, type ColumnarIndex } from '../src/server/catalog/search/columnar/layout';
import type { PatchOutcome } from '../src/server/catalog/search/columnar/patch';
import { SERVER_CHANGE_POLL_MS } from '../src/server/catalog/search/columnar/setup';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const target = arg('db') ?? 'data/index-lag.sqlite';
const scale = arg('scale') ?? 'demo';
const BURST = Number(arg('burst') ?? 500);
const ROUNDS = Number(arg('rounds') ?? 3);
const WRITERS = Number(arg('writers') ?? 1);
const postgres = /^postgres(ql)?:\/\//i.test(target);
const out: string[] = [];
const say = (line: string) => {
  console.log(line);
  out.push(line);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

/** Migrates and seeds the catalog (a no-op when it already holds it). */
function ensureDatabase(): void {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts', `--scale=${scale}`], {
    stdio: 'inherit',
    env: { ...process.env, ...(postgres ? { DATABASE_URL: target } : { SQLITE_FILE: target, DATABASE_URL: '' }), SEED_SCALE: scale },
  });
  if (seeded.status !== 0) throw new Error(`seeding ${target} failed`);
}

type Night = { offer_id: number; day: string };

async function main() {
  ensureDatabase();
  const open = () => (postgres ? createDb({ databaseUrl: target, poolSize: Math.max(2, WRITERS) }) : createDb({ sqliteFile: target }));
  const db = open();
  const writer = open();
  const loads: IndexLoaded[] = [];
  const patches: PatchOutcome[] = [];
  const engine = new ColumnarSearchEngine(db, { changePollMs: SERVER_CHANGE_POLL_MS, onLoaded: (e) => loads.push(e), onPatched: (p) => patches.push(p) });
  try {
    say(`Search index lag after an order burst (${postgres ? 'PostgreSQL' : target}, ${scale} scale), poll every ${SERVER_CHANGE_POLL_MS} ms, ${BURST} updates per burst, ${WRITERS} writer connection(s)`);
    say(`machine: ${cpus().length} cores, load average ${load()} at start`);
    const ix = await engine.index();
    say(`index: ${ix.size.toLocaleString('en')} offers × ${ix.days} days, loaded in ${(loads[0]?.ms ?? 0).toFixed(0)} ms (${loads[0]?.from})`);
    const version = versionKey(await readCatalogVersion(db));
    const today = new Date().toISOString().slice(0, 10);
    const { rows: candidates } = await sql<Night>`select offer_id, day from availability where day > ${today} and rooms_left >= 2 and closed = 0 order by day, offer_id limit ${BURST * ROUNDS * 20}`.execute(db);
    if (candidates.length < BURST * ROUNDS) throw new Error(`only ${candidates.length} sellable nights`);
    const stride = Math.floor(candidates.length / (BURST * ROUNDS));

    const lags: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const nights = Array.from({ length: BURST }, (_, k) => candidates[(round * BURST + k) * stride]!);
      const expected = new Map<Night, number>();
      const { rows } = await sql<{ offer_id: number; day: string; rooms_left: number }>`select offer_id, day, rooms_left from availability where rooms_left >= 0 and (offer_id, day) in (values ${sql.join(nights.map((n) => sql`(cast(${n.offer_id} as integer), cast(${n.day} as text))`))})`.execute(db);
      const left = new Map(rows.map((r) => [`${Number(r.offer_id)}/${r.day}`, Number(r.rooms_left)]));
      for (const n of nights) expected.set(n, left.get(`${Number(n.offer_id)}/${n.day}`)! - 1);
      const patchesBefore = patches.length;

      const started = performance.now();
      let next = 0;
      const sell = async () => {
        while (next < nights.length) {
          const n = nights[next++]!;
          await sql`update availability set rooms_left = rooms_left - 1 where offer_id = ${n.offer_id} and day = ${n.day} and rooms_left >= 1 and closed = 0`.execute(writer);
          // A server turns its event loop between requests: the poll's timer runs during the burst, as it would in
          // another process (better-sqlite3 answers synchronously, so without this it would wait for the burst's end).
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, sell));
      const committed = performance.now();

      // Until the index in use holds every changed night (checked every 5 ms; the poll runs on its own timer).
      const holds = (index: ColumnarIndex) =>
        nights.every((n) => {
          const slot = (dayNumber(n.day) - index.day0) * index.size + offerPosition(index, Number(n.offer_id));
          return index.avRooms[slot] === expected.get(n);
        });
      while (!holds(engine.loadedIndex()!)) {
        if (performance.now() - committed > 30_000) throw new Error('the index did not reflect the burst within 30 s');
        await sleep(5);
      }
      const lag = performance.now() - committed;
      lags.push(lag);
      const polls = patches.slice(patchesBefore);
      const patchMs = polls.map((p) => (p.kind === 'patched' ? p.ms : NaN));
      say(
        `round ${round + 1}: burst of ${BURST} updates in ${(committed - started).toFixed(0)} ms (${((BURST * 1000) / (committed - started)).toFixed(0)}/s); ` +
          `index holds the last one ${lag.toFixed(0)} ms after its commit; ${polls.length} poll(s) patched nights during the round, ` +
          `each ${patchMs.map((ms) => `${ms.toFixed(1)} ms`).join(', ')} (${polls.map((p) => (p.kind === 'patched' ? p.nights : p.why)).join(', ')} nights)`,
      );
      // Give the rooms back (not measured).
      for (const n of nights) await sql`update availability set rooms_left = rooms_left + 1 where offer_id = ${n.offer_id} and day = ${n.day}`.execute(writer);
      await engine.applyChanges();
    }
    const rebuilds = loads.length - 1;
    const versionAfter = versionKey(await readCatalogVersion(db));
    say(`lag after the burst: max ${Math.max(...lags).toFixed(0)} ms over ${ROUNDS} rounds (poll interval ${SERVER_CHANGE_POLL_MS} ms); full rebuilds: ${rebuilds}; catalog version ${versionAfter === version ? 'unmoved' : `moved (${version} → ${versionAfter})`}`);
    say(`load average ${load()} at the end`);
    if (rebuilds !== 0 || versionAfter !== version) process.exitCode = 1;
    if (!process.argv.includes('--no-record')) {
      const command = `node --import tsx bench/index-lag.ts ${process.argv.slice(2).join(' ')}`.trim();
      appendFileSync('bench/RESULTS.md', `\n### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`${command}\`\n\n\`\`\`\n${out.join('\n')}\n\`\`\`\n`);
    }
  } finally {
    engine.close();
    await writer.destroy();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
