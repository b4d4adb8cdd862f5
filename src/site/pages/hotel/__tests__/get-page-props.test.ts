/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IntlShape } from 'react-intl';
import { searchCriteriaSchema } from '@/contracts/search-criteria.schema';
import { searchOffers } from '@/server/catalog/offers/offers.service';
import type { Env } from '@/lib/env';
import type { Flags } from '@/lib/flags';
import { serverIntl } from '@/lib/intl/server-intl';
import type { Locale } from '@/lib/locales';
import { matchRoute } from '@/shared/route-match';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import type { PageContext } from '../../../page-types';
import { createHotelPageLoader, hotelCatalogOn, NEARBY_HOTELS, type HotelCatalog, type HotelPageProps } from '../get-page-props';

let t: SeededTestDb;
let catalog: HotelCatalog;
let hotelId: number;

beforeAll(async () => {
  t = await createTestDb({ databaseUrl: null });
  catalog = hotelCatalogOn(() => t.db);
  // A hotel of the catalog with stays: the first card of a whole-catalog search.
  hotelId = (await searchOffers(t.db, searchCriteriaSchema.parse({ locale: 'fr_FR', pageSize: 1 }))).exactMatch[0].hotel.id;
}, 120_000);

afterAll(() => t?.destroy());

async function load(locale: Locale, path: string[], over: Partial<HotelCatalog> = {}) {
  const match = matchRoute(locale, ['hotel', ...path]);
  if (!match) return null;
  const { intl } = await serverIntl(locale);
  const ctx: PageContext = {
    locale,
    params: match.params,
    query: {},
    req: { headers: {} } as IncomingMessage,
    res: { statusCode: 200 } as ServerResponse,
    env: { SITE_URL: 'https://escapade.test' } as Env,
    flags: {} as Flags,
    intl: intl as IntlShape,
  };
  return createHotelPageLoader({ ...catalog, ...over })(ctx);
}

describe('the hotel page loader', () => {
  it('renders the hotel with its rooms, reviews, nearby hotels and JSON-LD', async () => {
    const result = await load('es-ES', [String(hotelId)]);
    if (!result || !('props' in result)) throw new Error('no page');
    const props = result.props as HotelPageProps;
    expect(props.detail.hotel.id).toBe(hotelId);
    expect(props.detail.rooms.length).toBeGreaterThan(0);
    expect(result.title).toContain(props.detail.hotel.label);
    expect(props.breadcrumb.map((b) => b.path)).toEqual([
      '/',
      expect.stringMatching(/^\/busqueda\/region\//),
      expect.stringMatching(/^\/busqueda\/[^/]+$/),
      `/hotel/${hotelId}`,
    ]);
    // Nearby: other hotels, one card each, nearest first.
    const ids = props.nearby.map((o) => o.hotel.id);
    expect(ids).not.toContain(hotelId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(NEARBY_HOTELS);
    const distances = props.nearby.map((o) => o.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // JSON-LD: a Hotel rated from the stored reviews (out of 10), and the breadcrumb.
    const graph = props.jsonLd['@graph'] as Record<string, unknown>[];
    const hotel = graph.find((g) => g['@type'] === 'Hotel')!;
    const reviews = await t.db.selectFrom('review').select(['average']).where('hotel_id', '=', hotelId).execute();
    if (reviews.length > 0) {
      const mean = reviews.reduce((s, r) => s + r.average, 0) / reviews.length;
      expect(hotel.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: Math.round(mean * 10) / 10, bestRating: 10, worstRating: 0, reviewCount: reviews.length });
    } else expect(hotel.aggregateRating).toBeUndefined();
    expect(hotel.address).toMatchObject({ '@type': 'PostalAddress', postalCode: props.detail.hotel.location.postcode });
    expect(hotel.geo).toEqual({ '@type': 'GeoCoordinates', latitude: props.detail.hotel.location.latitude, longitude: props.detail.hotel.location.longitude });
    const crumbs = graph.find((g) => g['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
    expect(crumbs.at(-1)!.item).toBe(`https://escapade.test/es-ES/hotel/${hotelId}`);
  });

  it('is the not-found page for an unknown hotel, and the route wants a numeric id', async () => {
    expect(await load('fr-FR', ['999999'])).toEqual({ notFound: true });
    expect(await load('fr-FR', ['abc'])).toBeNull();
  });

  it('still renders when the reviews or the nearby search fail (the reviews block renders nothing)', async () => {
    const failing = () => Promise.reject(new Error('down'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await load('fr-FR', [String(hotelId)], { reviews: failing, nearby: failing });
    error.mockRestore();
    if (!result || !('props' in result)) throw new Error('no page');
    expect((result.props as HotelPageProps).reviews).toBeNull();
    expect((result.props as HotelPageProps).nearby).toEqual([]);
  });
});
