// Placing orders through HTTP (issue 18 point 11): a burst of POST /api/orders at 20 connections against a running
// production server (`npm start`: one process per core), beside the static file measured the same way just before
// (the baseline of the same server on the same machine). Then: zero double bookings (for every night of the stays
// the burst sold, the unreleased holds are exactly the rooms taken, and no night went below zero), and the search
// index's lag after the burst (the time from the burst's last answer until the search offers none of the stays the
// burst sold out). Appends the figures and the command to bench/RESULTS.md unless --no-record.
//
//   BENCH_BASE_URL=http://127.0.0.1:3420 node --import tsx bench/http-orders.ts --db=/tmp/catalog.sqlite [--orders=600] [--stays=50] [--rooms=10] [--connections=20] [--no-record]
//
// --db: the server's database (its SQLite file or a postgres URL), read and prepared directly: the bench takes
// --stays stays of distinct offers a month ahead that the cart prices, gives each of their nights --rooms rooms
// (the change log carries that to the index), then places --orders orders spread over them at random, so the last
// rooms of every stay are raced for and some orders are refused. The server must trust 127.0.0.2 as a proxy
// (TRUSTED_PROXIES=127.0.0.2): each order comes from its own client address (X-Forwarded-For), so the per-client
// order limit does not refuse the burst. Orders are left in the database (use a throwaway catalog).
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createDb } from '../src/server/db/create-db';
import { addDays } from '../src/lib/days';
import { load } from './lib/http';
import { baseUrl, percentile } from './lib/result';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const target = arg('db');
if (!target) throw new Error('--db= the server database (SQLite file or postgres URL) is required');
const ORDERS = Number(arg('orders') ?? 600);
const STAYS = Number(arg('stays') ?? 50);
const ROOMS = Number(arg('rooms') ?? 10);
const CONNECTIONS = Number(arg('connections') ?? 20);
const STATIC_SECONDS = 5;
const postgres = /^postgres(ql)?:\/\//i.test(target);
const out: string[] = [];
const say = (line: string) => {
  console.log(line);
  out.push(line);
};
const load1 = () => loadavg().map((l) => l.toFixed(1)).join(' / ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const base = baseUrl();
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS, localAddress: '127.0.0.2' });

function post(path: string, body: unknown, client: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'x-forwarded-for': client } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

type Criteria = { offerId: number; checkin: string; nights: number; adults: number; children: number; babies: number; activityDates: string[]; locale: string };
type Stay = { criteria: Criteria; total: number; hotelId: number; days: string[] };

