/** The query keys of the results page (search-and-discovery §2): everything else of a search goes in the hash. */
import { FLOWS, type Flow } from '@/contracts/search-criteria';
import { CONTROL, key, LIMITS, readInt, type ValueOf } from './key-codecs';

export const QUERY_KEYS = {
  flow: key('flow', (raw): Flow | undefined => ((FLOWS as readonly string[]).includes(raw ?? '') ? (raw as Flow) : undefined), (flow) => (flow === 'booking' ? undefined : flow)),
  page: key('page', (raw) => readInt(raw, 0, LIMITS.page), (page) => (page === 0 ? undefined : String(page))),
  /** Where the search was started from (the search bar's text), kept as text. */
  from: key('from', (raw) => raw?.replace(CONTROL, '').trim().slice(0, LIMITS.from).trim() || undefined, (from) => from),
} as const;

export type QueryValues = { -readonly [F in keyof typeof QUERY_KEYS]?: ValueOf<(typeof QUERY_KEYS)[F]> };
