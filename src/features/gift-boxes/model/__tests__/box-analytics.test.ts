import { describe, expect, it } from '@jest/globals';
import { ANALYTICS_GIFT_FORMAT, boxAnalyticsItem } from '../box-analytics';

describe('a box in the personalisation and add-to-cart events (§4 box Offer)', () => {
  it.each([
    [{ code: 'ROMANCE1N-EBOX', title: 'Escapade romantique' }, { giftFormat: 'digital', total: 12990 }, 'digital', 129.9],
    [{ code: 'ROMANCE1N-PBOX', title: 'Escapade romantique' }, { giftFormat: 'physical', total: 14280 }, 'physical', 142.8],
    [{ code: 'FAMILY2N-EBOX', title: 'Famille' }, { giftFormat: 'digital', total: 0 }, 'digital', 0],
  ] as const)('%j %j', (box, choice, variant, price) => {
    expect(boxAnalyticsItem(box, choice)).toEqual({ item_id: box.code, item_name: box.title, item_category: 'gift-box', item_variant: variant, price, quantity: 1 });
  });

  it('names the formats as the personalisation event does', () => {
    expect(ANALYTICS_GIFT_FORMAT).toEqual({ digital: 'e-gift', physical: 'physical' });
  });
});
