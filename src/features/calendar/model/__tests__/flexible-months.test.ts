/** @jest-environment node */
import { canToggleFlexibleMonth, toggleFlexibleMonth } from '../flexible-months';

describe('toggleFlexibleMonth', () => {
  it.each<[string[], string, string[], boolean]>([
    [[], '2027-03', ['2027-03'], true],
    [['2027-04'], '2027-03', ['2027-03', '2027-04'], true],
    [['2027-03', '2027-04'], '2027-03', ['2027-04'], true],
    [['2027-03'], '2027-03', [], true],
    [['2027-01', '2027-02', '2027-03'], '2027-04', ['2027-01', '2027-02', '2027-03'], false],
    [['2027-01', '2027-02', '2027-03'], '2027-02', ['2027-01', '2027-03'], true],
  ])('%j, pressing %s → %j (pressable: %s)', (months, month, next, pressable) => {
    expect(toggleFlexibleMonth(months, month)).toEqual(next);
    expect(canToggleFlexibleMonth(months, month)).toBe(pressable);
  });
});
