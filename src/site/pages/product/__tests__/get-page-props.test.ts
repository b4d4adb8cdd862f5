/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IntlShape } from 'react-intl';
import { sql } from 'kysely';
import { searchCriteriaSchema } from '@/contracts/search-criteria.schema';
import type { WeekendDetail } from '@/contracts/weekend-detail';
import { searchOffers } from '@/server/catalog/offers/offers.service';
import type { Env } from '@/lib/env';
import type { Flags } from '@/lib/flags';
import { serverIntl } from '@/lib/intl/server-intl';
import { LOCALES, type Locale } from '@/lib/locales';
import { slugOf } from '@/shared/routes';
import { matchRoute } from '@/shared/route-match';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';
import type { PageContext } from '../../../page-types';
import { createProductPageLoader, productCatalogOn, type ProductCatalog, type ProductPageProps } from '../get-page-props';
import { scriptSafeJson } from '@/lib/security/script-json';

let t: SeededTestDb;
let catalog: ProductCatalog;
let offerId: number;

beforeAll(async () => {
  t = await createTestDb({ databaseUrl: null });
  catalog = productCatalogOn(() => t.db);
  // A real offer of the catalog: the first card of a whole-catalog search.
  offerId = (await searchOffers(t.db, searchCriteriaSchema.parse({ locale: 'fr_FR', pageSize: 1 }))).exactMatch[0].id;
}, 120_000);

afterAll(() => t?.destroy());

async function load(locale: Locale, path: string[], query: Record<string, string> = {}) {
  const match = matchRoute(locale, [segmentOf(locale), ...path]);
  if (!match) throw new Error('no match');
  const res = { statusCode: 200 } as ServerResponse;
  const { intl } = await serverIntl(locale);
  const ctx: PageContext = {
    locale,
    params: match.params,
    query,
    req: { headers: {} } as IncomingMessage,
    res,
    env: { SITE_URL: 'https://escapade.test' } as Env,
    flags: {} as Flags,
    intl: intl as IntlShape,
  };
  return { result: await createProductPageLoader(catalog)(ctx), res };
}

const SEGMENTS: Record<Locale, string> = { 'fr-FR': 'sejour', 'fr-BE': 'sejour', 'es-ES': 'escapada', 'nl-BE': 'verblijf', 'nl-NL': 'verblijf', 'it-IT': 'soggiorno' };
const segmentOf = (locale: Locale) => SEGMENTS[locale];

describe('the product page loader', () => {
  it('redirects a link without its slug, or with a wrong one, to the label slug, keeping the flow', async () => {
    const detail = (await catalog.detail({ id: offerId, locale: 'fr_FR', adult: 2, child: 0, baby: 0 })) as WeekendDetail;
    const slug = slugOf(detail.label);
    expect(await load('fr-FR', [String(offerId)]).then((r) => r.result)).toEqual({ redirect: `/sejour/${offerId}/${slug}` });
    expect(await load('fr-FR', [String(offerId), 'wrong'], { flow: 'gifting' }).then((r) => r.result)).toEqual({ redirect: `/sejour/${offerId}/${slug}?flow=gifting` });
  });

  it("renders the catalog's offer with its 'from' price, the hotel's other offers, JSON-LD and each locale's own slug", async () => {
    const detail = (await catalog.detail({ id: offerId, locale: 'es_ES', adult: 2, child: 0, baby: 0 })) as WeekendDetail;
    const { result, res } = await load('es-ES', [String(offerId), slugOf(detail.label)]);
    expect(res.statusCode).toBe(200);
    if (!('props' in result)) throw new Error('expected props');
    const props = result.props as Extract<ProductPageProps, { kind: 'product' }>;
    expect(props.kind).toBe('product');
    expect(props.detail.price?.priceType).toBe('from');
    expect(props.otherOffers.every((o) => o.id !== offerId && o.hotel.id === detail.hotel.id)).toBe(true);
    expect(result.title).toContain(detail.label);
    // As the page writes it into its script element, then read back.
    const ld = JSON.parse(scriptSafeJson(props.jsonLd));
    const hotel = ld['@graph'][0];
    expect(hotel['@type']).toBe('Hotel');
    expect(hotel.makesOffer).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', price: (detail.price!.sellPrice / 100).toFixed(2) });
    if (detail.hotel.review.totalCount > 0) expect(hotel.aggregateRating).toMatchObject({ bestRating: 10, reviewCount: detail.hotel.review.totalCount });
    expect(ld['@graph'][1]['@type']).toBe('BreadcrumbList');
    for (const locale of LOCALES) expect(result.localePaths?.[locale]).toMatch(new RegExp(`^/${segmentOf(locale)}/${offerId}/[a-z0-9-]+$`));
  });

  it('answers the not-found page for an unknown offer', async () => {
    expect((await load('fr-FR', ['2147483000'])).result).toEqual({ notFound: true });
  });

  it("shows 'Too late!' with HTTP 410 and noindex for an expired offer", async () => {
    await sql`update offer set expires_at = '2020-01-01' where id = ${offerId}`.execute(t.db);
    const { result, res } = await load('it-IT', [String(offerId), 'x']);
    expect(res.statusCode).toBe(410);
    if (!('props' in result)) throw new Error('expected props');
    expect(result.props).toMatchObject({ kind: 'tooLate' });
    expect(result.robots).toBe('noindex, follow');
  });
});
