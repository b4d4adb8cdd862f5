import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { HotelRoomOffer } from '@/contracts/hotel-detail';
import { productOffersUrl, weekendDetailUrl } from '@/features/product/api/product-api';
import { pricedDetail, quote } from '@/features/product/components/__fixtures__/product-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import HotelBookingOptions from '../hotel-booking-options';

// The hotel page's booking options are the product page's booking steps for a room offer (§4): the same panel.
const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const couple = { adults: 2, children: 0, babies: 0 };
const stay = { checkin: '2026-12-04', nights: 2 };
const offer = { weekendId: 42, label: 'Week-end gourmand au château' } as HotelRoomOffer;
const option = (weekendId: number, sellPrice: number, cancellable: boolean) => ({
  weekendId,
  label: weekendId === 42 ? 'Week-end gourmand au château' : 'Week-end gourmand au château flexible',
  imageUrl: '',
  nights: 2,
  current: weekendId === 42,
  sameProgram: true,
  bookable: true,
  priceInfo: { ...quote(sellPrice).priceInfo! },
  cancellationPolicy: { cancellable, message: '', cancellationDeadline: cancellable ? '2026-12-01' : null },
});

function renderOptions() {
  const push = jest.fn<(url: string) => Promise<boolean>>(async () => true);
  const onStayChange = jest.fn();
  const fallback = {
    [weekendDetailUrl('/api', 42, 'fr-FR', stay, couple)]: pricedDetail(25900),
    [weekendDetailUrl('/api', 43, 'fr-FR', stay, couple)]: { ...pricedDetail(28900), id: 43 },
    [productOffersUrl('/api', 42, 'fr-FR', stay, couple)]: { hotelId: 7, offers: [option(42, 25900, false), option(43, 28900, true)] },
  };
  renderWithProviders(<HotelBookingOptions offer={offer} hotelId={7} now={() => new Date('2026-11-26T11:00:00Z')} checkin="2026-12-04" checkout="2026-12-06" travellers={couple} onStayChange={onStayChange} />, {
    swrFallback: fallback,
    router: { push },
  });
  return { push, onStayChange };
}

describe("the hotel page's booking options", () => {
  it('are the booking steps for the offer and the stay: activity dates, cancellation options, price, then Book to the checkout', async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn(async (url: string) => ({ ok: true, status: 200, url, json: async () => ({ ...quote(25900), priceChange: null }) })) as unknown as typeof fetch;
    const { push } = renderOptions();
    expect(text(await screen.findByTestId('product-price-amount'))).toBe('259 €');
    const group = await screen.findByRole('group', { name: "Conditions d'annulation" }, { timeout: 5000 });
    expect(within(group).getAllByRole('radio')[0]).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez choisir les dates de vos activités.');
    await user.selectOptions(screen.getByRole('combobox', { name: "Date de l'activité : Visite de cave" }), '7_1');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    // The hand-off carries the live quote's criteria (the fixture's quote is for a family with a child).
    await waitFor(() => expect(push).toHaveBeenCalledWith('/reservation/42#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&activityDates=7_1'));
  });

  it('show another cancellation option in place, without leaving the hotel page', async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    const { push } = renderOptions();
    const group = await screen.findByRole('group', { name: "Conditions d'annulation" }, { timeout: 5000 });
    await user.click(within(group).getAllByRole('radio')[1]);
    await waitFor(() => expect(text(screen.getByTestId('product-price-amount'))).toBe('289 €'));
    expect(push).not.toHaveBeenCalled();
  });
});
