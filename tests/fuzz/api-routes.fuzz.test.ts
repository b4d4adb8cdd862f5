/** @jest-environment node */
// Every API route handler, called in-process with generated requests (malformed JSON, wrong types, huge and
// negative numbers, Unicode, injection strings): never a 5xx, always JSON, and a 400 naming the problem
// whenever the route's own contract rejects the input. FUZZ_RUNS=10000 for the full run (the count).
process.env.SEARCH_ENGINE = 'sql';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { activityOnlyBodySchema } from '@/contracts/activity-only.schema';
import { collectBodySchema, collectRequestSchema } from '@/contracts/analytics-collect.schema';
import { announcementBannerQuerySchema } from '@/contracts/announcement-banner.schema';
import { autocompleteQuerySchema } from '@/contracts/autocomplete.schema';
import { activityImagesQuerySchema } from '@/contracts/activity-images.schema';
import { checkoutNightsQuerySchema } from '@/contracts/checkout-nights.schema';
import { modificationOptionsRequestSchema, modifyOrderRequestSchema } from '@/contracts/booking-modification.schema';
import { bookingLookupRequestSchema, cancelOrderRequestSchema, cancelPathSchema, orderQuerySchema, placeOrderRequestSchema, stayCartRequestSchema } from '@/contracts/checkout.schema';
import { clientErrorReportBodySchema } from '@/contracts/client-error-report.schema';
import { facetsQuerySchema } from '@/contracts/facets.schema';
import { giftBlockQuerySchema } from '@/contracts/gift-block.schema';
import { giftBoxCodeQuerySchema, giftBoxOffersQuerySchema, giftBoxSearchQuerySchema } from '@/contracts/gift-boxes.schema';
import { shippingCostsQuerySchema } from '@/contracts/shipping-costs.schema';
import { subElementsQuerySchema } from '@/contracts/sub-elements.schema';
import { hotelAvailabilitiesQuerySchema } from '@/contracts/hotel-availabilities.schema';
import { eligibilityQuerySchema } from '@/contracts/instalments.schema';
import { menuQuerySchema } from '@/contracts/menu.schema';
import { missingPageReportQuerySchema } from '@/contracts/missing-page-report.schema';
import { productOffersQuerySchema } from '@/contracts/product-offers.schema';
import { promoBarsQuerySchema } from '@/contracts/promo-bars.schema';
import { liveQuoteQuerySchema, quoteQuerySchema } from '@/contracts/quote.schema';
import { recommendedAutocompleteQuerySchema } from '@/contracts/recommended-autocomplete.schema';
import { reviewsQuerySchema } from '@/contracts/reviews.schema';
import { offersBodySchema, offersQuerySchema } from '@/contracts/search-criteria.schema';
import { targetedBannerQuerySchema } from '@/contracts/targeted-banner.schema';
import { themesQuerySchema } from '@/contracts/themes.schema';
import { weekendDetailQuerySchema } from '@/contracts/weekend-detail.schema';
import { activityOnlyDetailQuerySchema } from '@/contracts/activity-only-detail.schema';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import collectRoute, { limiter as collectLimiter } from '../../pages/api/analytics/ga/collect/[pos]';
import autocompleteRoute from '../../pages/api/autocomplete-geonames.json';
import promoBarsRoute from '../../pages/api/cms/promoBars';
import giftBlockRoute from '../../pages/api/content/giftBlock.json';
import menuRoute from '../../pages/api/content/menu.json';
import announcementRoute from '../../pages/api/content/strapiAnnouncementBanner.json';
import targetedRoute from '../../pages/api/content/targetedBanner.json';
import themesRoute from '../../pages/api/content/themes.json';
import errorRoute, { limiter as errorLimiter } from '../../pages/api/error';
import facetsRoute from '../../pages/api/facets.json';
import healthRoute from '../../pages/api/health';
import reviewsRoute from '../../pages/api/hotel/[hotelId]/reviews.json';
import availabilitiesRoute from '../../pages/api/hotels/[hotelId]/availabilities.json';
import imagesRoute from '../../pages/api/images/[...key]';
import clientErrorRoute, { limiter as clientErrorLimiter } from '../../pages/api/log/client-error';
import offersRoute from '../../pages/api/offers.json';
import eligibilityRoute from '../../pages/api/purchase/alma/eligibility';
import recommendedRoute from '../../pages/api/recommendedAutocomplete.json';
import activityOnlyRoute from '../../pages/api/search/activity-only.json';
import checkoutNightsRoute from '../../pages/api/weekend/[id]/packageCheckoutNights.json';
import weekendDetailRoute from '../../pages/api/weekend/[id]/detail.json';
import activityOnlyDetailRoute from '../../pages/api/activity-only/weekend/[id]/detail.json';
import quoteRoute from '../../pages/api/weekend/[id]/quote.json';
import liveQuoteRoute from '../../pages/api/weekend/[id]/quote-realtime.json';
import productOffersRoute from '../../pages/api/product/[id]/offers';
import activityImagesRoute from '../../pages/api/activities/[activityId]/images.json';
import boxOffersRoute from '../../pages/api/boxes/[code]/offers';
import boxDetailRoute from '../../pages/api/boxes/[code]/product-detail';
import boxSearchRoute from '../../pages/api/boxes/search';
import shippingCostsRoute from '../../pages/api/single-voucher/shipping-costs';
import subElementsRoute from '../../pages/api/sub-elements/available-custom-sub-elements';
import stayCartRoute from '../../pages/api/checkout/stay/cart';
import giftCartRoute from '../../pages/api/checkout/gift/cart';
import giftOrderRoute from '../../pages/api/orders/gift';
import { giftCartRequestSchema, placeGiftOrderRequestSchema } from '@/contracts/gift-checkout.schema';
import orderRoute from '../../pages/api/orders/[bookingNumber]';
import cancelOrderRoute from '../../pages/api/orders/[bookingNumber]/cancel';
import modifyOrderRoute from '../../pages/api/orders/[bookingNumber]/modify/index';
import modificationOptionsRoute from '../../pages/api/orders/[bookingNumber]/modify/options';
import giftCardPrintRoute from '../../pages/api/orders/[bookingNumber]/gift-card';
import { giftCardPrintRequestSchema } from '@/contracts/gift-card-print.schema';
import ordersRoute from '../../pages/api/orders/index';
import lookupRoute from '../../pages/api/orders/lookup';
import beneficiaryLoginRoute from '../../pages/api/beneficiary/login';
import beneficiaryOffersRoute from '../../pages/api/beneficiary/offers';
import beneficiaryFacetsRoute from '../../pages/api/beneficiary/facets';
import beneficiaryLogoutRoute from '../../pages/api/beneficiary/logout';
import checkinPricesRoute from '../../pages/api/redeem/weekend/[offerId]/packageCheckinPrices.json';
import { beneficiaryLoginSchema, beneficiaryLogoutSchema, beneficiaryOffersSchema, checkinPricesQuerySchema } from '@/contracts/redemption.schema';
import { beneficiarySearchLimiter, giftCodeLimiter } from '@/server/redemption/redemption-limits';
import contactRoute from '../../pages/api/contact/index';
import challengeRoute from '../../pages/api/contact/challenge';
import { contactRequestSchema } from '@/contracts/contact.schema';
import { challengeLimiter, contactEmailLimiter, contactLimiter } from '@/server/contact/contact-limits';
import { lookupLimiter, modifyLimiter, orderLimiter } from '@/server/orders/order-limits';
import { useDb } from '../faults/in-process';
import { body, fuzzParameters, fuzzRuns, query } from './fuzz-inputs';

