import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { StayCart } from '@/contracts/checkout';
import type { EligibilityResponse } from '@/contracts/instalments';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CartInstalmentOffer } from '../cart-instalment-offer';

const cart = (cancellable: boolean) =>
  ({
    total: 48_000,
    criteria: { checkin: '2027-03-12', checkout: '2027-03-14', nights: 2, adults: 2, children: 0, babies: 0, activityDates: [] },
    cancellationPolicy: { cancellable, message: '', cancellationDeadline: cancellable ? '2027-03-05' : null, refundPercent: cancellable ? 80 : 0 },
  }) as unknown as StayCart;

const granted: EligibilityResponse = { paymentMethods: [{ type: 'deferred', paymentFee: 0, totalAmount: 48_000, installments: [{ dueDate: '2027-03-05', amount: 48_000 }] }], paypalPayLater: false };

describe('CartInstalmentOffer', () => {
  it.each([
    [true, 'cancellationPolicyType=CANCELLABLE&cancellableUntil=2027-03-05'],
    [false, 'cancellationPolicyType=NON_CANCELLABLE'],
  ])('asks about the total, check-in and last day to cancel of the cart (cancellable: %s)', (cancellable, policy) => {
    const url = `/api/purchase/alma/eligibility?amount=48000&checkinDate=2027-03-12&${policy}&pointOfSale=es_es`;
    renderWithProviders(<CartInstalmentOffer cart={cart(cancellable)} />, { locale: 'es-ES', swrFallback: { [url]: granted } });
    expect(screen.getByRole('button', { name: 'Reserva ahora, paga después' })).toBeInTheDocument();
  });
});
