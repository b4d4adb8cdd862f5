// The product page's next twelve weekends at bench scale: stayWeekends (the weekends.json service: the offer, one
// availability read for the window, the quote's rules per arrival) in-process, over stays spread across the catalog,
// families one time in three, the offer's shortest stay or 2 nights. Prints p50/p95/p99 in ms and appends them, with
// the command, to bench/RESULTS.md. Budget: p95 ≤ 15 ms in-process (issue 36 point 5).
//
//   node --import tsx bench/stay-weekends.ts                 # data/bench.sqlite, seeded once at bench scale when absent
//   node --import tsx bench/stay-weekends.ts --db=FILE --samples=500 --no-record
//
// --db: a seeded SQLite file (default data/bench.sqlite) or a postgres URL. Not part of `npm test`.
import { cpus, loadavg } from 'node:os';
import { appendToResults, ensureBenchDatabase, fmt, measure } from './lib/in-process';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const target = arg('db') ?? 'data/bench.sqlite';
const SAMPLES = Number(arg('samples') ?? 500);
const BUDGET_P95_MS = 15;

async function main() {
  ensureBenchDatabase(target);
  if (/^postgres(ql)?:\/\//i.test(target)) process.env.DATABASE_URL = target;
  else {
    process.env.SQLITE_FILE = target;
    delete process.env.DATABASE_URL;
  }
  const { getDb } = await import('../src/server/db/get-db');
  const { stayWeekends } = await import('../src/server/catalog/weekends/weekends.service');
  const db = getDb();
  const meta = Object.fromEntries((await db.selectFrom('catalog_meta').select(['key', 'value']).execute()).map((r) => [r.key, r.value]));
  const offers = await db.selectFrom('offer').select('id').where('item_category', '=', 'weekend').where('published', '=', 1).orderBy('id').execute();
  // Now is the seed day at 10:00 UTC, so the twelve weekends fall in the catalog's window.
  const now = new Date(`${meta.today}T10:00:00Z`);
  const locales = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const;
  const stride = Math.max(1, Math.floor(offers.length / 997));
  const query = (i: number) => ({
    id: offers[(i * stride * 7) % offers.length]!.id,
    nights: i % 2 === 0 ? undefined : 2,
    ...(i % 3 === 0 ? { adult: 2, child: 1, baby: 1 } : { adult: 2, child: 0, baby: 0 }),
    locale: locales[i % locales.length]!,
  });

  const out = [
    `Next twelve weekends at ${meta.scale ?? '?'} scale (${target}; ${offers.length.toLocaleString('en')} published stays), seed day ${meta.today}`,
    `machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at start`,
  ];
  let bookable = 0;
  const grid = await measure(SAMPLES, async (i) => {
    const answer = await stayWeekends(db, query(i), now);
    if (i < SAMPLES) bookable += answer.weekends.filter((w) => w.status === 'bookable').length;
  });
  out.push(`stayWeekends (in-process), ${SAMPLES} samples, ${bookable} bookable weekends of ${SAMPLES * 12}`);
  out.push(`  wall  ${fmt(grid.wall)}   budget p95 ≤ ${BUDGET_P95_MS} ms: ${grid.wall.p95 <= BUDGET_P95_MS ? 'met' : 'MISSED'}`);
  out.push(`  cpu   ${fmt(grid.cpu)}`);
  out.push(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`);
  console.log(out.join('\n'));
  await db.destroy();
  if (!process.argv.includes('--no-record')) {
    const command = ['node --import tsx bench/stay-weekends.ts', ...process.argv.slice(2)].join(' ');
    appendToResults(command, out);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
