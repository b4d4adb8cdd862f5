import { describe, expect, it } from '@jest/globals';
import { reviewLabel } from '@/shared/review-score';
import { galleryLayout } from '../gallery';
import { ECO_BOX_MIN_FACILITIES, orderedFacilities, petsRule, showsEcoBox } from '../facilities';
import { canShowMore, previewedReviews, reviewsBodyKind } from '@/shared/reviews/review-rules';
import { splitHotelOffers } from '../offers-drawer';
import { parseHotelHash, stayHash } from '../hotel-address';
import { nextStart, previousStart, swipeTarget, SWIPE_THRESHOLD, visibleRange } from '../carousel';

const pics = (n: number) => Array.from({ length: n }, (_, i) => `/img/${i + 1}.jpg`);

describe('gallery rule (§2.2, §9)', () => {
  it.each([
    [0, { kind: 'none' }],
    [1, { kind: 'single', image: '/img/1.jpg' }],
    [3, { kind: 'single', image: '/img/1.jpg' }],
    [4, { kind: 'grid', desktop: pics(4), mobile: pics(4), seeAll: true }],
    [5, { kind: 'grid', desktop: pics(4), mobile: pics(5), seeAll: true }],
    [9, { kind: 'grid', desktop: pics(4), mobile: pics(5), seeAll: true }],
  ])('%i pictures', (n, expected) => {
    expect(galleryLayout(pics(n))).toEqual(expected);
  });

  it('counts each picture once', () => {
    expect(galleryLayout(['/a', '/a', '/b', '/c', '/b']).kind).toBe('single');
  });
});

describe('eco-label box (§3: at least 8 eco facilities)', () => {
  it.each([
    [0, false],
    [7, false],
    [8, true],
    [12, true],
  ])('%i eco facilities → %s', (n, shown) => {
    expect(showsEcoBox(Array.from({ length: n }))).toBe(shown);
  });
  it('uses the spec constant', () => expect(ECO_BOX_MIN_FACILITIES).toBe(8));
  it('lists highlighted facilities first, each once', () => {
    expect(orderedFacilities([{ id: 3 }, { id: 1 }], [{ id: 1 }, { id: 2 }, { id: 3 }]).map((f) => f.id)).toEqual([3, 1, 2]);
  });
});

describe('pets policy', () => {
  it.each([
    [{ petsAllowed: false, petsPrice: 1500, petsMaxWeight: 10, petsMaxNumberOfPets: 2 }, { kind: 'notAllowed' }],
    [{ petsAllowed: true, petsPrice: null, petsMaxWeight: null, petsMaxNumberOfPets: 0 }, { kind: 'allowed', price: null, maxWeight: null, maxNumber: 1 }],
    [{ petsAllowed: true, petsPrice: 1500, petsMaxWeight: 10, petsMaxNumberOfPets: 2 }, { kind: 'allowed', price: 1500, maxWeight: 10, maxNumber: 2 }],
    [{ petsAllowed: true, petsPrice: 0, petsMaxWeight: 0, petsMaxNumberOfPets: null }, { kind: 'allowed', price: null, maxWeight: null, maxNumber: 1 }],
  ])('%j', (policy, rule) => expect(petsRule(policy)).toEqual(rule));
});

describe('review labels on the hotel page (search §5, the fuller list; every incentive shown)', () => {
  it.each([
    [null, 0, 'new'],
    [8.2, 0, 'new'],
    [6.9, 12, null],
    [6.95, 12, 'good'],
    [7.9, 12, 'good'],
    [7.96, 12, 'veryGood'],
    [8, 12, 'veryGood'],
    [8.44, 12, 'veryGood'],
    [8.45, 12, 'excellent'],
    [8.5, 12, 'excellent'],
    [9, 12, 'fantastic'],
    [9.44, 12, 'fantastic'],
    [9.5, 12, 'perfect'],
    [10, 12, 'perfect'],
  ])('%s with %i reviews → %s', (average, count, label) => {
    expect(reviewLabel({ average, count }, { allIncentivesShown: true })).toBe(label);
  });
});

describe("reviews modal: 'Show more' while pages loaded < ceil(count / 10)", () => {
  it.each([
    [1, 0, false],
    [1, 9, false],
    [1, 10, false],
    [1, 11, true],
    [2, 11, false],
    [2, 25, true],
    [3, 25, false],
    [0, 1, true],
  ])('%i pages loaded of %i reviews → %s', (pages, count, more) => {
    expect(canShowMore(pages, count)).toBe(more);
  });

  it('previews four positive reviews', () => {
    const list = [{ positive: 'a' }, { positive: ' ' }, { positive: 'b' }, { positive: 'c' }, { positive: 'd' }, { positive: 'e' }];
    expect(previewedReviews(list).map((r) => r.positive)).toEqual(['a', 'b', 'c', 'd']);
  });

  it.each([
    [{ totalCount: 3, language: 'all' }, 'all', 'list'],
    [{ totalCount: 0, language: 'all' }, 'all', 'empty'],
    [{ totalCount: 0, language: 'it_IT' }, 'it_IT', 'languageEmpty'],
  ])('%j in %s → %s', (answer, chosen, kind) => expect(reviewsBodyKind(answer, chosen)).toBe(kind));
});

