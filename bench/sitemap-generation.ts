// Sitemap generation at a catalog scale: the index, then every file it names, as a crawler would read them
// (docs/sitemap.md). Seeds the SQLite file once at that scale (bench: about 5 minutes and 1.4 GB).
//
//   node --expose-gc --import tsx bench/sitemap-generation.ts [--scale=demo|bench] [--db=data/bench.sqlite]
//
// Prints one JSON line: URLs and files, the index's time, every file's time (sum and largest), the largest file
// uncompressed and gzipped, and the JS heap and buffers before and at most while a file is made (a collection runs
// before each file, so the figure is one file's allocations over the baseline: it grows with a file, not with the
// catalog; the process's RSS also holds SQLite's memory map of the database file).
import { loadavg } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { createDb } from '@/server/db/create-db';
import { migrateToLatest } from '@/server/db/migrate';
import { seedCatalog } from '@/server/db/seed/seed';
import type { SeedScale } from '@/server/db/seed/scales';
import { sitemapFile, sitemapIndex } from '@/server/seo/sitemap-files';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const scale = (arg('scale') ?? 'bench') as SeedScale;
const file = arg('db') ?? `data/${scale === 'bench' ? 'bench' : `sitemap-${scale}`}.sqlite`;
const SITE = 'https://www.escapade.example';
const MiB = 1048576;

const jsMemory = () => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

async function main() {
  const db = createDb({ sqliteFile: file });
  await migrateToLatest(db);
  const seeded = await seedCatalog(db, { scale });
  if (!seeded.skipped) console.log(`seeded ${scale} into ${file}: ${seeded.rows} rows in ${(seeded.ms / 1000).toFixed(0)} s`);
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  collect();
  const load = loadavg()[0]!.toFixed(1);
  const before = jsMemory();
  let started = performance.now();
  const index = await sitemapIndex(db, SITE);
  const indexMs = performance.now() - started;
  const names = [...index.matchAll(/\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const result = { scale, load, files: names.length, urls: 0, indexMs: Math.round(indexMs), filesMs: 0, largestFileMs: 0, largestBytes: 0, largestGzBytes: 0, largestUrls: 0, jsMiBBefore: Math.round(before / MiB), jsMiBAtMost: 0 };
  let peak = before;
  for (const name of names) {
    collect();
    started = performance.now();
    const gz = await sitemapFile(db, SITE, name);
    const ms = performance.now() - started;
    peak = Math.max(peak, jsMemory());
    if (!gz) throw new Error(`the index names ${name}, which does not exist`);
    const xml = gunzipSync(gz).toString('utf8');
    const urls = xml.match(/<url>/g)?.length ?? 0;
    result.urls += urls;
    result.filesMs += ms;
    result.largestFileMs = Math.max(result.largestFileMs, Math.round(ms));
    result.largestBytes = Math.max(result.largestBytes, Buffer.byteLength(xml));
    result.largestGzBytes = Math.max(result.largestGzBytes, gz.length);
    result.largestUrls = Math.max(result.largestUrls, urls);
  }
  result.filesMs = Math.round(result.filesMs);
  result.jsMiBAtMost = Math.round(peak / MiB);
  console.log(JSON.stringify(result));
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
