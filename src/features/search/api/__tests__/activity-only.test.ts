import { describe, expect, it } from '@jest/globals';
import { activityOnlyBodySchema } from '@/contracts/activity-only.schema';
import { searchCriteriaSchema } from '@/contracts/search-criteria.schema';
import { toSearchCriteria } from '../../model';
import { parseSearchState } from '@/shared/search-address';
import { toActivityOnlyBody } from '../activity-only';
import { resultsKey, serializeResultsKey } from '../results';

const now = new Date('2026-03-02T10:00:00Z');
const criteriaOf = (hash: string, flow = 'activity') => toSearchCriteria(parseSearchState(hash, { flow }, now, 'Europe/Paris'), 'fr_FR', { now });

describe('toActivityOnlyBody', () => {
  it.each([
    ['no criteria', ''],
    ['a city, dates, one participant and filters', 'city=12&checkin=2026-04-10&checkout=2026-04-11&a=1&theme=26&priceMin=1000&priceMax=9000&facilities=spa,pets&stars=4&sort=priceAsc'],
    ['a position with a distance, activities and tags', 'lat=45.75&lng=4.85&distanceMax=30&activities=3,7&tags=new&hotelScore=8'],
  ])('the server reads back the very criteria the site meant (%s)', (_name, hash) => {
    const criteria = criteriaOf(hash);
    // The activity search has no hotel: hotelId is the only criterion it does not carry.
    const expected: Record<string, unknown> = searchCriteriaSchema.parse({ ...criteria, itemCategory: 'activity', packagesPerHotel: 20 });
    const received: Record<string, unknown> = activityOnlyBodySchema.parse(toActivityOnlyBody(criteria));
    delete expected.hotelId;
    delete received.hotelId;
    expect(received).toEqual(expected);
  });

  it('asks for 20 packages per hotel, the locale and the page, and at most 2 participants', () => {
    const body = toActivityOnlyBody(criteriaOf('a=5', 'activity'));
    expect(body).toMatchObject({ numberOfPackagesPerHotel: 20, locale: 'fr_FR', page: 0 });
    expect(body.criteria.filters.offer.familyComposition).toMatchObject({ adults: 2 });
    expect(toActivityOnlyBody(criteriaOf('a=1')).criteria.filters.offer.familyComposition).toMatchObject({ adults: 1 });
  });
});

describe('resultsKey', () => {
  it('is the GET offers.json URL for stays and a POST to activity-only.json for activities', () => {
    expect(resultsKey('/api', criteriaOf('', 'booking'))).toMatch(/^\/api\/offers\.json\?locale=fr_FR/);
    const key = resultsKey('/api', criteriaOf(''));
    expect(key).toEqual(['POST', '/api/search/activity-only.json', expect.any(String)]);
    expect(serializeResultsKey(key)).toBe(serializeResultsKey(resultsKey('/api', criteriaOf(''))));
  });
});
