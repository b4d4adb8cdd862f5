// Placing a stay order at bench scale, in-process: placeOrder (the POST /api/orders service: the cart rebuilt and
// priced from the database, then one write transaction taking a room on every night and storing the order, its
// lines, travellers, held nights and confirmation mail). Prints p50/p95/p99 in ms (wall, and this process's CPU)
// and appends them, with the command, to bench/RESULTS.md. Budget: p95 ≤ 20 ms (issue 18).
// Every order placed is cancelled and deleted at the end: the catalog's availability is left as it was found.
//
//   node --import tsx bench/place-order.ts                 # data/bench.sqlite, seeded once at bench scale when absent
//   node --import tsx bench/place-order.ts --db=FILE --samples=500 --no-record
//
// --db: a seeded SQLite file (default data/bench.sqlite) or a postgres URL. Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { appendToResults } from './lib/in-process';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => process.argv.includes(`--${name}`);
const target = arg('db') ?? 'data/bench.sqlite';
const SAMPLES = Number(arg('samples') ?? 500);
const BUDGET_P95_MS = 20;
const BENCH_EMAIL = 'bench@escapade.invalid';
const postgres = /^postgres(ql)?:\/\//i.test(target);
const out: string[] = [];
const say = (line: string) => {
  console.log(line);
  out.push(line);
};

/** The bench catalog, built once: later runs reuse the file. */
function ensureDatabase(): void {
  if (postgres || existsSync(target)) return;
  console.log(`${target} is absent: seeding the bench-scale catalog once (several minutes)...`);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts', '--scale=bench'], {
    stdio: 'inherit',
    env: { ...process.env, SQLITE_FILE: target, SEED_SCALE: 'bench', DATABASE_URL: '' },
  });
  if (seeded.status !== 0) throw new Error(`seeding ${target} failed`);
}

type Stats = { p50: number; p95: number; p99: number; n: number };
function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return { p50: at(50), p95: at(95), p99: at(99), n: sorted.length };
}
const fmt = (s: Stats) => `p50 ${s.p50.toFixed(2).padStart(7)}  p95 ${s.p95.toFixed(2).padStart(7)}  p99 ${s.p99.toFixed(2).padStart(7)}`;

async function main() {
  ensureDatabase();
  if (postgres) process.env.DATABASE_URL = target;
  else {
    process.env.SQLITE_FILE = target;
    delete process.env.DATABASE_URL;
  }
  const { getDb } = await import('../src/server/db/get-db');
  const { addDays } = await import('../src/lib/days');
  const { buildStayCart } = await import('../src/server/orders/stay-cart.service');
  const { placeOrder } = await import('../src/server/orders/place-order.service');
  const { cancelOrder } = await import('../src/server/orders/order-access.service');
  const { placeOrderRequestSchema } = await import('../src/contracts/checkout.schema');
  const db = getDb();

  const meta = Object.fromEntries((await db.selectFrom('catalog_meta').select(['key', 'value']).execute()).map((r) => [r.key, r.value]));
  const offers = await db.selectFrom('offer').select(['id', 'nights']).where('item_category', '=', 'weekend').where('published', '=', 1).orderBy('id').execute();
  const today = meta.today ?? new Date().toISOString().slice(0, 10);
  const now = new Date(`${today}T10:00:00Z`);
  const locales = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const;
  const stride = Math.max(1, Math.floor(offers.length / 997));

  // The orders to place: stays spread across the catalog that the cart prices (not timed), with their activities dated.
  const bodies = [];
  for (let i = 0; bodies.length < SAMPLES + 20 && i < SAMPLES * 20; i++) {
    const o = offers[(i * stride * 7) % offers.length]!;
    const criteria = { offerId: o.id, checkin: addDays(today, 1 + ((i * 37) % 120)), nights: Math.max(1, o.nights), adults: 2, children: i % 3 === 0 ? 1 : 0, babies: 0, activityDates: [] as string[], locale: locales[i % locales.length]! };
    const cart = await buildStayCart(db, { ...criteria, insurance: false }, now).catch(() => null);
    if (!cart || cart.modifiedCriteria) continue;
    criteria.activityDates = cart.programLines.filter((l) => l.needsDate).map((l) => `${l.activityId}_0`);
    const buyer = { firstName: 'Bench', lastName: 'Mark', email: BENCH_EMAIL, phone: '+33 1 23 45 67 89', address: '1 rue du Test', postalCode: '75001', city: 'Paris', country: 'FR' };
    bodies.push(
      placeOrderRequestSchema.parse({ ...criteria, buyer, travellers: [{ firstName: 'Bench', lastName: 'Mark' }], paymentMethod: i % 2 ? 'hotel' : 'bankTransfer', insurance: i % 4 === 0, shownTotal: cart.total + (i % 4 === 0 ? cart.insuranceAmount : 0), idempotencyKey: randomUUID() }),
    );
  }

  say(`Placing a stay order at ${meta.scale ?? '?'} scale (${target}; ${offers.length.toLocaleString('en')} published stays), seed day ${today}`);
  say(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at start`);
  const placed: { bookingNumber: string; email: string }[] = [];
  const refused: Record<string, number> = {};
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const [i, body] of bodies.entries()) {
    const c = process.cpuUsage();
    const t = performance.now();
    try {
      const order = await placeOrder(db, body, now);
      placed.push({ bookingNumber: order.bookingNumber, email: BENCH_EMAIL });
    } catch (error) {
      const code = (error as { body?: { code?: string } }).body?.code ?? (error as Error).name;
      refused[code] = (refused[code] ?? 0) + 1;
    }
    // The first 20 warm the process up.
    if (i < 20) continue;
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  const w = stats(wall);
  say(`placeOrder (in-process: cart rebuilt and priced, one write transaction), ${wall.length} samples, ${placed.length} placed, refused ${JSON.stringify(refused)}`);
  say(`  wall  ${fmt(w)}   budget p95 ≤ ${BUDGET_P95_MS} ms: ${w.p95 <= BUDGET_P95_MS ? 'met' : 'MISSED'}`);
  say(`  cpu   ${fmt(stats(cpu))}`);
  const oversold = await db.selectFrom('availability').select((eb) => eb.fn.countAll<number>().as('n')).where('rooms_left', '<', 0).executeTakeFirstOrThrow();
  say(`nights sold beyond their rooms: ${Number(oversold.n)}`);
  say(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`);

  // Leave the catalog as found: cancel (gives the nights back), then delete the bench's orders and mails.
  for (const p of placed) await cancelOrder(db, p.bookingNumber, { email: p.email }, now);
  const ids = db.selectFrom('order').select('id').where('buyer_email', '=', BENCH_EMAIL);
  await db.deleteFrom('outbox_mail').where('order_id', 'in', ids).execute();
  for (const table of ['order_night_hold', 'order_traveller', 'order_line'] as const) await db.deleteFrom(table).where('order_id', 'in', ids).execute();
  await db.deleteFrom('order').where('buyer_email', '=', BENCH_EMAIL).execute();
  await db.destroy();

  if (!flag('no-record')) {
    const command = ['node --import tsx bench/place-order.ts', ...process.argv.slice(2)].join(' ');
    appendToResults(command, out);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
