/**
 * Result pagination (§2, §9). Pages are zero-based, as in the `page` query parameter; the UI
 * shows page + 1.
 */
export type PageLink = {
  page: number;
  current: boolean;
  /** 'page': a neighbour in the current ten; 'group': the first page of another ten or hundred, or the last page. */
  kind: 'page' | 'group';
};

export type Pagination = {
  pageCount: number;
  /** The current page, clamped into [0, pageCount - 1]. */
  page: number;
  links: PageLink[];
  /** rel="prev" / rel="next" targets, null at the ends. */
  prev: number | null;
  next: number | null;
  /** 'from - to of total', one-based: page 1 of 24 per page on 100 → 25 - 48 of 100. */
  legend: { from: number; to: number; total: number };
};

export const pageCountOf = (total: number, pageSize: number): number =>
  total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;

/** Pagination shows only when the total exceeds one page (§9). */
export const showPagination = (total: number, pageSize: number): boolean => pageCountOf(total, pageSize) > 1;

/**
 * Which page links appear:
 * - under 10 pages: every page;
 * - under 100: every page of the current ten, plus the first page of every other ten, plus the last;
 * - 100 or more: every page of the current ten, the first page of every other ten in the current
 *   hundred, the first page of every other hundred, plus the last.
 *
 * 35 pages, current 12 → 0, 10-19, 20, 30, 34.  250 pages, current 123 → 0, 100, 110, 120-129,
 * 130, 140, ... 190, 200, 249. Links are in ascending page order, without duplicates.
 */
export function pageLinks(pageCount: number, current: number): PageLink[] {
  if (pageCount <= 0) return [];
  const page = clampPage(current, pageCount);
  const pages = new Set<number>();
  const ten = Math.floor(page / 10) * 10;
  const hundred = Math.floor(page / 100) * 100;
  if (pageCount < 10) {
    for (let p = 0; p < pageCount; p += 1) pages.add(p);
  } else {
    for (let p = ten; p < Math.min(ten + 10, pageCount); p += 1) pages.add(p);
    if (pageCount < 100) {
      for (let p = 0; p < pageCount; p += 10) pages.add(p);
    } else {
      for (let p = hundred; p < Math.min(hundred + 100, pageCount); p += 10) pages.add(p);
      for (let p = 0; p < pageCount; p += 100) pages.add(p);
    }
    pages.add(pageCount - 1);
  }
  return [...pages]
    .sort((a, b) => a - b)
    .map((p) => ({ page: p, current: p === page, kind: pageCount < 10 || (p >= ten && p < ten + 10) ? 'page' : 'group' }));
}

function clampPage(page: number, pageCount: number): number {
  if (!Number.isInteger(page) || page < 0) return 0;
  return Math.min(page, Math.max(0, pageCount - 1));
}

/** Everything the pagination block renders, for `total` results at `pageSize` per page. */
export function paginate(total: number, pageSize: number, current: number): Pagination {
  const pageCount = pageCountOf(total, pageSize);
  const page = clampPage(current, pageCount);
  const from = total > 0 ? page * pageSize + 1 : 0;
  const to = total > 0 ? Math.min((page + 1) * pageSize, total) : 0;
  return {
    pageCount,
    page,
    links: pageLinks(pageCount, page),
    prev: page > 0 ? page - 1 : null,
    next: page < pageCount - 1 ? page + 1 : null,
    legend: { from, to, total: Math.max(0, total) },
  };
}
