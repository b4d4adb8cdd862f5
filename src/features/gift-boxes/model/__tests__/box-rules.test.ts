import { describe, expect, it } from '@jest/globals';
import { boxPromo, codeInFormat, formatOfCode, isListedBox } from '@/contracts/gift-boxes';
import type { ShippingCostsResponse } from '@/contracts/shipping-costs';
import { LOCALES, type Locale } from '@/lib/locales';
import { switchFormat } from '../gift-format';
import { physicalFormatState, type PhysicalFormatInput, type PhysicalFormatState } from '../physical-format';
import { ownCountryCost, shippingTotal } from '../shipping';

describe('the box promo: floor((1 - value/reference) * 100), shown only above 5 %', () => {
  it.each([
    [12990, 15590, 16],
    [9000, 10000, 10], // exactly 10 %, not the 9.999… of floating-point (1 - 0.9) * 100
    [9400, 10000, 6],
    [9500, 10000, 0], // exactly 5 %: not shown
    [9599, 10000, 0], // 4.01 %
    [9401, 10000, 0], // floor(5.99) = 5: not shown
    [10000, 10000, 0],
    [12000, 10000, 0], // value above the reference
    [5000, 0, 0], // no reference
    [0, 10000, 100],
  ])('value %i against reference %i gives %i', (value, reference, promo) => {
    expect(boxPromo(value, reference)).toBe(promo);
  });
});

describe('the gift format by code suffix', () => {
  it.each([
    ['ROMANCE1N-EBOX', 'digital', 'ROMANCE1N-PBOX'],
    ['ROMANCE1N-PBOX', 'physical', 'ROMANCE1N-EBOX'],
    ['romance1n-pbox', 'physical', 'romance1n-EBOX'],
    ['PLAIN', 'digital', 'PLAIN-PBOX'],
  ] as const)('%s is %s; the other format is %s', (code, format, other) => {
    expect(formatOfCode(code)).toBe(format);
    expect(codeInFormat(code, format === 'digital' ? 'physical' : 'digital')).toBe(other);
  });

  it.each([
    ['ROMANCE1N-EBOX', true],
    ['ROMANCE1N-PBOX', false],
    ['EBOX', false],
  ])('the listing shows %s: %s', (code, listed) => {
    expect(isListedBox(code)).toBe(listed);
  });

  it.each([
    ['fr-FR', 'physical', { code: 'WINE1N-PBOX', giftFormat: 'physical', path: '/coffrets-cadeaux/p/escapade-dans-les-vignes/WINE1N-PBOX' }],
    ['es-ES', 'physical', { code: 'WINE1N-PBOX', giftFormat: 'physical', path: '/cajas-regalo/p/escapade-dans-les-vignes/WINE1N-PBOX' }],
    ['nl-BE', 'digital', { code: 'WINE1N-EBOX', giftFormat: 'digital', path: '/cadeauboxen/p/escapade-dans-les-vignes/WINE1N-EBOX' }],
  ] as const)('switching in %s to %s changes the code suffix, the path and giftFormat', (locale, format, expected) => {
    expect(switchFormat(locale, { code: format === 'physical' ? 'WINE1N-EBOX' : 'WINE1N-PBOX', slug: 'escapade-dans-les-vignes' }, format)).toEqual(expected);
  });
});

describe('whether the physical format is offered', () => {
  const base: PhysicalFormatInput = { locale: 'fr-FR', flagOn: true, variant: 'found', shipping: 'loaded' };
  it.each<[string, Partial<PhysicalFormatInput>, PhysicalFormatState]>([
    ['flag on, variant found, shipping loaded', {}, 'offered'],
    ['flag off', { flagOn: false }, 'hidden'],
    ['in Italy, even with the flag on', { locale: 'it-IT' }, 'hidden'],
    ['no physical variant for the code', { variant: 'absent' }, 'unavailable'],
    ['the variant lookup failed', { variant: 'error' }, 'unavailable'],
    ['the shipping costs failed', { shipping: 'error' }, 'unavailable'],
    ['shipping costs on their way', { shipping: 'loading' }, 'loading'],
    ['variant not known yet', { variant: 'loading' }, 'loading'],
  ])('%s: %s', (_case, over, state) => {
    expect(physicalFormatState({ ...base, ...over })).toBe(state);
  });

  it.each(LOCALES.filter((l) => l !== 'it-IT'))('is offered in %s with the flag on', (locale: Locale) => {
    expect(physicalFormatState({ ...base, locale })).toBe('offered');
  });
});

describe('shipping: none for digital; physical = own-country shipping + international fee', () => {
  const costs: ShippingCostsResponse = {
    shippingCostsPerCountry: { fr: { shippingCost: 490, internationalShippingFee: 0 }, be: { shippingCost: 590, internationalShippingFee: 250 }, nl: { shippingCost: 495, internationalShippingFee: 250 } },
  };
  it.each<[Locale, 'digital' | 'physical', number]>([
    ['fr-FR', 'physical', 490],
    ['fr-BE', 'physical', 840],
    ['nl-BE', 'physical', 840],
    ['nl-NL', 'physical', 745],
    ['fr-BE', 'digital', 0],
    ['es-ES', 'physical', 0], // no cost for Spain in this list: nothing to add (the page then says the format is unavailable)
  ])('%s %s: %i cents', (locale, format, total) => {
    expect(shippingTotal(format, ownCountryCost(costs, locale))).toBe(total);
  });
});
