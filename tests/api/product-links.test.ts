/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IntlShape } from 'react-intl';
import { searchCriteriaSchema } from '@/contracts/search-criteria.schema';
import { cardHref } from '@/features/search/components/offer-card';
import { cardLink, type SearchStay } from '@/features/search/model/card-link';
import { fallbackPlan } from '@/features/search/model/fallback';
import { parseProductHash } from '@/features/product/model/product-address';
import type { Env } from '@/lib/env';
import type { Flags } from '@/lib/flags';
import { serverIntl } from '@/lib/intl/server-intl';
import { searchOffers } from '@/server/catalog/offers/offers.service';
import { getWeekendDetail } from '@/server/catalog/product/weekend-detail.service';
import { matchRoute } from '@/shared/route-match';
import { addDays, daysBetween, todayAt } from '@/lib/days';
import { createProductPageLoader, productCatalogOn, type ProductCatalog } from '@/site/pages/product/get-page-props';
import { createTestDb, type SeededTestDb } from '@/testing/test-db';

/**
 * The offer cards' links, followed on the catalog's real answers: a search with dates and a family leads, card by
 * card, to a product page that renders (no redirect, no 404) with the family's stay in its hash; priced for it, a
 * couple's page shows the card's price (a family's: tests/api/family-prices.test.ts).
 */
let t: SeededTestDb;
let catalog: ProductCatalog;

beforeAll(async () => {
  t = await createTestDb({ databaseUrl: null });
  catalog = productCatalogOn(() => t.db);
}, 120_000);

afterAll(() => t?.destroy());

async function follow(path: string) {
  const [pathname, hash = ''] = path.split('#');
  const [route, search = ''] = pathname.split('?');
  const match = matchRoute('fr-FR', route.split('/').filter(Boolean));
  expect(match?.key).toBe('product');
  const { intl } = await serverIntl('fr-FR');
  const res = { statusCode: 200 } as ServerResponse;
  const result = await createProductPageLoader(catalog)({
    locale: 'fr-FR',
    params: match!.params,
    query: Object.fromEntries(new URLSearchParams(search)),
    req: { headers: {} } as IncomingMessage,
    res,
    env: { SITE_URL: 'https://escapade.test' } as Env,
    flags: {} as Flags,
    intl: intl as IntlShape,
  });
  return { result, status: res.statusCode, hash };
}

describe('offer card links on real answers', () => {
  const now = new Date();
  const checkin = addDays(todayAt('fr-FR', now).day, 21);
  const stay: SearchStay = { checkin, checkout: addDays(checkin, 2), nights: 2, adults: 2, children: 1, babies: 0 };

  it('lead from a booking search with dates and a family to the product page, priced for them', async () => {
    const answer = await searchOffers(t.db, searchCriteriaSchema.parse({ locale: 'fr_FR', checkin, nights: 2, adults: 2, children: 1, pageSize: 12 }));
    expect(answer.exactMatch.length).toBeGreaterThan(0);
    for (const card of answer.exactMatch) {
      const path = cardHref(cardLink(card, 'booking', stay), 'fr-FR');
      const { result, status, hash } = await follow(path);
      expect(status).toBe(200);
      expect('props' in result && (result.props as { kind: string }).kind).toBe('product');
      const address = parseProductHash(hash, now);
      expect(address).toMatchObject({ checkin, checkout: stay.checkout, travellers: { adults: 2, children: 1, babies: 0 } });
    }
  });

  it('show a couple the price of their card on the product page', async () => {
    const couple: SearchStay = { ...stay, children: 0 };
    const answer = await searchOffers(t.db, searchCriteriaSchema.parse({ locale: 'fr_FR', checkin, nights: 2, adults: 2, pageSize: 12 }));
    expect(answer.exactMatch.length).toBeGreaterThan(0);
    for (const card of answer.exactMatch) {
      const { hash } = await follow(cardHref(cardLink(card, 'booking', couple), 'fr-FR'));
      const address = parseProductHash(hash, now);
      const priced = await getWeekendDetail(t.db, { id: card.id, locale: 'fr_FR', checkin: address.checkin!, nights: 2, adult: 2, child: 0, baby: 0 }, now);
      expect({ id: card.id, price: priced.price?.sellPrice }).toEqual({ id: card.id, price: Math.round(card.sellPrice * 100) });
    }
  });

  it("lead from a card of 'Stays on other dates' to the stay it shows, at the card's price", async () => {
    // The visitor searched one night; the fallback block searched the same without dates (issue 32, point 2).
    const oneNight: SearchStay = { checkin, checkout: addDays(checkin, 1), nights: 1, adults: 2, children: 0, babies: 0 };
    const block = fallbackPlan({ locale: 'fr_FR', checkin, nights: 1 }, null, []).find((b) => b.steps.includes('removeDates'))!;
    const answer = await searchOffers(t.db, searchCriteriaSchema.parse({ ...block.criteria, orderBy: 'popularity', pageSize: 24 }));
    expect(answer.exactMatch.some((card) => card.nights > 1)).toBe(true);
    for (const card of answer.exactMatch) {
      const { result, status, hash } = await follow(cardHref(cardLink(card, 'booking', oneNight), 'fr-FR'));
      expect(status).toBe(200);
      expect('props' in result).toBe(true);
      const address = parseProductHash(hash, now);
      const shown = await getWeekendDetail(t.db, { id: card.id, locale: 'fr_FR', ...(address.checkin && address.checkout ? { checkin: address.checkin, nights: daysBetween(address.checkin, address.checkout) } : {}), adult: 2, child: 0, baby: 0 }, now);
      expect({ id: card.id, checkin: address.checkin ?? null, price: shown.price?.sellPrice }).toEqual({ id: card.id, checkin: null, price: Math.round(card.sellPrice * 100) });
    }
  });

  it('lead from a gifting search to the product page in the gifting flow', async () => {
    const answer = await searchOffers(t.db, searchCriteriaSchema.parse({ locale: 'fr_FR', itemCategory: 'single_voucher', pageSize: 3 }));
    for (const card of answer.exactMatch) {
      const path = cardHref(cardLink(card, 'gifting', { adults: 2, children: 0, babies: 0 }), 'fr-FR');
      expect(path).toMatch(/^\/sejour\/\d+\/[a-z0-9-]+\?flow=gifting$/);
      const { result, status } = await follow(path);
      expect(status).toBe(200);
      expect('props' in result).toBe(true);
    }
  });
});
