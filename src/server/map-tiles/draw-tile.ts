import { TILE_SIZE, worldPixel, type TileAddress } from './tile-geometry';

export type TilePlace = { name: string; lat: number; lng: number; population: number };
export type TilePlaces = { towns: readonly TilePlace[]; regions: readonly TilePlace[]; countries: readonly TilePlace[] };

/** Smallest town drawn as a dot, and smallest one named, per zoom (the last value holds for closer zooms). */
const DOT_MIN = [5e6, 5e6, 5e6, 1e6, 6e5, 3e5, 1e5, 4e4, 1.5e4, 5e3, 2e3, 0];
const LABEL_MIN = [1e7, 1e7, 1e7, 2e6, 1e6, 5e5, 1.5e5, 5e4, 2e4, 8e3, 3e3, 1e3, 0];

/** Labels reaching into the tile from a neighbour are drawn too, so a name cut by a tile edge lines up on both tiles. */
const MARGIN = 160;

type Label = { wx: number; wy: number; text: string; size: number; weight: number; fill: string; anchor: 'start' | 'middle'; spacing: number };
type Dot = { wx: number; wy: number; r: number };
type Plan = { dots: Dot[]; labels: Label[] };

const atZoom = <T>(table: readonly T[], z: number) => table[Math.min(z, table.length - 1)];

/** Rough label box in pixels (DejaVu Sans averages 0.6 em per character), padded so names keep apart. */
function box(label: Label): [number, number, number, number] {
  const width = label.text.length * (label.size * 0.6 + label.spacing) + 6;
  const left = label.anchor === 'middle' ? label.wx - width / 2 : label.wx - 2;
  return [left, label.wy - label.size - 2, left + width, label.wy + 4];
}

/**
 * Every dot and every name of one zoom level, in world pixels. Names are placed for the whole world at
 * once, largest places first, and a name that would overlap one already placed is left out: every tile
 * then shows the same names (a per-tile choice would cut names in half at tile edges).
 */
function planZoom(places: TilePlaces, z: number): Plan {
  const dots: Dot[] = [];
  const labels: Label[] = [];
  const cells = new Map<string, [number, number, number, number][]>();
  const CELL = 128;
  const place = (label: Label): boolean => {
    const [x0, y0, x1, y1] = box(label);
    const keys: string[] = [];
    for (let cx = Math.floor(x0 / CELL); cx <= Math.floor(x1 / CELL); cx++) for (let cy = Math.floor(y0 / CELL); cy <= Math.floor(y1 / CELL); cy++) keys.push(`${cx},${cy}`);
    for (const key of keys) for (const [a, b, c, d] of cells.get(key) ?? []) if (x0 < c && x1 > a && y0 < d && y1 > b) return false;
    for (const key of keys) cells.set(key, [...(cells.get(key) ?? []), [x0, y0, x1, y1]]);
    labels.push(label);
    return true;
  };

  if (z >= 3 && z <= 6) {
    for (const country of places.countries) {
      const { wx, wy } = worldPixel(z, country.lat, country.lng);
      place({ wx, wy, text: country.name.toUpperCase(), size: z <= 4 ? 11 : 13, weight: 700, fill: '#7a7f88', anchor: 'middle', spacing: 2 });
    }
  }
  for (const town of places.towns) {
    if (town.population < atZoom(DOT_MIN, z)) break; // largest first
    const { wx, wy } = worldPixel(z, town.lat, town.lng);
    const big = town.population >= 2.5e5;
    const r = big ? 3.5 : town.population >= 5e4 ? 2.6 : 1.8;
    dots.push({ wx, wy, r });
    if (town.population >= atZoom(LABEL_MIN, z)) {
      place({ wx: wx + r + 3, wy: wy + 4, text: town.name, size: big ? 12 : 11, weight: big ? 600 : 400, fill: '#3b4351', anchor: 'start', spacing: 0 });
    }
  }
  if (z >= 6 && z <= 8) {
    for (const region of places.regions) {
      const { wx, wy } = worldPixel(z, region.lat, region.lng);
      place({ wx, wy, text: region.name.toUpperCase(), size: 10, weight: 600, fill: '#8d8a84', anchor: 'middle', spacing: 1 });
    }
  }
  return { dots, labels };
}

const plans = new WeakMap<TilePlaces, Map<number, Plan>>();

function planFor(places: TilePlaces, z: number): Plan {
  let byZoom = plans.get(places);
  if (!byZoom) plans.set(places, (byZoom = new Map()));
  let plan = byZoom.get(z);
  if (!plan) byZoom.set(z, (plan = planZoom(places, z)));
  return plan;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

function textSvg(x: number, y: number, label: Label): string {
  const attrs = `x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${label.size}" font-weight="${label.weight}" text-anchor="${label.anchor}" letter-spacing="${label.spacing}"`;
  const content = escapeXml(label.text);
  return `<text ${attrs} stroke="#f6f4ef" stroke-width="3" stroke-linejoin="round" fill="none">${content}</text><text ${attrs} fill="${label.fill}">${content}</text>`;
}

/**
 * A plain local map tile as SVG: a paper background with a faint graticule, country and region names when
 * zoomed out, and the towns of the catalog's geography as dots, named by size without overlaps. No coastline
 * or roads: it stands in for a real tile server (MAP_TILE_URL) so the map works with no network.
 */
export function tileSvg(tile: TileAddress, places: TilePlaces): string {
  const parts: string[] = [`<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="#f2efe9"/>`];
  const left = tile.x * TILE_SIZE;
  const top = tile.y * TILE_SIZE;

  // Graticule: a line per degree from zoom 7, per 5 degrees before.
  const step = tile.z >= 7 ? 1 : 5;
  const world = 2 ** tile.z;
  const west = (tile.x / world) * 360 - 180;
  const east = ((tile.x + 1) / world) * 360 - 180;
  const latOf = (row: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / world))) * 180) / Math.PI;
  for (let lng = Math.ceil(west / step) * step; lng <= east; lng += step) {
    const x = (worldPixel(tile.z, 0, lng).wx - left).toFixed(1);
    parts.push(`<line x1="${x}" y1="0" x2="${x}" y2="${TILE_SIZE}" stroke="#e2ddd3" stroke-width="1"/>`);
  }
  for (let lat = Math.ceil(latOf(tile.y + 1) / step) * step; lat <= latOf(tile.y); lat += step) {
    const y = (worldPixel(tile.z, lat, 0).wy - top).toFixed(1);
    parts.push(`<line x1="0" y1="${y}" x2="${TILE_SIZE}" y2="${y}" stroke="#e2ddd3" stroke-width="1"/>`);
  }

  const plan = planFor(places, tile.z);
  const near = (wx: number, wy: number) => wx > left - MARGIN && wx < left + TILE_SIZE + MARGIN && wy > top - MARGIN && wy < top + TILE_SIZE + MARGIN;
  for (const dot of plan.dots) {
    if (near(dot.wx, dot.wy)) parts.push(`<circle cx="${(dot.wx - left).toFixed(1)}" cy="${(dot.wy - top).toFixed(1)}" r="${dot.r}" fill="#6b7280" stroke="#fff" stroke-width="1"/>`);
  }
  for (const label of plan.labels) {
    if (near(label.wx, label.wy)) parts.push(textSvg(label.wx - left, label.wy - top, label));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">${parts.join('')}</svg>`;
}
