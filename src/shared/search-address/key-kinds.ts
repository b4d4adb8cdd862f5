/**
 * The kinds of hash key the key tables are built of (ids, days, guest counts, flags, bounded numbers), each a
 * `key()` of key-codecs.ts with its reading rule. Apart from address-keys.ts so that a page reading only the
 * product hash (product-hash-keys.ts) does not load the search's whole table.
 */
import { key, readBool, readClampedInt, readInt, readNumber } from './key-codecs';
import { isIsoDay } from '@/lib/days';

export { idKey } from './key-codecs';
export const dayKey = (name: string) => key(name, (raw): string | undefined => (raw !== undefined && isIsoDay(raw) ? raw : undefined));
export const guestKey = (name: string, min: number, max: number, fallback: number) =>
  key(name, (raw) => readClampedInt(raw, min, max), (value: number) => (value === fallback ? undefined : String(value)));
export const flagKey = (name: string) => key(name, readBool, (value: boolean) => (value ? '1' : undefined));
export const intKey = (name: string, min: number, max: number) => key(name, (raw) => readInt(raw, min, max));
export const numberKey = (name: string, min: number, max: number) => key(name, (raw) => readNumber(raw, min, max));