/** Inputs per route: FUZZ_RUNS, else 1,000 in `npm test` (about 20 s for all routes; 10,000 each take 3.5 min). */
const RUNS = fuzzRuns(1000);

type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;
type Route = {
  path: string;
  handler: Handler;
  method: 'GET' | 'POST';
  /** every method the route answers (default: method alone); others get 405 with Allow */
  allows?: string[];
  querySchema?: z.ZodType;
  bodySchema?: z.ZodType;
  queryKeys: string[];
  words?: string[];
  bodyKeys?: string[];
  nested?: Record<string, string[]>;
  /** answers that are not apiHandler's JSON (pictures) */
  raw?: boolean;
  /** statuses a valid input may also get (409: the checkout's conflicts) */
  conflicts?: number[];
};

const STAY_KEYS = ['offerId', 'checkin', 'nights', 'adults', 'children', 'babies', 'activityDates', 'locale'];
const BUYER_KEYS = ['civility', 'firstName', 'lastName', 'email', 'phone', 'address', 'postalCode', 'city', 'country'];

const LOCALES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT', 'de_DE', 'fr-FR'];
const OFFER_KEYS = [
  'locale', 'cityId', 'poiId', 'departmentId', 'regionId', 'touristicId', 'countryId', 'seaResortId', 'skiResortId', 'lat', 'lng', 'distanceMin',
  'distanceMax', 'hotelId', 'excludedHotelIds', 'facilities', 'stars', 'minHotelReviewScore', 'hotelTypes', 'hotelEnvironments', 'hotelStyles',
  'petsAllowed', 'checkin', 'nights', 'themeIds', 'activities', 'adults', 'children', 'babies', 'singleRoom', 'priceMin', 'priceMax',
  'singleVoucherPriceMin', 'singleVoucherPriceMax', 'tags', 'itemCategory', 'orderBy', 'page', 'pageSize', 'packagesPerHotel', 'fallbackKey',
  'performMapSearch', 'type',
];
const OFFER_WORDS = [...LOCALES, 'priceAsc', 'priceQuality', 'promo', 'popularity', 'distance', 'svPriceAsc', 'spa', 'wifi', 'pets', 'SEA', 'castle', 'gift', 'booking', 'true'];

