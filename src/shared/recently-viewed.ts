import { readStorage, writeStorage } from '@/lib/browser-storage';

/**
 * Recently viewed products (§3), stays and activities alike: kept in the browser's local storage, newest first. Storage may hold anything: an
 * unparsable value is an empty list, a bad entry is dropped and the rest kept. The spec gives no length: 10.
 */
export const RECENTLY_VIEWED_KEY = 'escapade.recentlyViewed';
export const RECENTLY_VIEWED_MAX = 10;

export type RecentlyViewedEntry = {
  id: number;
  type: 'STAY' | 'ACTIVITY';
  label: string;
  imageUrl: string;
  price: { sellPrice: number; refPrice?: number | null };
  promo?: number;
  nights?: number;
  hotel: { label: string; location: string };
  uri: string;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** One entry checked by hand (no zod in the page's first load), or null. */
function entryOf(raw: unknown): RecentlyViewedEntry | null {
  if (!isRecord(raw) || !isRecord(raw.price) || !isRecord(raw.hotel)) return null;
  const { id, type, label, imageUrl, price, promo, nights, hotel, uri } = raw;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  if ((type !== 'STAY' && type !== 'ACTIVITY') || !isText(label) || !isText(imageUrl) || !isText(uri) || !uri.startsWith('/') || uri.startsWith('//')) return null;
  if (!isAmount(price.sellPrice) || !isText(hotel.label) || !isText(hotel.location)) return null;
  return {
    id,
    type,
    label,
    imageUrl,
    price: { sellPrice: price.sellPrice, ...(isAmount(price.refPrice) ? { refPrice: price.refPrice } : {}) },
    ...(isAmount(promo) ? { promo } : {}),
    ...(typeof nights === 'number' && Number.isInteger(nights) && nights > 0 ? { nights } : {}),
    hotel: { label: hotel.label, location: hotel.location },
    uri,
  };
}

/** The list a stored text holds: unparsable or not a list → empty; bad entries dropped; at most the maximum. */
export function parseRecentlyViewed(text: string | null): RecentlyViewedEntry[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const out: RecentlyViewedEntry[] = [];
  for (const item of raw) {
    const entry = entryOf(item);
    if (entry && !out.some((e) => e.id === entry.id && e.type === entry.type)) out.push(entry);
    if (out.length === RECENTLY_VIEWED_MAX) break;
  }
  return out;
}

/** The entry first, its earlier visit removed, the oldest dropped past the maximum. */
export const addRecentlyViewed = (list: readonly RecentlyViewedEntry[], entry: RecentlyViewedEntry): RecentlyViewedEntry[] =>
  [entry, ...list.filter((e) => !(e.id === entry.id && e.type === entry.type))].slice(0, RECENTLY_VIEWED_MAX);

export const readRecentlyViewed = (): RecentlyViewedEntry[] => parseRecentlyViewed(readStorage('localStorage', RECENTLY_VIEWED_KEY));

/** Records a visit and returns the list as it was before it (what the page shows: the other products seen). */
export function recordRecentlyViewed(entry: RecentlyViewedEntry): RecentlyViewedEntry[] {
  const before = readRecentlyViewed();
  writeStorage('localStorage', RECENTLY_VIEWED_KEY, JSON.stringify(addRecentlyViewed(before, entry)));
  return before.filter((e) => !(e.id === entry.id && e.type === entry.type));
}
