import { screen } from '@testing-library/react';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/testing/render-with-providers';
import { placedOrder } from '../__fixtures__/cart-fixture';
import { OrderSummary } from '../order-summary';

const paid = (paidWith: 'card' | 'apple_pay' | 'google_pay' | null) => placedOrder({ status: 'confirmed', paymentMethod: 'card', paidNow: 25_900, payAtHotel: 0, paidWith });

// The confirmation and My booking (both show OrderSummary) say how a card order was paid on the provider's page.
describe('how a card order was paid', () => {
  it.each([
    ['fr-FR', 'google_pay', 'Payé avec Google Pay'],
    ['fr-FR', 'apple_pay', 'Payé avec Apple Pay'],
    ['fr-FR', 'card', 'Payé par carte bancaire'],
    ['fr-BE', 'google_pay', 'Payé avec Google Pay'],
    ['es-ES', 'apple_pay', 'Pagado con Apple Pay'],
    ['es-ES', 'card', 'Pagado con tarjeta'],
    ['it-IT', 'google_pay', 'Pagato con Google Pay'],
    ['nl-NL', 'apple_pay', 'Betaald met Apple Pay'],
    ['nl-BE', 'card', 'Betaald met kaart'],
  ] as const)('%s, %s: %s', (locale, paidWith, expected) => {
    renderWithProviders(<OrderSummary order={paid(paidWith)} />, { locale: locale as Locale });
    expect(screen.getByTestId('paid-with')).toHaveTextContent(expected);
  });

  it('says nothing when the provider did not say, or before the payment', () => {
    renderWithProviders(<OrderSummary order={paid(null)} />);
    expect(screen.queryByTestId('paid-with')).toBeNull();
    renderWithProviders(<OrderSummary order={placedOrder({ status: 'pending_payment', paymentMethod: 'card', paymentDeadline: '2026-12-01T10:30:00Z', paidWith: null })} />);
    expect(screen.queryByTestId('paid-with')).toBeNull();
  });
});
