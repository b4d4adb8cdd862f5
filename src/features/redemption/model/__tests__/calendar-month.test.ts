import { describe, expect, it } from '@jest/globals';
import { monthWeeks } from '../calendar-month';

describe('monthWeeks (weeks start Monday)', () => {
  it('December 2026 starts on a Tuesday and takes five weeks', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
  });
  it('February 2027 starts on a Monday; a leap February has 29 days', () => {
    expect(monthWeeks('2027-02')[0][0]).toBe('2027-02-01');
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });
  it('a month starting on a Sunday has six weeks', () => {
    expect(monthWeeks('2026-11')).toHaveLength(6);
  });
});
