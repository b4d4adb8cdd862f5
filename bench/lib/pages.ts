// The page kinds the browser benchmarks visit (first-load JS, Lighthouse), in one list: their paths in the seeded
// catalog, their budget kind, and which ones Lighthouse measures in two locales with five runs (issue 21 §1).
import type { BUDGETS } from '../budgets';

export type BudgetKind = keyof typeof BUDGETS.firstLoadJsGzipBytes;

export type BenchPage = {
  id: string;
  label: string;
  kind: BudgetKind;
  /** fr-FR path; a function when the path must be found in the running catalog first. */
  path: string | ((base: string) => Promise<string>);
  /** nl-NL path, for the pages Lighthouse measures in fr-FR and nl-NL (home, results, product). */
  nlPath?: string;
};

/** An activity sold alone: the first id the seeded catalog serves (ids depend on the seed; a few local requests). */
async function firstActivityPath(base: string): Promise<string> {
  for (let id = 1; id <= 100; id++) {
    const response = await fetch(`${base}/activite/${id}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status === 200) return `/activite/${id}`;
  }
  throw new Error('no activity page among ids 1-100: set BENCH_ACTIVITY_PATH');
}

/** The stay checkout of an offer for one night `daysAhead` days from today (UTC), two adults. */
function stayCheckoutPath(offerId: number, daysAhead: number): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `/reservation/${offerId}#checkin=${day(daysAhead)}&checkout=${day(daysAhead + 1)}&a=2`;
}

export const BENCH_PAGES: BenchPage[] = [
  { id: 'home', label: 'home', kind: 'content', path: '/', nlPath: '/nl-NL' },
  // The home of the gifting flow and the content service's pages (docs/home-and-cms.md).
  { id: 'home-gifting', label: 'home, gifting', kind: 'content', path: '/?flow=gifting' },
  { id: 'weekend-ideas', label: 'weekend ideas', kind: 'content', path: '/idees-week-end' },
  { id: 'landing', label: 'landing', kind: 'content', path: '/offres/winter-sale' },
  { id: 'search', label: 'search', kind: 'results', path: '/recherche', nlPath: '/nl-NL/zoeken' },
  { id: 'not-found', label: 'not found', kind: 'content', path: '/cette-page-nexiste-pas' },
  // A stay product page without a hash (redirected to its slug); BENCH_PRODUCT_PATH names another offer.
  { id: 'product', label: 'product', kind: 'product', path: process.env.BENCH_PRODUCT_PATH ?? '/sejour/1', nlPath: '/nl-NL/verblijf/1' },
  // A hotel page without a hash; BENCH_HOTEL_PATH names another hotel.
  { id: 'hotel', label: 'hotel', kind: 'product', path: process.env.BENCH_HOTEL_PATH ?? '/hotel/1' },
  // A content page: the contact page (its message form is a chunk of its own, loaded when the modal opens).
  { id: 'contact', label: 'contact', kind: 'content', path: '/contact' },
  { id: 'gift-boxes', label: 'gift boxes', kind: 'product', path: '/coffrets-cadeaux' },
  { id: 'gift-box', label: 'gift box', kind: 'product', path: process.env.BENCH_GIFT_BOX_PATH ?? '/coffrets-cadeaux/p/week-end-bien-etre/WELLNESS1N-EBOX' },
  { id: 'gift-card', label: 'gift card', kind: 'product', path: '/giftcard/customization' },
  { id: 'activity', label: 'activity', kind: 'product', path: process.env.BENCH_ACTIVITY_PATH ?? firstActivityPath },
  // The stay checkout of an offer for a night a month ahead, two adults (the cart call and its answer's schema load
  // with it), and the gift card's gift checkout.
  { id: 'checkout', label: 'stay checkout', kind: 'checkout', path: process.env.BENCH_CHECKOUT_PATH ?? stayCheckoutPath(1, 30) },
  { id: 'gift-checkout', label: 'gift checkout', kind: 'checkout', path: '/reservation/cadeau?productType=GIFTCARD&amount=5000&design=birthday' },
];

/** BENCH_PAGES=hotel,product limits a run to some pages. */
export const selectedPages = (): BenchPage[] =>
  BENCH_PAGES.filter((p) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(p.id));

export const resolvePath = (page: BenchPage, base: string): Promise<string> =>
  typeof page.path === 'string' ? Promise.resolve(page.path) : page.path(base);
