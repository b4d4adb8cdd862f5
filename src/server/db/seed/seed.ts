import { sql, type Kysely } from 'kysely';
import { BatchWriter } from '../batch-insert';
import { sqliteHandleOf } from '../create-db';
import type { Database, TableName } from '../database';
import { toIsoDay } from '../../../lib/days';
import { seedContent } from './content';
import { seedCmsPages } from './cms-pages';
import { seedGeography } from './geography';
import { seedGiftBoxes, seedGiftExtras } from './gift-boxes';
import { seedActivityContent } from './activity-content';
import { seedHotels } from './hotels';
import { seedOffers } from './offers';
import { Rng } from './prng';
import { SCALES, type SeedScale } from './scales';
import { seedVocabularies } from './vocabulary-rows';

/** Bump when the generator changes what it writes: prepare-database then reseeds. */
export const SEED_VERSION = '11';
export const DEFAULT_SEED = 'escapade';

/** Tables the seed owns (client reports are never touched). */
export const CATALOG_TABLES: TableName[] = [
  'country', 'region', 'department', 'city', 'touristic_region', 'ski_resort', 'sea_resort', 'poi', 'place_name', 'place_alias', 'vocabulary', 'vocabulary_label',
  'hotel', 'hotel_translation', 'hotel_facility', 'hotel_eco_facility', 'hotel_type', 'hotel_environment', 'hotel_style', 'room',
  'offer', 'offer_translation', 'offer_theme', 'offer_tag', 'offer_activity_group', 'offer_activity', 'offer_pax_price', 'offer_gift_price', 'availability', 'offer_price_history', 'night_price_history',
  'review', 'gift_box', 'gift_box_translation', 'gift_box_offer', 'gift_sub_element_category', 'gift_sub_element', 'shipping_cost', 'activity_content', 'menu_node', 'theme_of_week', 'promo_bar', 'announcement_banner', 'targeted_banner', 'gift_block', 'catalog_meta', 'cms_page',
];

export type SeedOptions = {
  scale?: SeedScale;
  /** PRNG seed: same seed, scale and day → same catalog */
  seed?: string;
  /** first day of availability, 'YYYY-MM-DD' (UTC); default today */
  today?: string;
  /** reseed even when the catalog already matches */
  force?: boolean;
  log?: (message: string) => void;
};

export type SeedResult = { skipped: boolean; scale: SeedScale; seed: string; today: string; rows: number; ms: number };

export async function readCatalogMeta(db: Kysely<Database>): Promise<Record<string, string>> {
  const rows = await db.selectFrom('catalog_meta').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Fill the catalog deterministically; a no-op when it already holds this seed, scale, day and generator version. */
export async function seedCatalog(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const scale = options.scale ?? 'demo';
  const seed = options.seed ?? DEFAULT_SEED;
  const today = options.today ?? toIsoDay(new Date());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  const log = options.log ?? (() => {});
  const wanted = { seed, scale, today, version: SEED_VERSION };
  const meta = await readCatalogMeta(db);
  if (!options.force && Object.entries(wanted).every(([k, v]) => meta[k] === v)) return { skipped: true, scale, seed, today, rows: 0, ms: Date.now() - started };

  const spec = SCALES[scale];
  const rng = new Rng(`${seed}/${scale}`);
  let rows = 0;
  await db.transaction().execute(async (trx) => {
    for (const table of CATALOG_TABLES) await trx.deleteFrom(table).execute();
    // Building the day index once after the load is several times faster than maintaining it row by row.
    await sql`drop index if exists availability_by_day`.execute(trx);
    const writer = new BatchWriter(trx, sqliteHandleOf(db));
    const step = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
      const t0 = Date.now();
      const result = await run();
      await writer.flush();
      log(`  ${label}: ${Date.now() - t0} ms (${writer.rowsWritten - rows} rows)`);
      rows = writer.rowsWritten;
      return result;
    };
    await step('vocabularies', () => seedVocabularies(writer));
    const geo = await step('geography', () => seedGeography(writer, spec.minCityPopulation));
    const hotels = await step('hotels and reviews', () => seedHotels(writer, rng.fork('hotels'), geo, spec.hotels, today, spec.maxReviewsPerHotel, spec.hotelsPerShowcaseCity));
    const offers = await step('offers and availability', () => seedOffers(writer, rng.fork('offers'), hotels, spec.offers, today, spec.days));
    await step('gift boxes', () => seedGiftBoxes(writer, rng.fork('boxes'), offers, spec.maxOffersPerBox, today));
    await step('gift extras and shipping', () => seedGiftExtras(writer));
    await step('activity content', () => seedActivityContent(writer));
    const hotelsByCity = new Map<number, number>();
    for (const h of hotels) hotelsByCity.set(h.city.id, (hotelsByCity.get(h.city.id) ?? 0) + 1);
    await step('content', () => seedContent(writer, rng.fork('content'), geo, today, hotelsByCity));
    await step('content pages', () => seedCmsPages(writer, today));
    for (const [key, value] of Object.entries(wanted)) await writer.push('catalog_meta', { key, value });
    await writer.flush();
    await step('availability day index', () => sql`create index availability_by_day on availability (day, offer_id)`.execute(trx));
  });
  // Fresh statistics let the planner start a place search from the place, not the category index (10-20x faster).
  const t0 = Date.now();
  await sql`analyze`.execute(db);
  log(`  statistics (analyze): ${Date.now() - t0} ms`);
  return { skipped: false, scale, seed, today, rows, ms: Date.now() - started };
}