const ROUTES: Route[] = [
  // The beneficiary's redemption (docs/redemption.md): an unknown code is a 409 with the text to show; without the
  // page's CSRF token the login is a 403; without the beneficiary's session the other calls are a 401.
  { path: 'POST /api/beneficiary/login', handler: beneficiaryLoginRoute, method: 'POST', bodySchema: beneficiaryLoginSchema, queryKeys: [], bodyKeys: ['code', 'locale'], conflicts: [403, 409] },
  { path: 'POST /api/beneficiary/logout', handler: beneficiaryLogoutRoute, method: 'POST', bodySchema: beneficiaryLogoutSchema, queryKeys: [], bodyKeys: [], conflicts: [403] },
  { path: 'POST /api/beneficiary/offers', handler: beneficiaryOffersRoute, method: 'POST', bodySchema: beneficiaryOffersSchema, queryKeys: [], bodyKeys: ['locale', 'page', 'stars', 'regionId', 'hotelId', 'checkin', 'nights'], conflicts: [401] },
  { path: 'POST /api/beneficiary/facets', handler: beneficiaryFacetsRoute, method: 'POST', bodySchema: beneficiaryOffersSchema, queryKeys: [], bodyKeys: ['locale', 'page', 'stars', 'regionId', 'hotelId', 'checkin', 'nights'], conflicts: [401] },
  {
    path: 'GET /api/redeem/weekend/{offerId}/packageCheckinPrices.json',
    handler: checkinPricesRoute,
    method: 'GET',
    querySchema: checkinPricesQuerySchema,
    queryKeys: ['offerId', 'locale', 'month', 'nights', 'length', 'adult', 'child', 'baby', 'giftPrice'],
    words: [...LOCALES, '2027-01', '2026-13', '1', '2'],
    conflicts: [401],
  },
  { path: 'GET /api/offers.json', handler: offersRoute, method: 'GET', allows: ['GET', 'HEAD', 'POST'], querySchema: offersQuerySchema, queryKeys: OFFER_KEYS, words: OFFER_WORDS },
  {
    path: 'POST /api/offers.json',
    handler: offersRoute,
    method: 'POST',
    allows: ['GET', 'HEAD', 'POST'],
    bodySchema: offersBodySchema,
    queryKeys: ['locale'],
    bodyKeys: ['locale', 'type', 'criteria', 'performMapSearch', 'performGiftableSearch'],
    nested: { criteria: ['filters', 'sorting', 'pagination', 'fallbackKey'], filters: ['property', 'offer', 'gift'] },
  },
  { path: 'GET /api/facets.json', handler: facetsRoute, method: 'GET', querySchema: facetsQuerySchema, queryKeys: [...OFFER_KEYS, 'withNames', 'propertiesRequested'], words: [...OFFER_WORDS, 'price', 'stars', 'hotelType'] },
  {
    path: 'POST /api/search/activity-only.json',
    handler: activityOnlyRoute,
    method: 'POST',
    bodySchema: activityOnlyBodySchema,
    queryKeys: ['locale'],
    bodyKeys: ['criteria', 'numberOfPackagesPerHotel', 'page', 'locale'],
    nested: { criteria: ['filters', 'sorting', 'pagination'] },
  },
  { path: 'GET /api/autocomplete-geonames.json', handler: autocompleteRoute, method: 'GET', querySchema: autocompleteQuerySchema, queryKeys: ['term', 'locale', 'maxResults'], words: [...LOCALES, 'par', 'Barcelona', 'Côte', 'a'] },
  { path: 'GET /api/recommendedAutocomplete.json', handler: recommendedRoute, method: 'GET', querySchema: recommendedAutocompleteQuerySchema, queryKeys: ['locale', 'q', 'catalogSourceType', 'catalogSourceCode'], words: LOCALES },
  { path: 'GET /api/content/themes.json', handler: themesRoute, method: 'GET', querySchema: themesQuerySchema, queryKeys: ['locale'], words: LOCALES },
  { path: 'GET /api/content/menu.json', handler: menuRoute, method: 'GET', querySchema: menuQuerySchema, queryKeys: ['locale'], words: LOCALES },
  { path: 'GET /api/content/giftBlock.json', handler: giftBlockRoute, method: 'GET', querySchema: giftBlockQuerySchema, queryKeys: ['locale'], words: LOCALES },
  { path: 'GET /api/content/strapiAnnouncementBanner.json', handler: announcementRoute, method: 'GET', querySchema: announcementBannerQuerySchema, queryKeys: ['locale'], words: LOCALES },
  { path: 'GET /api/content/targetedBanner.json', handler: targetedRoute, method: 'GET', querySchema: targetedBannerQuerySchema, queryKeys: ['locale', 'page', 'themeId'], words: [...LOCALES, 'search', 'home', 'product'] },
  { path: 'GET /api/cms/promoBars', handler: promoBarsRoute, method: 'GET', querySchema: promoBarsQuerySchema, queryKeys: ['locale', 'page', 'flow'], words: [...LOCALES, 'home', 'search', 'product', 'gifting', 'booking', 'all'] },
  { path: 'GET /api/hotel/{hotelId}/reviews.json', handler: reviewsRoute, method: 'GET', querySchema: reviewsQuerySchema, queryKeys: ['hotelId', 'locale', 'page', 'sort', 'language', 'withOtherLanguageFallback', 'client'], words: [...LOCALES, 'all', 'date', 'score', 'true'] },
  { path: 'GET /api/hotels/{hotelId}/availabilities.json', handler: availabilitiesRoute, method: 'GET', querySchema: hotelAvailabilitiesQuerySchema, queryKeys: ['hotelId', 'locale', 'month', 'length'], words: [...LOCALES, '2027-01', '2026-13'] },
  { path: 'GET /api/weekend/{id}/detail.json', handler: weekendDetailRoute, method: 'GET', querySchema: weekendDetailQuerySchema, queryKeys: ['id', 'locale', 'checkin', 'night', 'nights', 'adult', 'child', 'baby', 'client', 'minisite', 'fetchPageModel'], words: LOCALES },
  { path: 'GET /api/activity-only/weekend/{id}/detail.json', handler: activityOnlyDetailRoute, method: 'GET', querySchema: activityOnlyDetailQuerySchema, queryKeys: ['id', 'locale'], words: LOCALES },
  { path: 'GET /api/weekend/{id}/quote.json', handler: quoteRoute, method: 'GET', querySchema: quoteQuerySchema, queryKeys: ['id', 'checkin', 'nights', 'night', 'adult', 'child', 'baby', 'smartcapacity', 'activitySelectionList', 'locale', 'minisite', 'sellPrice'], words: [...LOCALES, '8_1', '1_0', 'true'] },
  { path: 'GET /api/weekend/{id}/quote-realtime.json', handler: liveQuoteRoute, method: 'GET', querySchema: liveQuoteQuerySchema, queryKeys: ['id', 'check-in', 'night', 'adult', 'child', 'baby', 'client', 'smartcapacity', 'activitySelectionList', 'locale', 'shownPrice'], words: [...LOCALES, '8_1', 'true'] },
  { path: 'GET /api/product/{id}/offers', handler: productOffersRoute, method: 'GET', querySchema: productOffersQuerySchema, queryKeys: ['id', 'checkin', 'nights', 'adult', 'child', 'baby', 'locale', 'minisite'], words: LOCALES },
  { path: 'GET /api/activities/{activityId}/images.json', handler: activityImagesRoute, method: 'GET', querySchema: activityImagesQuerySchema, queryKeys: ['activityId', 'locale'], words: LOCALES },
  { path: 'GET /api/boxes/search', handler: boxSearchRoute, method: 'GET', querySchema: giftBoxSearchQuerySchema, queryKeys: ['locale'], words: LOCALES },
  { path: 'GET /api/boxes/{code}/product-detail', handler: boxDetailRoute, method: 'GET', querySchema: giftBoxCodeQuerySchema, queryKeys: ['code', 'locale'], words: [...LOCALES, 'ROMANCE1N-EBOX', 'romance1n-pbox', 'FAMILY1N-PBOX'] },
  { path: 'GET /api/boxes/{code}/offers', handler: boxOffersRoute, method: 'GET', querySchema: giftBoxOffersQuerySchema, queryKeys: ['code', 'locale', 'page', 'limit', 'performMapSearch'], words: [...LOCALES, 'ROMANCE1N-EBOX', 'ESCAPE2N-PBOX', 'true'] },
  { path: 'GET /api/sub-elements/available-custom-sub-elements', handler: subElementsRoute, method: 'GET', querySchema: subElementsQuerySchema, queryKeys: ['locale'], words: LOCALES },
  { path: 'GET /api/single-voucher/shipping-costs', handler: shippingCostsRoute, method: 'GET', querySchema: shippingCostsQuerySchema, queryKeys: ['pos'], words: LOCALES },
  { path: 'GET /api/weekend/{id}/packageCheckoutNights.json', handler: checkoutNightsRoute, method: 'GET', querySchema: checkoutNightsQuerySchema, queryKeys: ['id', 'checkin', 'length', 'adult', 'child', 'baby', 'locale', 'multiOffer', 'client', 'minisite'], words: LOCALES },
  { path: 'GET /api/purchase/alma/eligibility', handler: eligibilityRoute, method: 'GET', querySchema: eligibilityQuerySchema, queryKeys: ['amount', 'checkinDate', 'cancellationPolicyType', 'cancellableUntil', 'pointOfSale'], words: [...LOCALES, 'es_es', 'CANCELLABLE', 'NON_CANCELLABLE', '2026-08-15', '30000'] },
  { path: 'GET /api/error', handler: errorRoute, method: 'GET', querySchema: missingPageReportQuerySchema, queryKeys: ['uri', 'locale'], words: [...LOCALES, '/a', 'https://x.invalid/'] },
  { path: 'POST /api/log/client-error', handler: clientErrorRoute, method: 'POST', bodySchema: clientErrorReportBodySchema, queryKeys: [], bodyKeys: ['level', 'message', 'location', 'locale'] },
  {
    path: 'POST /api/analytics/ga/collect/{pos}',
    handler: collectRoute,
    method: 'POST',
    querySchema: collectRequestSchema,
    bodySchema: collectBodySchema,
    queryKeys: ['pos'],
    words: LOCALES,
    bodyKeys: ['client_id', 'user_id', 'events'],
    nested: { events: ['name', 'params', 'session_id', 'timestamp_ms'] },
  },
  { path: 'GET /api/images/{key}', handler: imagesRoute, method: 'GET', queryKeys: ['key'], words: ['hotel_1_0.jpg', 'x.webp', '../x.jpg'], raw: true },
  { path: 'GET /api/health', handler: healthRoute, method: 'GET', queryKeys: ['x'] },
  { path: 'POST /api/checkout/stay/cart', handler: stayCartRoute, method: 'POST', bodySchema: stayCartRequestSchema, queryKeys: [], bodyKeys: [...STAY_KEYS, 'insurance', 'shownTotal', 'beneficiaryGift'], conflicts: [401, 409] },
  { path: 'POST /api/checkout/gift/cart', handler: giftCartRoute, method: 'POST', bodySchema: giftCartRequestSchema, queryKeys: [], bodyKeys: ['productType', 'locale', 'id', 'adults', 'customType', 'amount', 'design', 'code', 'giftFormat', 'extras', 'shippingCountry', 'fromName', 'message', 'shownTotal'], conflicts: [409] },
  {
    path: 'POST /api/orders/gift',
    handler: giftOrderRoute,
    method: 'POST',
    bodySchema: placeGiftOrderRequestSchema,
    queryKeys: [],
    bodyKeys: ['productType', 'locale', 'id', 'adults', 'customType', 'amount', 'design', 'code', 'giftFormat', 'extras', 'fromName', 'message', 'buyer', 'shippingAddress', 'paymentMethod', 'shownTotal', 'idempotencyKey'],
    nested: { buyer: BUYER_KEYS, shippingAddress: ['firstName', 'lastName', 'address', 'postalCode', 'city'] },
    conflicts: [409],
  },
  {
    path: 'POST /api/orders',
    handler: ordersRoute,
    method: 'POST',
    bodySchema: placeOrderRequestSchema,
    queryKeys: [],
    bodyKeys: [...STAY_KEYS, 'buyer', 'travellers', 'paymentMethod', 'insurance', 'shownTotal', 'idempotencyKey', 'beneficiaryGift'],
    nested: { buyer: BUYER_KEYS, travellers: ['firstName', 'lastName'] },
    conflicts: [403, 409],
  },
  { path: 'GET /api/orders/{bookingNumber}', handler: orderRoute, method: 'GET', querySchema: orderQuerySchema, queryKeys: ['bookingNumber', 'accessKey'], words: ['12345678', '1234567', 'aaaaaaaaaaaaaaaaaaaaaaaa'] },
  { path: 'POST /api/orders/lookup', handler: lookupRoute, method: 'POST', bodySchema: bookingLookupRequestSchema, queryKeys: [], bodyKeys: ['bookingNumber', 'email'] },
  { path: 'POST /api/orders/{bookingNumber}/cancel', handler: cancelOrderRoute, method: 'POST', querySchema: cancelPathSchema, bodySchema: cancelOrderRequestSchema, queryKeys: ['bookingNumber'], words: ['12345678', '00000000', '1e7'], bodyKeys: ['accessKey', 'email'], conflicts: [409] },
  { path: 'POST /api/orders/{bookingNumber}/modify/options', handler: modificationOptionsRoute, method: 'POST', querySchema: cancelPathSchema, bodySchema: modificationOptionsRequestSchema, queryKeys: ['bookingNumber'], words: ['12345678', '00000000', '2027-02-12'], bodyKeys: ['accessKey', 'email', 'checkin', 'nights', 'adults', 'children', 'babies'], conflicts: [409] },
  { path: 'POST /api/orders/{bookingNumber}/modify', handler: modifyOrderRoute, method: 'POST', querySchema: cancelPathSchema, bodySchema: modifyOrderRequestSchema, queryKeys: ['bookingNumber'], words: ['12345678', '00000000', '2027-02-12'], bodyKeys: ['accessKey', 'email', 'offerId', 'checkin', 'nights', 'adults', 'children', 'babies', 'activityDates', 'shownTotal'], conflicts: [409] },
  { path: 'POST /api/orders/{bookingNumber}/gift-card', handler: giftCardPrintRoute, method: 'POST', querySchema: cancelPathSchema, bodySchema: giftCardPrintRequestSchema, queryKeys: ['bookingNumber'], words: ['12345678', '00000000', 'K7QM-3XHD-RW9P-TB2C'], bodyKeys: ['accessKey', 'email', 'code'] },
  {
    path: 'POST /api/contact',
    handler: contactRoute,
    method: 'POST',
    bodySchema: contactRequestSchema,
    queryKeys: [],
    bodyKeys: ['reason', 'bookingNumber', 'name', 'email', 'phone', 'description', 'locale', 'captcha'],
    nested: { captcha: ['challenge', 'solution'] },
    // A valid message without a solved captcha is refused (403); a burst is limited (429).
    conflicts: [403, 429],
  },
  { path: 'GET /api/contact/challenge', handler: challengeRoute, method: 'GET', queryKeys: [] },
];

