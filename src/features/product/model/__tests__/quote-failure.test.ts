import { describe, expect, it } from '@jest/globals';
import { QUOTE_FETCH_ERROR, quoteFetchFailure, quoteRefusal } from '../quote-failure';

const stay = { offerId: 42, checkin: '2026-12-04', nights: 2 };

describe('quoteFetchFailure: a quote that cannot be fetched is recorded as QUOTE_FETCH_ERROR (§8)', () => {
  it.each([
    ['a network failure', new TypeError('fetch failed'), 'QUOTE_FETCH_ERROR offer 42, 2026-12-04, 2 nights: TypeError: fetch failed'],
    ['a server error', new Error('GET /api/weekend/42/quote-realtime.json answered 503'), 'QUOTE_FETCH_ERROR offer 42, 2026-12-04, 2 nights: Error: GET /api/weekend/42/quote-realtime.json answered 503'],
    ['something thrown that is no error', 'timeout', 'QUOTE_FETCH_ERROR offer 42, 2026-12-04, 2 nights: timeout'],
  ])('%s', (_label, cause, report) => {
    expect(quoteFetchFailure(stay, cause)).toEqual({ code: QUOTE_FETCH_ERROR, report });
  });
});

describe('quoteRefusal: a quote refusing the stay names its first error (§5)', () => {
  it.each([
    ['an error code', [{ code: 'NO_ROOM_LEFT', message: 'No room' }, { code: 'MIN_STAY' }], 'NO_ROOM_LEFT'],
    ['a message without code', [{ code: '', message: 'Sold out' }], 'Sold out'],
    ['no error at all', [], 'OFFER_NOT_BOOKABLE'],
  ])('%s', (_label, errors, code) => {
    expect(quoteRefusal(stay, errors)).toEqual({ code, report: `QUOTE_REFUSED ${code} offer 42, 2026-12-04, 2 nights` });
  });
});
