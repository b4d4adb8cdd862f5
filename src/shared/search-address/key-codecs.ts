/**
 * The kinds of key of the search address: how an id, a day, a count, a flag or a list is read from the address's text
 * (invalid text is undefined: the caller's default) and written (undefined: left out). The tables that use them:
 * address-keys.ts (the hash) and query-keys.ts (the query).
 */
export const LIMITS = {
  id: 2 ** 31 - 1,
  page: 10_000,
  distanceKm: 2000,
  priceCents: 100_000_000,
  codes: 50,
  activities: 100,
  from: 200,
} as const;

/** One key: its name in the address, how its values are read, how a value is written (already URI-encoded). */
export type AddressKey<V> = {
  key: string;
  read: (values: readonly string[]) => V | undefined;
  write: (value: V) => string | undefined;
};

const CODE = /^[a-z0-9_-]{1,40}$/i;
const INTEGER = /^[+-]?\d{1,12}$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
export const CONTROL = /[\u0000-\u001f\u007f]/g;

// ---------- readers of one text: a valid value or undefined ----------

export function readInt(raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || !INTEGER.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n + 0 : undefined;
}

/** An integer clamped into [min, max]; malformed → undefined (the caller's default). */
export function readClampedInt(raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || !INTEGER.test(raw.trim())) return undefined;
  return Math.min(max, Math.max(min, Number(raw.trim()))) + 0;
}

export function readNumber(raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || !DECIMAL.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return Number.isFinite(n) && n >= min && n <= max ? n + 0 : undefined;
}

export function readBool(raw: string | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  const v = raw.trim().toLowerCase();
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  return undefined;
}

export const readCode = (raw: string): string | undefined => (CODE.test(raw) ? raw : undefined);

function readList<T>(raws: readonly string[], item: (raw: string) => T | undefined, max: number): T[] {
  const out: T[] = [];
  for (const part of raws.flatMap((r) => r.split(','))) {
    const value = item(part.trim());
    if (value !== undefined && !out.includes(value)) out.push(value);
    if (out.length === max) break;
  }
  return out;
}

// ---------- kinds of key ----------

export const encode = (value: string | number) => encodeURIComponent(String(value));

export const key = <V>(name: string, read: (first: string | undefined) => V | undefined, write: (value: V) => string | undefined = (v) => encode(String(v))): AddressKey<V> => ({
  key: name,
  read: (values) => read(values[0]),
  write,
});

/** An id (an offer's, a hotel's, a place's): a positive integer. */
export const idKey = (name: string) => key(name, (raw) => readInt(raw, 1, LIMITS.id));

export const listKey = <V extends string | number>(name: string, item: (raw: string) => V | undefined, max: number): AddressKey<V[]> => ({
  key: name,
  read: (values) => readList(values, item, max),
  write: (values) => (values.length > 0 ? values.map(encode).join(',') : undefined),
});

export type ValueOf<Entry> = Entry extends AddressKey<infer V> ? V : never;
/** Any entry of a table, whatever its value's type. */
type AnyAddressKey = { key: string; read: (values: readonly string[]) => unknown; write: (value: never) => string | undefined };

/** Reads every key of a table from a lookup of its values. */
export function readKeys<T extends Record<string, AnyAddressKey>>(table: T, valuesOf: (key: string) => readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const [field, entry] of Object.entries(table) as [string, AddressKey<unknown>][]) {
    const value = entry.read(valuesOf(entry.key));
    if (value !== undefined) out[field] = value;
  }
  return out as { [F in keyof T]?: ValueOf<T[F]> };
}

/** Writes every set field of a table: [key, encoded text] pairs, defaults left out (but those of the `kept` fields). */
export function writeKeys<T extends Record<string, AnyAddressKey>>(table: T, values: { [F in keyof T]?: ValueOf<T[F]> }, kept: readonly (keyof T)[] = []): [string, string][] {
  const out: [string, string][] = [];
  for (const [field, entry] of Object.entries(table) as [string, AddressKey<unknown>][]) {
    const value = (values as Record<string, unknown>)[field];
    const text = value === undefined ? undefined : (entry.write(value) ?? ((kept as readonly string[]).includes(field) ? encode(String(value)) : undefined));
    if (text !== undefined) out.push([entry.key, text]);
  }
  return out;
}