type Answer = { status: number; body: unknown; headers: Record<string, string> };

/** A request as Next builds it: the query object, and for POST routes (body parser off) the raw body stream. */
async function send(route: Route, method: string, queryValue: Record<string, string | string[]>, text: string | undefined): Promise<Answer> {
  const answer: Answer = { status: 200, body: undefined, headers: {} };
  let sent = false;
  const res = {
    get headersSent() {
      return sent;
    },
    setHeader(name: string, value: string | number) {
      answer.headers[name.toLowerCase()] = String(value);
      return res;
    },
    getHeader: (name: string) => answer.headers[name.toLowerCase()],
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(value: unknown) {
      answer.headers['content-type'] = 'application/json';
      answer.body = JSON.parse(JSON.stringify(value));
      sent = true;
      return res;
    },
    send(value: unknown) {
      answer.body = value;
      sent = true;
      return res;
    },
    end() {
      sent = true;
      return res;
    },
  };
  const req = Object.assign(Readable.from(text === undefined ? [] : [Buffer.from(text)]), {
    method,
    url: '/api/fuzz',
    query: queryValue,
    headers: { 'content-type': 'application/json', 'user-agent': 'fuzz' },
    socket: { remoteAddress: '198.51.100.4' },
  });
  try {
    await route.handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  } catch (error) {
    // Next answers a throwing handler with a 500: that is a failure here too.
    return { status: 500, body: String(error), headers: {} };
  }
  return answer;
}

