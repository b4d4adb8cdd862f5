import { addCents, asCents, centsFromEuros, eurosOf, formatMoney, percentOf, subtractCents, timesRate, wholeEurosUp } from '../money';

describe('money', () => {
  it.each([
    [129.9, 12_990],
    [0.1 + 0.2, 30],
    [1.015, 101],
    [0, 0],
  ])('converts wire euros %s to %s cents, rounding once', (euros, cents) => expect(centsFromEuros(euros)).toBe(cents));

  it('gives cents back as euros, and whole euros rounded up', () => {
    expect(eurosOf(12_990)).toBe(129.9);
    expect(eurosOf(12_345.4)).toBe(123.45);
    expect([wholeEurosUp(4_201), wholeEurosUp(4_200), wholeEurosUp(0)]).toEqual([43, 42, 0]);
  });

  it('adds, subtracts and takes rates and percents with one rounding', () => {
    const a = asCents(25_500);
    expect(addCents(a, asCents(1_020), asCents(1))).toBe(26_521);
    expect(subtractCents(asCents(1_000), a)).toBe(-24_500);
    expect(timesRate(asCents(9_999), 0.8)).toBe(7_999);
    expect(timesRate(asCents(30_000), 0.0225)).toBe(675);
    expect(percentOf(a, 4, 'up')).toBe(1_020);
    expect(percentOf(asCents(333), 80)).toBe(266);
    expect(percentOf(asCents(333), 80, 'down')).toBe(266);
  });

  it.each([
    ['fr-FR', {}, 123_456, '1 234,56 €'],
    ['fr_FR', {}, 25_900, '259 €'],
    ['nl-NL', {}, 25_900, '€ 259'],
    ['fr-FR', { decimals: 'always' }, 25_900, '259,00 €'],
    ['es-ES', { decimals: 'none' }, 4_950, '50 €'],
    ['en', { decimals: 'always', grouping: false }, 123_456, '€1234.56'],
    ['it-IT', { decimals: 'none', signDisplay: 'always' }, 1_200, '+12 €'],
  ] as const)('writes money in %s with %j: %s cents', (locale, options, cents, text) => {
    expect(formatMoney(cents, locale, options).replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });
});
