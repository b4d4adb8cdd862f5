import type { MapSearchResponse } from '@/contracts/offers';

type MapItem = MapSearchResponse['exactMatch'][number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Thrown for an answer that does not keep to the contract (the map then says it could not load). */
export class MapAnswerError extends Error {
  constructor(where: string) {
    super(`map search answer: bad ${where}`);
    this.name = 'MapAnswerError';
  }
}

function toMapItem(entry: unknown, index: number): MapItem {
  if (!isRecord(entry) || !isInt(entry.id)) throw new MapAnswerError(`exactMatch[${index}].id`);
  const { location, weekend } = entry;
  if (!isRecord(location) || !isNumber(location.lat) || !isNumber(location.lng)) throw new MapAnswerError(`exactMatch[${index}].location`);
  if (!Array.isArray(weekend)) throw new MapAnswerError(`exactMatch[${index}].weekend`);
  const offers = weekend.map((offer: unknown, at) => {
    if (!isRecord(offer) || !isInt(offer.id)) throw new MapAnswerError(`exactMatch[${index}].weekend[${at}].id`);
    return { id: offer.id };
  });
  return { id: entry.id, location: { lat: location.lat, lng: location.lng }, weekend: offers };
}

/**
 * The performMapSearch answer checked against the contract (`mapSearchResponseSchema`) by hand, keeping only
 * its fields: the map opens without loading zod and its schemas, and 5,000 items are checked in a millisecond
 * or two instead of the tens zod takes on a slow phone.
 */
export function parseMapAnswer(body: unknown): MapSearchResponse {
  if (!isRecord(body) || !Array.isArray(body.exactMatch)) throw new MapAnswerError('exactMatch');
  if (!isRecord(body.searchDetails) || !isInt(body.searchDetails.totalCount)) throw new MapAnswerError('searchDetails.totalCount');
  return { exactMatch: body.exactMatch.map(toMapItem), searchDetails: { totalCount: body.searchDetails.totalCount } };
}
