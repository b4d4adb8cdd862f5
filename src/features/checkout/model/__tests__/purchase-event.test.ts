import { describe, expect, it } from '@jest/globals';
import type { OrderView } from '@/contracts/checkout';
import { purchaseDue, purchaseEvent, sentPurchases, withSentPurchase } from '../purchase-event';

const line = (kind: OrderView['lines'][number]['kind'], label: string, amount: number) => ({ kind, label, quantity: 1, unitAmount: amount, amount });

describe('the purchase event of an order (stays and gifts alike)', () => {
  it.each([
    [{ status: 'confirmed', paymentDeadline: null, bankTransfer: null }, true],
    [{ status: 'pending_payment', paymentDeadline: null, bankTransfer: { reference: 'ESCAPADE-1', amount: 5000 } }, true],
    [{ status: 'pending_payment', paymentDeadline: '2026-12-01T10:00:00Z', bankTransfer: null }, false],
    [{ status: 'expired', paymentDeadline: null, bankTransfer: null }, false],
    [{ status: 'cancelled', paymentDeadline: null, bankTransfer: null }, false],
  ] as const)('%j is recorded: %s', (order, expected) => {
    expect(purchaseDue(order)).toBe(expected);
  });

  it('a physical box: the box and its sleeve as items, the shipping apart, the total in euros', () => {
    const event = purchaseEvent({
      bookingNumber: '12345678',
      offerId: 0,
      label: 'Escapade romantique',
      productType: 'BOX',
      total: 14280,
      lines: [line('box', 'Escapade romantique', 13490), line('extra', 'Fourreau anniversaire', 300), line('shipping', 'Livraison', 490)],
    });
    expect(event).toEqual({
      name: 'purchase',
      params: {
        transaction_id: '12345678',
        currency: 'EUR',
        value: 142.8,
        shipping: 4.9,
        items: [
          { item_id: 'BOX-box', item_name: 'Escapade romantique', item_category: 'gift-box', item_variant: 'box', price: 134.9, quantity: 1 },
          { item_id: 'BOX-extra', item_name: 'Fourreau anniversaire', item_category: 'gift-box', item_variant: 'extra', price: 3, quantity: 1 },
        ],
      },
    });
  });

  it.each([
    ['GIFTCARD', 0, [line('giftcard', 'Carte cadeau', 5000)], 'GIFTCARD-giftcard', 'gift-card'],
    ['DIGITAL_ACTIVITY_ONLY', 42, [line('activity', 'Spa', 9000)], '42-activity', 'activity'],
    [undefined, 7, [line('stay', 'Week-end', 20000), line('insurance', 'Assurance', 900)], '7-stay', 'stay'],
  ] as const)('%s: item %s', (productType, offerId, lines, itemId, category) => {
    const event = purchaseEvent({ bookingNumber: '87654321', offerId, label: 'x', productType, total: lines.reduce((s, l) => s + l.amount, 0), lines: [...lines] });
    expect(event.name).toBe('purchase');
    const params = event.params as { items: Array<{ item_id: string; item_category: string }>; shipping?: number };
    expect(params.items[0]).toMatchObject({ item_id: itemId, item_category: category });
    expect(params.shipping).toBeUndefined();
  });

  it('remembers the orders already recorded, reading anything broken as none', () => {
    expect(sentPurchases(null)).toEqual([]);
    expect(sentPurchases('nope')).toEqual([]);
    expect(sentPurchases('{"a":1}')).toEqual([]);
    expect(sentPurchases(withSentPurchase(['1'], '2'))).toEqual(['1', '2']);
    expect(sentPurchases(withSentPurchase(Array.from({ length: 25 }, (_, i) => String(i)), 'x'))).toHaveLength(20);
  });
});
