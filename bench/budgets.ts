/**
 * Every budget `npm run bench:check` enforces, in one place (issue 7 §1 and §6; docs/quality-gates.md).
 * Where the machine's speed would blur an absolute time, a budget is a ratio to a baseline measured in the
 * same run (a static file from the same server; a bare Next.js page), or a count.
 */
export const BUDGETS = {
  /**
   * First-load JavaScript per page kind, gzip, everything a first visit loads (issue 21 §1, which replaced the single
   * 160 kB of #4 §11 and #7 §1 once the stack's own floor was measured: docs/quality-gates.md).
   */
  firstLoadJsGzipBytes: {
    /** Home, not-found, contact and every other content page (legal, Belgium's splash, booking lookup, wishlist). */
    content: 165_000,
    /** The results page. */
    results: 185_000,
    /** Product, hotel, gift (gift boxes, a gift box, the gift card) and activity pages. */
    product: 185_000,
    /** The stay, box and gift checkouts. */
    checkout: 175_000,
  },
  /** Server-rendered search page at 20 connections. */
  ssrSearchRequestsPerSecond: 150,
  ssrSearchP95Ms: 200,
  /** Every HTTP target of the load benchmark: no socket errors, timeouts or non-2xx answers (404 page: 404 expected). */
  httpErrors: 0,
  /** Lighthouse mobile, median of the runs (5 by default). */
  lighthousePerformance: 90,
  lighthouseAccessibility: 100,
  lighthouseBestPractices: 100,
  lighthouseSeo: 100,
  lighthouseCls: 0.02,
  /** Total blocking time at most this multiple of the bare Next.js page's, measured in the same run. */
  lighthouseTbtRatioToMinimal: 1.5,
  /** In-process search + every facet group, p95, at bench scale (helper A's `npm run bench:catalog`). */
  catalogSearchFacetsP95Ms: 10,
  catalogSearchFacetsDatedP95Ms: 20,
  /** Bounded load test: 60 s at 20 connections on the search page. */
  loadTestErrors: 0,
  loadTestRssGrowthPercent: 10,
} as const;
