import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { StayWeekend, StayWeekends as StayWeekendsAnswer } from '@/contracts/stay-weekends';
import { renderWithProviders } from '@/testing/render-with-providers';
import { stayWeekendsUrl } from '../../api/weekends-api';
import type { ProductAddress } from '../../model/product-address';
import { StayWeekends } from '../stay-weekends';

const refused = (friday: string, status: StayWeekend['status'], minStay: number | null = null): StayWeekend => ({ friday, status, checkin: null, checkout: null, sellPrice: null, minStay, cheapest: false });
const ANSWER: StayWeekendsAnswer = {
  productId: 42,
  nights: 2,
  weekends: [
    { friday: '2026-12-04', status: 'bookable', checkin: '2026-12-04', checkout: '2026-12-06', sellPrice: 31_000, minStay: null, cheapest: false },
    { friday: '2026-12-11', status: 'bookable', checkin: '2026-12-12', checkout: '2026-12-14', sellPrice: 25_950, minStay: null, cheapest: true },
    refused('2026-12-18', 'soldOut'),
    refused('2026-12-25', 'minStay', 3),
    refused('2027-01-01', 'closed'),
  ],
};
const ADDRESS: ProductAddress = { checkin: '2026-12-04', checkout: '2026-12-06', travellers: { adults: 2, children: 1, babies: 0 }, activityDates: { 7: '7_1' } };

/** Text as read, the narrow spaces of prices and dates as plain ones. */
const text = (element: Element) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderGrid(locale: 'fr-FR' | 'es-ES' = 'fr-FR') {
  const onAddressChange = jest.fn<(address: ProductAddress) => void>();
  const key = stayWeekendsUrl('/api', 42, locale, 2, ADDRESS.travellers);
  renderWithProviders(<StayWeekends offerId={42} address={ADDRESS} onAddressChange={onAddressChange} />, { locale, swrFallback: { [key]: ANSWER } });
  return onAddressChange;
}

beforeEach(() => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
});

describe('the next twelve weekends on the product page', () => {
  it('asks for the page’s stay length and travellers', () => {
    expect(stayWeekendsUrl('/api', 42, 'es-ES', 2, ADDRESS.travellers)).toBe('/api/weekend/42/weekends.json?nights=2&adult=2&child=1&baby=0&locale=es_ES');
    expect(stayWeekendsUrl('/api', 42, 'fr-FR', null, ADDRESS.travellers)).toBe('/api/weekend/42/weekends.json?adult=2&child=1&baby=0&locale=fr_FR');
  });

  it('lists each bookable weekend as a button with its dates and total, the cheapest and the chosen one said in words', async () => {
    renderGrid();
    const list = screen.getByRole('list', { name: 'Les douze prochains week-ends' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map(text)).toEqual(['ven. 4 – dim. 6 déc. 310 € Vos dates', 'sam. 12 – lun. 14 déc. 259,50 € Le moins cher']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/Prix total de 2 nuits pour vos voyageurs/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says why a weekend cannot be booked, without a button', () => {
    renderGrid();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.slice(2).map(text)).toEqual(['ven. 18 – dim. 20 déc. Complet', 'ven. 25 – dim. 27 déc. 3 nuits minimum', "ven. 1 – dim. 3 janv. Pas d'arrivée possible"]);
    expect(items.slice(2).every((li) => within(li).queryByRole('button') === null)).toBe(true);
  });

  it('sets the page’s dates from the weekend chosen, by keyboard too, and clears the activity dates', async () => {
    const onAddressChange = renderGrid('es-ES');
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /sáb 12 – lun 14 dic/ })).toHaveFocus();
    expect(text(screen.getByRole('button', { name: /sáb 12/ }))).toBe('sáb 12 – lun 14 dic 259,50 € El más barato');
    await user.keyboard('{Enter}');
    expect(onAddressChange).toHaveBeenCalledWith({ ...ADDRESS, checkin: '2026-12-12', checkout: '2026-12-14', activityDates: {} });
  });
});