/** Whether the route's contract accepts this input (apiHandler parses query and body the same way). */
function accepted(route: Route, queryValue: Record<string, string | string[]>, text: string | undefined): boolean {
  if (route.querySchema && !route.querySchema.safeParse(queryValue).success) return false;
  if (route.method === 'POST' && route.bodySchema) {
    let parsed: unknown = {};
    if (text !== undefined && text.trim() !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        return false;
      }
    }
    if (!route.bodySchema.safeParse(parsed).success) return false;
  }
  return true;
}

const isApiError = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string' && typeof (value as { message?: unknown }).message === 'string';

describe(`API routes under fuzzing (${RUNS} inputs per route)`, () => {
  let t: SeededTestDb;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  beforeAll(async () => {
    t = await createTestDb({ databaseUrl: null });
    useDb(t.db);
  }, 180_000);
  afterAll(async () => {
    useDb(undefined);
    await t?.destroy();
    logged.mockRestore();
  });

  it.each(ROUTES.map((r) => [r.path, r] as const))('%s: never a 5xx; invalid input gets a 400 JSON answer', async (_path, route) => {
    const methods = fc.oneof({ weight: 19, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', route.method === 'GET' ? 'POST' : 'GET') });
    const bodies = route.method === 'POST' ? fc.option(body(route.bodyKeys ?? [], route.nested), { nil: undefined, freq: 20 }) : fc.constant(undefined);
    let invalid = 0;
    await fc.assert(
      fc.asyncProperty(methods, query(route.queryKeys, route.words), bodies, async (method, queryValue, text) => {
        for (const limiter of [errorLimiter, clientErrorLimiter, collectLimiter, orderLimiter, lookupLimiter, modifyLimiter, contactLimiter, contactEmailLimiter, challengeLimiter, giftCodeLimiter, beneficiarySearchLimiter]) await limiter.reset();
        const answer = await send(route, method, queryValue, text);
        if (answer.status >= 500) throw new Error(`${answer.status}: ${JSON.stringify(answer.body)}`);
        if (route.raw) {
          expect([200, 404, 405, 429]).toContain(answer.status);
          if (answer.status !== 200) expect(isApiError(answer.body)).toBe(true);
          return;
        }
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        const allows = route.allows ?? (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]);
        if (!allows.includes(method)) {
          expect(answer.status).toBe(405);
          expect(answer.headers.allow).toBe(allows.join(', '));
        } else if (method !== route.method) {
          // HEAD answers as GET does (a call needing the beneficiary's session: 401).
          expect([200, 400, 404, ...(route.conflicts ?? [])]).toContain(answer.status);
        } else if (!accepted(route, queryValue, text)) {
          invalid++;
          expect(answer.status).toBe(400);
          expect(isApiError(answer.body)).toBe(true);
        } else {
          // Valid for the contract: an answer, a 404 for an unknown id, or a 400 for a value the catalog lacks.
          expect([200, 202, 400, 404, ...(route.conflicts ?? [])]).toContain(answer.status);
          if (answer.status >= 400) expect(isApiError(answer.body)).toBe(true);
        }
      }),
      fuzzParameters(RUNS),
    );
    if (route.querySchema || route.bodySchema) expect(invalid).toBeGreaterThan(0);
  }, 900_000);
});
