// Service-side timings of the autocomplete, hotel availabilities, checkout nights and reviews calls.
// Usage: npx tsx --tsconfig tsconfig.json bench/catalog-content-calls.ts <sqlite file | postgres url> [samples]
// (the database must be seeded; bench scale: SEED_SCALE=bench). Prints p50/p95/p99 in ms per call.
import { addDays, toIsoDay } from '../src/lib/days';
import { checkoutNights } from '../src/server/catalog/availability/checkout-nights.service';
import { hotelAvailabilities } from '../src/server/catalog/availability/hotel-availabilities.service';
import { autocomplete, destinationIndex } from '../src/server/catalog/destinations/autocomplete.service';
import { hotelReviews } from '../src/server/catalog/reviews/reviews.service';
import { createDb } from '../src/server/db/create-db';
import type { CatalogLocale } from '../src/server/db/database';
import { isPostgresUrl } from '../src/server/db/dialect';

const LOCALES: CatalogLocale[] = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'];
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2);
  return `p50 ${at(50)}  p95 ${at(95)}  p99 ${at(99)}`;
}

async function time(label: string, samples: number, run: (i: number) => Promise<unknown>) {
  for (let i = samples; i < samples + 50; i++) await run(i); // warm-up on extra samples, so measured ones stay first-time
  // Wall time includes waiting for a core on a busy machine; CPU time (this process, user + system) does not.
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < samples; i++) {
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    await run(i);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(`${label.padEnd(46)} n=${samples}  wall ms: ${percentiles(wall)}  |  cpu ms: ${percentiles(cpu)}`);
}

async function main() {
  const target = process.argv[2] ?? 'data/escapade.sqlite';
  const samples = Number(process.argv[3] ?? 2000);
  const db = isPostgresUrl(target) ? createDb({ databaseUrl: target }) : createDb({ sqliteFile: target });
  const counts = await db.selectFrom('hotel').select((eb) => eb.fn.countAll<number>().as('hotels')).executeTakeFirstOrThrow();
  const offers = await db.selectFrom('offer').select((eb) => eb.fn.countAll<number>().as('offers')).executeTakeFirstOrThrow();
  console.log(`database ${isPostgresUrl(target) ? 'PostgreSQL' : target}: ${counts.hotels} hotels, ${offers.offers} offers`);

  const started = performance.now();
  const index = await destinationIndex(db);
  console.log(`destination index: built in ${(performance.now() - started).toFixed(0)} ms (${index.names.places.length} names, ${index.names.size} keys)`);

  const names = index.names.places.map((p) => p.searchKey).filter((k) => k.length >= 2);
  const terms = Array.from({ length: samples + 50 }, () => {
    const name = pick(names);
    const cut = pick([2, 3, 3, 4, 5, 6, 8, name.length]);
    return name.slice(0, Math.max(2, cut));
  });
  await time('autocomplete (random prefixes, first time)', samples, (i) => autocomplete(db, { term: terms[i], locale: LOCALES[i % 6], maxResults: 30 }));
  await time("autocomplete (2-letter terms: 'sa', 'pa'...)", samples, (i) => autocomplete(db, { term: pick(['sa', 'pa', 'ma', 'la', 'co', 'be', 'ca', 'mo']), locale: LOCALES[i % 6], maxResults: 30 }));
  await time('autocomplete (same random prefixes again)', samples, (i) => autocomplete(db, { term: terms[i % samples], locale: LOCALES[i % 6], maxResults: 30 }));
  await time('autocomplete (accented full names)', samples, (i) => autocomplete(db, { term: pick(['Île-de-France', 'Séville', 'Besançon', 'Gérardmer', 'Malmö', 'Cortina d’Ampezzo']), locale: LOCALES[i % 6], maxResults: 30 }));

  const hotelIds = (await db.selectFrom('offer').select('hotel_id').distinct().where('item_category', '=', 'weekend').where('published', '=', 1).execute()).map((r) => r.hotel_id);
  const month = new Date().toISOString().slice(0, 7);
  const small = Math.min(samples, 1000);
  await time('hotel availabilities (12 months)', small, () => hotelAvailabilities(db, { hotelId: pick(hotelIds), locale: pick(LOCALES), month, length: 12 }));
  await time('hotel availabilities (2 months)', small, () => hotelAvailabilities(db, { hotelId: pick(hotelIds), locale: pick(LOCALES), month, length: 2 }));

  const offerIds = (await db.selectFrom('offer').select('id').where('item_category', '=', 'weekend').where('published', '=', 1).execute()).map((r) => r.id);
  const today = new Date();
  const checkin = () => addDays(toIsoDay(today), Math.floor(random() * 300));
  await time('checkout nights (from a check-in)', small, () => checkoutNights(db, { id: pick(offerIds), checkin: checkin(), adult: 2, child: 0, baby: 0, locale: 'fr_FR' }));
  await time('checkout nights (12-month window)', small, () => checkoutNights(db, { id: pick(offerIds), adult: 2, child: 0, baby: 0, locale: 'fr_FR' }));
  await time('reviews (page 0, DATE_DESC, locale language)', small, () =>
    hotelReviews(db, { hotelId: pick(hotelIds), locale: pick(LOCALES), page: 0, sort: 'DATE_DESC', withOtherLanguageFallback: true }),
  );

  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
