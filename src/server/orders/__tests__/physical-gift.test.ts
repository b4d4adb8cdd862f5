/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { pricePhysicalGift, type PhysicalGiftInput } from '../physical-gift';

const CATALOG: Pick<PhysicalGiftInput, 'categories' | 'elements' | 'shipping'> = {
  categories: [
    { id: 1, single_selection: 0 },
    { id: 2, single_selection: 1 },
  ],
  elements: [
    { id: 101, category_id: 1, price: 300, names: JSON.stringify({ fr_FR: 'Carte Merci', es_ES: 'Tarjeta Gracias' }) },
    { id: 102, category_id: 1, price: '250', names: JSON.stringify({ fr_FR: 'Carte Bravo' }) },
    { id: 201, category_id: 2, price: 500, names: JSON.stringify({ fr_FR: 'Fourreau or', es_ES: 'Funda dorada' }) },
    { id: 202, category_id: 2, price: 700, names: JSON.stringify({ fr_FR: 'Fourreau argent' }) },
  ],
  shipping: [
    { country: 'fr', shipping_cost: 490, international_fee: 0 },
    { country: 'es', shipping_cost: '590', international_fee: '0' },
    { country: 'be', shipping_cost: 690, international_fee: 300 },
  ],
};

const price = (over: Partial<PhysicalGiftInput>) => pricePhysicalGift({ locale: 'fr_FR', extras: [], ...CATALOG, ...over });

// What the physical format adds to a box or a stay voucher (§3 custom sub-elements and shipping costs, §4).
describe('the physical gift: extras and shipping', () => {
  it.each([
    ['no extra, own country', { extras: [] }, { extras: [], shipping: 490, shippingCountry: 'fr' }],
    ['a sleeve and two cards, each at its price', { extras: [201, 101, 102] }, { extras: [{ kind: 'extra', label: 'Fourreau or', amount: 500 }, { kind: 'extra', label: 'Carte Merci', amount: 300 }, { kind: 'extra', label: 'Carte Bravo', amount: 250 }], shipping: 490, shippingCountry: 'fr' }],
    ['a repeated id counts once', { extras: [101, 101] }, { extras: [{ kind: 'extra', label: 'Carte Merci', amount: 300 }], shipping: 490, shippingCountry: 'fr' }],
    ["named in the order's language, French when it has none", { locale: 'es_ES', extras: [201, 102] }, { extras: [{ kind: 'extra', label: 'Funda dorada', amount: 500 }, { kind: 'extra', label: 'Carte Bravo', amount: 250 }], shipping: 590, shippingCountry: 'es' }],
    ['another country: its shipping plus the international fee', { shippingCountry: 'be' }, { extras: [], shipping: 990, shippingCountry: 'be' }],
    ['Belgium from Belgium', { locale: 'nl_BE', shipping: [{ country: 'be', shipping_cost: 690, international_fee: 0 }] }, { extras: [], shipping: 690, shippingCountry: 'be' }],
  ] as const)('%s', (_name, over, expected) => {
    expect(price(over as Partial<PhysicalGiftInput>)).toEqual({ kind: 'priced', ...expected });
  });

  it.each([
    ['an id the catalog does not have', { extras: [999] }, { kind: 'refused', message: 'Unknown extra 999' }],
    ['two sleeves (one choice only)', { extras: [201, 202] }, { kind: 'refused', message: 'One choice only in this category' }],
    ['Italy, which has no shipping costs', { locale: 'it_IT', shipping: [] }, { kind: 'noShipping' }],
    ['a country the point of sale does not ship to', { shippingCountry: 'de' }, { kind: 'noShipping' }],
  ] as const)('refuses %s', (_name, over, expected) => {
    expect(price(over as Partial<PhysicalGiftInput>)).toEqual(expected);
  });
});
