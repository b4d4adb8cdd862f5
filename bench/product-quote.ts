// Stay quote benchmark at bench scale: quoteStay (the quote.json service: §5 rules, availability, 30-day price
// history) in-process, over stays spread across the catalog, plus the live quote with its query schema and the
// dated weekend detail. Prints p50/p95/p99 in ms (wall, and this process's CPU) and appends them, with the command,
// to bench/RESULTS.md. Budget: quote p95 ≤ 10 ms in-process (issue 15).
//
//   node --import tsx bench/product-quote.ts                 # data/bench.sqlite, seeded once at bench scale when absent
//   node --import tsx bench/product-quote.ts --db=FILE --samples=500 --no-record
//
// --db: a seeded SQLite file (default data/bench.sqlite) or a postgres URL. Not part of `npm test`.
import { cpus, loadavg } from 'node:os';
import { appendToResults, ensureBenchDatabase, fmt, measure } from './lib/in-process';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => process.argv.includes(`--${name}`);
const target = arg('db') ?? 'data/bench.sqlite';
const SAMPLES = Number(arg('samples') ?? 500);
const BUDGET_P95_MS = 10;
const postgres = /^postgres(ql)?:\/\//i.test(target);
const out: string[] = [];
const say = (line: string) => {
  console.log(line);
  out.push(line);
};

async function main() {
  ensureBenchDatabase(target);
  if (postgres) process.env.DATABASE_URL = target;
  else {
    process.env.SQLITE_FILE = target;
    delete process.env.DATABASE_URL;
  }
  const { getDb } = await import('../src/server/db/get-db');
  const { quoteStay } = await import('../src/server/catalog/quote/quote.service');
  const { getWeekendDetail } = await import('../src/server/catalog/product/weekend-detail.service');
  const { addDays } = await import('../src/lib/days');
  const { liveQuoteStay } = await import('../src/server/catalog/quote/quote.service');
  const { liveQuoteQuerySchema } = await import('../src/contracts/quote.schema');
  const db = getDb();

  const meta = Object.fromEntries((await db.selectFrom('catalog_meta').select(['key', 'value']).execute()).map((r) => [r.key, r.value]));
  const offers = await db.selectFrom('offer').select(['id', 'nights', 'max_nights']).where('item_category', '=', 'weekend').where('published', '=', 1).orderBy('id').execute();
  const history = await db.selectFrom('night_price_history').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // Now is the seed day at 10:00 UTC, so the catalog's window and its 30 days of history are the ones asked about.
  const today = meta.today ?? new Date().toISOString().slice(0, 10);
  const now = new Date(`${today}T10:00:00Z`);
  const locales = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const;
  // Deterministic spread: every k-th stay, check-ins 1..120 days ahead, a family one time in three (some not bookable: they count too).
  const stride = Math.max(1, Math.floor(offers.length / 997));
  const stay = (i: number) => {
    const o = offers[(i * stride * 7) % offers.length]!;
    const family = i % 3 === 0 ? { adult: 2, child: 1, baby: 1 } : { adult: 2, child: 0, baby: 0 };
    return {
      id: o.id,
      checkin: addDays(today, 1 + ((i * 37) % 120)),
      nights: Math.max(1, o.nights),
      ...family,
      smartcapacity: true,
      activitySelectionList: [] as string[],
      locale: locales[i % locales.length]!,
    };
  };

  say(`Stay quote at ${meta.scale ?? '?'} scale (${target}; ${offers.length.toLocaleString('en')} published stays, ${Number(history.n).toLocaleString('en')} superseded nightly prices), seed day ${today}`);
  say(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at start`);
  let bookable = 0;
  let struck = 0;
  const quote = await measure(SAMPLES, async (i) => {
    const q = await quoteStay(db, stay(i), now);
    if (i < SAMPLES && q.bookable) bookable++;
    if (i < SAMPLES && q.priceInfo?.refPrice) struck++;
  });
  say(`quoteStay (in-process), ${SAMPLES} samples, ${bookable} bookable, ${struck} with a struck price`);
  say(`  wall  ${fmt(quote.wall)}   budget p95 ≤ ${BUDGET_P95_MS} ms: ${quote.wall.p95 <= BUDGET_P95_MS ? 'met' : 'MISSED'}`);
  say(`  cpu   ${fmt(quote.cpu)}`);
  const live = await measure(SAMPLES, async (i) => {
    const s = stay(i);
    // What the quote-realtime.json handler does: parse the query with its schema, then the service.
    const query = liveQuoteQuerySchema.parse({ id: String(s.id), 'check-in': s.checkin, night: String(s.nights), adult: String(s.adult), child: String(s.child), baby: String(s.baby), locale: s.locale, shownPrice: '10000' });
    await liveQuoteStay(db, query, now);
  });
  say(`live quote (quote-realtime.json's query schema + liveQuoteStay), ${SAMPLES} samples`);
  say(`  wall  ${fmt(live.wall)}`);
  const detail = await measure(Math.min(SAMPLES, 200), async (i) => {
    const s = stay(i);
    await getWeekendDetail(db, { id: s.id, locale: s.locale, checkin: s.checkin, nights: s.nights, adult: s.adult, child: s.child, baby: s.baby }, now);
  });
  say(`getWeekendDetail with dates (in-process), ${Math.min(SAMPLES, 200)} samples`);
  say(`  wall  ${fmt(detail.wall)}   cpu p95 ${detail.cpu.p95.toFixed(2)}`);
  say(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`);
  await db.destroy();

  if (!flag('no-record')) {
    const command = ['node --import tsx bench/product-quote.ts', ...process.argv.slice(2)].join(' ');
    appendToResults(command, out);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
