import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { weekendDetailUrl } from '../../api/product-api';
import type { BookingWiring, PriceAsideSlot } from '../booking-panel';
import { ProductView } from '../product-view';
import { pricedDetail, productDetail } from '../__fixtures__/product-fixture';

const NOW = () => new Date('2026-11-26T11:00:00Z');
const stayKey = weekendDetailUrl('/api', 42, 'fr-FR', { checkin: '2026-12-04', nights: 2 }, { adults: 2, children: 1, babies: 0 });

function renderWithAside(hash: string, swrFallback: Record<string, unknown> = {}) {
  const aside = jest.fn((slot: PriceAsideSlot) => <p data-testid="price-aside">{`${slot.amount} ${slot.checkin} ${slot.cancellableUntil ?? '-'}`}</p>);
  const wiring: BookingWiring = { renderDates: () => null, renderGuests: () => null, renderPriceAside: aside };
  window.history.replaceState(null, '', `/sejour/42/week-end${hash}`);
  renderWithProviders(<ProductView detail={productDetail()} path="/sejour/42/week-end" wiring={wiring} now={NOW} navigate={jest.fn()} />, { swrFallback });
  return aside;
}

beforeEach(() => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  window.localStorage.clear();
});

describe("the product page's price aside (the instalment offer's place)", () => {
  it('gets the priced stay: its total in cents, check-in and last day to cancel', async () => {
    const detail = pricedDetail(25_900);
    renderWithAside('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1', { [stayKey]: detail });
    const cancellableUntil = detail.cancellationPolicy.cancellable ? detail.cancellationPolicy.cancellationDeadline : null;
    expect(await screen.findByTestId('price-aside')).toHaveTextContent(`25900 2026-12-04 ${cancellableUntil ?? '-'}`);
  });

  it("is left out for a 'from' price without dates", async () => {
    const aside = renderWithAside('');
    expect(await screen.findByTestId('product-price')).toBeInTheDocument();
    expect(aside).not.toHaveBeenCalled();
    expect(screen.queryByTestId('price-aside')).not.toBeInTheDocument();
  });
});
