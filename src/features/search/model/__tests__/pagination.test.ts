/** @jest-environment node */
import { pageLinks, paginate, showPagination } from '../pagination';

const pages = (count: number, current: number) => pageLinks(count, current).map((l) => l.page);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('pageLinks', () => {
  it.each<[number, number, number[]]>([
    [0, 0, []],
    [1, 0, [0]],
    [9, 4, range(0, 8)],
    [10, 0, [...range(0, 9)]],
    [10, 9, [...range(0, 9)]],
    [35, 12, [0, ...range(10, 19), 20, 30, 34]],
    [35, 0, [...range(0, 9), 10, 20, 30, 34]],
    [35, 33, [0, 10, 20, ...range(30, 34)]],
    [99, 98, [0, 10, 20, 30, 40, 50, 60, 70, 80, ...range(90, 98)]],
    [250, 123, [0, 100, 110, ...range(120, 129), 130, 140, 150, 160, 170, 180, 190, 200, 249]],
    [250, 245, [0, 100, 200, 210, 220, 230, ...range(240, 249)]],
    [100, 0, [...range(0, 9), 10, 20, 30, 40, 50, 60, 70, 80, 90, 99]],
    [35, 99, [0, 10, 20, ...range(30, 34)]],
    [35, -2, [...range(0, 9), 10, 20, 30, 34]],
  ])('%s pages, current %s', (count, current, expected) => {
    expect(pages(count, current)).toEqual(expected);
  });

  it('marks the current page and the group links', () => {
    const links = pageLinks(35, 12);
    expect(links.filter((l) => l.current)).toEqual([{ page: 12, current: true, kind: 'page' }]);
    expect(links.filter((l) => l.kind === 'group').map((l) => l.page)).toEqual([0, 20, 30, 34]);
    expect(pageLinks(5, 2).every((l) => l.kind === 'page')).toBe(true);
  });
});

describe('paginate', () => {
  it.each([
    [100, 24, 0, { from: 1, to: 24, total: 100 }, null, 1, 5],
    [100, 24, 1, { from: 25, to: 48, total: 100 }, 0, 2, 5],
    [100, 24, 4, { from: 97, to: 100, total: 100 }, 3, null, 5],
    [100, 24, 9, { from: 97, to: 100, total: 100 }, 3, null, 5],
    [24, 24, 0, { from: 1, to: 24, total: 24 }, null, null, 1],
    [0, 24, 0, { from: 0, to: 0, total: 0 }, null, null, 0],
  ])('%s results, %s per page, page %s', (total, size, page, legend, prev, next, pageCount) => {
    const p = paginate(total, size, page);
    expect(p.legend).toEqual(legend);
    expect(p.prev).toBe(prev);
    expect(p.next).toBe(next);
    expect(p.pageCount).toBe(pageCount);
  });

  it.each([
    [24, 24, false],
    [25, 24, true],
    [0, 24, false],
  ])('shows pagination for %s results at %s per page: %s', (total, size, expected) => {
    expect(showPagination(total, size)).toBe(expected);
  });
});