describe('hotel offers drawer split (main and others, price ascending, 20 per hotel)', () => {
  const offer = (id: number, sellPrice: number) => ({ id, sellPrice });
  it('keeps the offer the visitor came from as the main one', () => {
    expect(splitHotelOffers([offer(1, 300), offer(2, 100), offer(3, 200)], 1)).toEqual({ main: offer(1, 300), others: [offer(2, 100), offer(3, 200)] });
  });
  it('takes the cheapest as main without a known offer, ties by id', () => {
    expect(splitHotelOffers([offer(5, 200), offer(4, 200), offer(3, 150)], 99)).toEqual({ main: offer(3, 150), others: [offer(4, 200), offer(5, 200)] });
  });
  it('shows 20 offers at most', () => {
    const many = Array.from({ length: 30 }, (_, i) => offer(i + 1, 1000 - i));
    const { main, others } = splitHotelOffers(many, 1);
    expect(main?.id).toBe(1);
    expect(others).toHaveLength(19);
    expect(others[0].sellPrice).toBe(971);
  });
  it('has nothing to show without offers', () => expect(splitHotelOffers([], null)).toEqual({ main: null, others: [] }));
});

describe('hotel page hash', () => {
  // 10:00 in Paris on 26 November 2026; 21:00 is past the 20:00 cut-off.
  const morning = new Date('2026-11-26T09:00:00Z');
  const evening = new Date('2026-11-26T20:00:00Z');
  it.each([
    ['checkin=2026-12-04&checkout=2026-12-06', morning, { checkin: '2026-12-04', checkout: '2026-12-06' }],
    ['checkin=2026-12-04&night=2', morning, { checkin: '2026-12-04', checkout: '2026-12-06' }],
    ['checkin=2026-11-26&night=1', morning, { checkin: '2026-11-26', checkout: '2026-11-27' }],
    ['checkin=2026-11-26&night=1', evening, { checkin: null, checkout: null }],
    ['checkin=2026-12-04&checkout=2026-12-30', morning, { checkin: null, checkout: null }],
    ['checkin=2026-12-04', morning, { checkin: null, checkout: null }],
    ['checkin=nope&checkout=2026-12-06', morning, { checkin: null, checkout: null }],
  ])('%s', (hash, now, dates) => {
    expect(parseHotelHash(hash, now, 'Europe/Paris')).toMatchObject(dates);
  });
  it('reads the travellers and the products anchor', () => {
    expect(parseHotelHash('#products', morning, 'Europe/Paris')).toEqual({ checkin: null, checkout: null, travellers: { adults: 2, children: 0, babies: 0 }, toProducts: true });
    expect(parseHotelHash('a=3&c=1&anchor=products', morning, 'Europe/Paris')).toMatchObject({ travellers: { adults: 3, children: 1, babies: 0 }, toProducts: true });
  });
  it('writes the stay back as the product page reads it', () => {
    const hash = stayHash({ checkin: '2026-12-04', checkout: '2026-12-06', travellers: { adults: 2, children: 1, babies: 0 } });
    expect(parseHotelHash(hash, morning, 'Europe/Paris')).toMatchObject({ checkin: '2026-12-04', checkout: '2026-12-06', travellers: { adults: 2, children: 1, babies: 0 } });
  });
});

describe('nearby carousel (3 at a time; shown from 88 %, partly from 10 %)', () => {
  it.each([
    [[1, 1, 1, 0.5, 0], { first: 0, last: 2 }],
    [[0, 0.9, 0.88, 1, 0.2], { first: 1, last: 3 }],
    [[0, 0.5, 0.05], { first: 1, last: 1 }],
    [[0, 0, 0], { first: 0, last: 0 }],
  ])('%j → %j', (ratios, range) => expect(visibleRange(ratios)).toEqual(range));
  it.each([
    [0, 9, 3],
    [3, 9, 6],
    [6, 9, 8],
    [0, 2, 1],
    [0, 1, 0],
  ])('Next from %i of %i → %i', (first, count, next) => expect(nextStart(first, count)).toBe(next));
  it.each([
    [6, 3],
    [2, 0],
    [0, 0],
  ])('Previous from %i → %i', (first, previous) => expect(previousStart(first)).toBe(previous));
});

describe('swipe (search §9: one sixth of a slide)', () => {
  it.each([
    // from, count, deltaX, slide width, step → target
    [2, 8, -59, 360, 1, 2], // shorter than 60 px (a sixth of 360) to the left: snaps back
    [2, 8, 59, 360, 1, 2], // the same to the right
    [2, 8, -60, 360, 1, 3], // one sixth: one picture on
    [2, 8, 200, 360, 1, 1], // to the right: one picture back
    [0, 8, 300, 360, 1, 0], // not before the first
    [7, 8, -300, 360, 1, 7], // not past the last
    [0, 8, -100, 360, 3, 3], // the carousel on desktop: a screenful of 3
    [6, 8, -100, 360, 3, 7], // ... stopping at the last
    [4, 8, 100, 360, 3, 1],
    [3, 8, -100, 0, 1, 3], // no width known: stays
    [0, 0, -100, 360, 1, 0], // no slide
  ])('from %i of %i, moved %i px on a %i px slide, step %i → %i', (from, count, dx, width, step, expected) => {
    expect(swipeTarget(from, count, dx, width, step)).toBe(expected);
  });

  it('is the spec\'s one sixth', () => expect(SWIPE_THRESHOLD).toBeCloseTo(1 / 6));
});
