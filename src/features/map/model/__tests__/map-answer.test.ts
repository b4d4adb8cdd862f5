import { describe, expect, it } from '@jest/globals';
import { mapSearchResponseSchema } from '@/contracts/offers.schema';
import { MapAnswerError, parseMapAnswer } from '../map-answer';

const good = {
  exactMatch: [
    { id: 11, location: { lat: 41.3874, lng: 2.1686 }, weekend: [{ id: 101 }, { id: 102 }] },
    { id: 12, location: { lat: -33.9, lng: -151.2 }, weekend: [] },
  ],
  searchDetails: { totalCount: 2 },
};

describe('parseMapAnswer: the map answer checked against the contract without zod', () => {
  it('keeps a good answer as the contract reads it, without unknown fields', () => {
    const extra = {
      ...good,
      debug: true,
      exactMatch: good.exactMatch.map((item) => ({ ...item, label: 'x', location: { ...item.location, alt: 3 }, weekend: item.weekend.map((o) => ({ ...o, price: 1 })) })),
      searchDetails: { totalCount: 2, location: null },
    };
    expect(parseMapAnswer(extra)).toEqual(good);
    expect(parseMapAnswer(extra)).toEqual(mapSearchResponseSchema.parse(extra));
  });

  it.each([
    ['not an object', null],
    ['no exactMatch', { searchDetails: { totalCount: 0 } }],
    ['no totalCount', { exactMatch: [] }],
    ['a fractional id', { ...good, exactMatch: [{ ...good.exactMatch[0], id: 1.5 }] }],
    ['an id as text', { ...good, exactMatch: [{ ...good.exactMatch[0], id: '11' }] }],
    ['no position', { ...good, exactMatch: [{ id: 1, weekend: [] }] }],
    ['a latitude as text', { ...good, exactMatch: [{ id: 1, location: { lat: '41', lng: 2 }, weekend: [] }] }],
    ['offers that are not a list', { ...good, exactMatch: [{ id: 1, location: { lat: 41, lng: 2 }, weekend: {} }] }],
    ['an offer without id', { ...good, exactMatch: [{ id: 1, location: { lat: 41, lng: 2 }, weekend: [{}] }] }],
  ])('refuses an answer with %s, as the contract does', (_, body) => {
    expect(() => parseMapAnswer(body)).toThrow(MapAnswerError);
    expect(mapSearchResponseSchema.safeParse(body).success).toBe(false);
  });
});