let clients = 0;
/** Each request its own visitor behind the trusted proxy. */
const nextClient = () => {
  clients++;
  return `198.18.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

async function main() {
  const db = postgres ? createDb({ databaseUrl: target!, poolSize: 2 }) : createDb({ sqliteFile: target! });
  try {
    say(`HTTP order burst against ${base} (${postgres ? 'PostgreSQL' : `SQLite ${target}`}): ${ORDERS} orders at ${CONNECTIONS} connections over ${STAYS} stays of ${ROOMS} rooms a night`);
    const published = await db.selectFrom('offer').select((eb) => eb.fn.countAll().as('n')).where('published', '=', 1).executeTakeFirstOrThrow();
    say(`catalog: ${Number(published.n).toLocaleString('en')} published offers; machine: ${cpus().length} cores (shared with other sessions), load average ${load1()} at start`);

    // Stays of distinct offers a month ahead that the cart prices as asked (activities dated on the first day).
    const from = addDays(new Date().toISOString().slice(0, 10), 30);
    const runs = await db
      .selectFrom('availability as a')
      .innerJoin('offer as o', 'o.id', 'a.offer_id')
      .select(['a.offer_id', 'a.day', 'o.nights', 'o.hotel_id'])
      .where('o.item_category', '=', 'weekend')
      .where('o.published', '=', 1)
      .where('o.expires_at', 'is', null)
      .where('a.closed', '=', 0)
      .where('a.rooms_left', '>=', 1)
      .where('a.day', '>=', from)
      .orderBy('a.day')
      .orderBy('a.offer_id')
      .limit(STAYS * 40)
      .execute();
    const stays: Stay[] = [];
    const seen = new Set<number>();
    for (const run of runs) {
      if (stays.length >= STAYS) break;
      if (seen.has(Number(run.offer_id))) continue;
      const criteria: Criteria = { offerId: Number(run.offer_id), checkin: run.day, nights: Number(run.nights), adults: 2, children: 0, babies: 0, activityDates: [], locale: 'fr_FR' };
      const first = await post('/api/checkout/stay/cart', criteria, nextClient());
      if (first.status !== 200) continue;
      const { programLines } = JSON.parse(first.body) as { programLines: { activityId: number; needsDate: boolean }[] };
      criteria.activityDates = programLines.filter((l) => l.needsDate).map((l) => `${l.activityId}_0`);
      const priced = await post('/api/checkout/stay/cart', criteria, nextClient());
      const cart = JSON.parse(priced.body) as { total: number; modifiedCriteria: boolean };
      if (priced.status !== 200 || cart.modifiedCriteria) continue;
      seen.add(criteria.offerId);
      stays.push({ criteria, total: cart.total, hotelId: Number(run.hotel_id), days: Array.from({ length: criteria.nights }, (_, i) => addDays(criteria.checkin, i)) });
    }
    if (stays.length < STAYS) say(`only ${stays.length} bookable stays found`);
    for (const stay of stays) {
      await db.updateTable('availability').set({ rooms_left: ROOMS }).where('offer_id', '=', stay.criteria.offerId).where('day', 'in', stay.days).execute();
    }
    const holdsBefore = await heldNights(db, stays);
    // The index has the rooms before the burst starts (it polls the change log every 500 ms).
    await sleep(2_000);

    // The static file, the same server's baseline.
    const still = await load(`${base}/favicon.svg`, { seconds: STATIC_SECONDS, connections: CONNECTIONS });
    say(`static file (/favicon.svg), ${STATIC_SECONDS} s at ${CONNECTIONS} connections: ${still.rps.toFixed(0)} req/s, p50 ${still.p50.toFixed(1)} ms, p95 ${still.p95.toFixed(1)} ms, p99 ${still.p99.toFixed(1)} ms, ${still.errors + still.timeouts + still.unexpected} errors`);

    // The burst: CONNECTIONS workers, each placing orders one after the other until ORDERS were sent.
    const buyer = { firstName: 'Ana', lastName: 'Ruiz', email: 'bench.http@escapade.invalid', phone: '+33 6 12 34 56 78', address: '3 rue Oberkampf', postalCode: '75011', city: 'Paris', country: 'FR' };
    const answers: { status: number; ms: number; stay: number; at: number; code?: string }[] = [];
    let sent = 0;
    const started = performance.now();
    const worker = async () => {
      while (sent < ORDERS) {
        sent++;
        const index = Math.floor(Math.random() * stays.length);
        const stay = stays[index];
        const body = { ...stay.criteria, buyer, travellers: [{ firstName: 'Ana', lastName: 'Ruiz' }], paymentMethod: 'hotel', insurance: false, shownTotal: stay.total, idempotencyKey: randomUUID() };
        const answer = await post('/api/orders', body, nextClient());
        answers.push({ status: answer.status, ms: answer.ms, stay: index, at: performance.now(), code: answer.status === 409 ? (JSON.parse(answer.body) as { code: string }).code : undefined });
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const burstEnd = performance.now();
    const seconds = (burstEnd - started) / 1000;
    const statuses: Record<string, number> = {};
    for (const a of answers) {
      const key = a.code ? `${a.status} ${a.code}` : String(a.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    const all = answers.map((a) => a.ms);
    const placed = answers.filter((a) => a.status === 200 || a.status === 201).map((a) => a.ms);
    const fmt = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms`;
    say(`orders: ${answers.length} in ${seconds.toFixed(1)} s (${(answers.length / seconds).toFixed(0)} orders/s); answers ${JSON.stringify(statuses)}`);
    say(`  every answer: ${fmt(all)}`);
    say(`  orders placed (${placed.length}): ${fmt(placed)}`);

    // Zero double bookings: each night's new holds are the rooms taken from it, and none went below zero.
    const holdsAfter = await heldNights(db, stays);
    const nights = await db.selectFrom('availability').select(['offer_id', 'day', 'rooms_left']).where('offer_id', 'in', stays.map((s) => s.criteria.offerId)).execute();
    let overbooked = 0;
    let mismatched = 0;
    for (const stay of stays) {
      for (const day of stay.days) {
        const key = `${stay.criteria.offerId} ${day}`;
        const taken = (holdsAfter.get(key) ?? 0) - (holdsBefore.get(key) ?? 0);
        const left = Number(nights.find((n) => Number(n.offer_id) === stay.criteria.offerId && n.day === day)?.rooms_left ?? -1);
        if (left < 0 || taken > ROOMS) overbooked++;
        if (left !== ROOMS - taken) mismatched++;
      }
    }
    const soldOut = stays.filter((s) => s.days.every((d) => Number(nights.find((n) => Number(n.offer_id) === s.criteria.offerId && n.day === d)?.rooms_left) === 0));
    say(`double bookings: ${overbooked} nights sold beyond their rooms, ${mismatched} nights whose rooms left differ from their holds; ${soldOut.length} of ${stays.length} stays sold out`);

    // The search index's lag: until the search offers none of the stays sold out (each searched for its hotel, dates and guests).
    let lagMs: number | null = null;
    let polls = 0;
    while (performance.now() - burstEnd < 30_000) {
      polls++;
      const offered = await Promise.all(
        soldOut.map(async (s) => {
          const answer = await get(`/api/offers.json?locale=fr_FR&hotelId=${s.hotelId}&checkin=${s.criteria.checkin}&nights=${s.criteria.nights}&adults=2&pageSize=50`);
          const body = JSON.parse(answer.body) as { exactMatch?: { id: number }[] };
          return (body.exactMatch ?? []).some((o) => o.id === s.criteria.offerId);
        }),
      );
      if (!offered.some(Boolean)) {
        lagMs = performance.now() - burstEnd;
        break;
      }
      await sleep(100);
    }
    say(`search index lag after the burst: ${lagMs === null ? 'over 30 s' : `${lagMs.toFixed(0)} ms`} until none of the ${soldOut.length} sold-out stays was offered (${polls} search rounds)`);
    say(`machine: load average ${load1()} at the end`);
  } finally {
    agent.destroy();
    await db.destroy();
  }
  if (!process.argv.includes('--no-record')) {
    const command = `BENCH_BASE_URL=${base} node --import tsx bench/http-orders.ts ${process.argv.slice(2).join(' ')}`.trim();
    appendFileSync('bench/RESULTS.md', `\n### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`${command}\`\n\n\`\`\`\n${out.join('\n')}\n\`\`\`\n`);
  }
}

/** Unreleased holds per night of the stays (`offerId day` → count). */
async function heldNights(db: ReturnType<typeof createDb>, stays: Stay[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('order_night_hold')
    .select(['offer_id', 'day'])
    .select((eb) => eb.fn.countAll().as('n'))
    .where('offer_id', 'in', stays.map((s) => s.criteria.offerId))
    .where('released_at', 'is', null)
    .groupBy(['offer_id', 'day'])
    .execute();
  return new Map(rows.map((r) => [`${r.offer_id} ${r.day}`, Number(r.n)]));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
