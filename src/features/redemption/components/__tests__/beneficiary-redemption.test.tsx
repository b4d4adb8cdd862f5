import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { BeneficiaryGift, BeneficiaryOffersResponse, CheckinPricesResponse } from '@/contracts/redemption';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BeneficiaryRedemption } from '../beneficiary-redemption';

const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const month = () => new Date().toISOString().slice(0, 7);

const GIFT: BeneficiaryGift = { kind: 'BOX', prefix: 'K7QM', value: 14990, validUntil: '2028-05-31', nights: 1, box: { code: 'ROMANCE1N-EBOX', title: 'Escapade romantique' } };
const OFFERS: BeneficiaryOffersResponse = {
  gift: GIFT,
  totalCount: 2,
  page: 0,
  pageSize: 12,
  exactMatches: [
    { id: 11, label: 'Nuit à Lyon', nights: 1, imageUrl: '/img/a.jpg', hotel: { id: 1, label: 'Hôtel A', stars: 3, city: 'Lyon', regionId: 5 }, price: 12990, supplement: 0 },
    { id: 12, label: 'Nuit à Annecy', nights: 1, imageUrl: '/img/b.jpg', hotel: { id: 2, label: 'Hôtel B', stars: 4, city: 'Annecy', regionId: 6 }, price: 17990, supplement: 3000 },
  ],
};
const FACETS = { stars: [{ value: 3, label: '3', count: 1 }, { value: 4, label: '4', count: 1 }], regions: [{ value: 5, label: 'Rhône-Alpes', count: 2 }] };
/** The calendar's month: day 28 included, 27 with a supplement, 26 a 2-night minimum stay, the rest without data. */
const days = (m: string): CheckinPricesResponse => ({
  offerId: 12,
  month: m,
  nights: 1,
  days: [26, 27, 28].map((d) => ({ day: `${m}-${d}`, minLos: d === 26 ? 2 : 1, displayTotalPrice: d === 27 ? 17990 : d === 28 ? 12990 : 9000 })),
});

function mockServer(login: { status: number; body: unknown }[]) {
  const calls: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, body });
    const answer = url.includes('/login') ? login.shift()! : url.includes('/offers') ? { status: 200, body: OFFERS } : url.includes('/facets') ? { status: 200, body: FACETS } : { status: 200, body: days(new URL(url, 'http://x').searchParams.get('month')!) };
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
  }) as unknown as typeof fetch;
  return calls;
}

describe('BeneficiaryRedemption', () => {
  it('refuses a used code with its text, then opens a box code: the gift, the cards with their supplement, the facets', async () => {
    sessionStorage.clear();
    const calls = mockServer([
      { status: 409, body: { error: 'conflict', code: 'GIFT_CODE_USED', message: 'x', textId: 'giftCode.error.used' } },
      { status: 200, body: GIFT },
    ]);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BeneficiaryRedemption />);
    const field = await screen.findByRole('textbox', { name: 'Code cadeau' });
    await user.type(field, 'k7qm 3xhd rw9p tb2c');
    await user.click(screen.getByRole('button', { name: 'Voir mes séjours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce code a déjà été utilisé.');
    // The code goes in the body, never in an address.
    expect(calls[0]).toEqual({ url: '/api/beneficiary/login', body: { code: 'k7qm 3xhd rw9p tb2c', locale: 'fr_FR' } });
    await user.click(screen.getByRole('button', { name: 'Voir mes séjours' }));
    expect(await screen.findByRole('heading', { name: 'Votre coffret : Escapade romantique' })).toBeVisible();
    expect(text(screen.getByText(/D’une valeur de/))).toContain('149,90 €, 1 nuit pour 2, valable jusqu’au 31 mai 2028');
    const cards = await screen.findAllByTestId('beneficiary-offer');
    expect(text(cards[0])).toContain('Inclus dans votre cadeau');
    expect(text(cards[1])).toContain('Supplément : 30 €');
    expect(screen.getByRole('heading', { name: '2 séjours' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: '4 étoiles (1)' })).toBeVisible();
    expect(sessionStorage.getItem('escapade.beneficiaryCode')).toBe('k7qm 3xhd rw9p tb2c');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("marks a stay's days included, with a supplement or not available (§5), and books a chosen day at the stay checkout", async () => {
    sessionStorage.setItem('escapade.beneficiaryCode', 'K7QM-3XHD-RW9P-TB2C');
    mockServer([{ status: 200, body: GIFT }]);
    const user = userEvent.setup();
    renderWithProviders(<BeneficiaryRedemption />);
    const cards = await screen.findAllByTestId('beneficiary-offer');
    await user.click(within(cards[1]).getByRole('button', { name: 'Voir les dates de Nuit à Annecy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dates de Nuit à Annecy' });
    await waitFor(() => expect(dialog.querySelector(`td[data-day="${month()}-28"]`)).toHaveAttribute('data-status', 'included'));
    expect(dialog.querySelector(`td[data-day="${month()}-27"]`)).toHaveAttribute('data-status', 'supplement');
    expect(dialog.querySelector(`td[data-day="${month()}-26"]`)).toHaveAttribute('data-status', 'notAvailable');
    expect(dialog.querySelector(`td[data-day="${month()}-25"]`)).toHaveAttribute('data-status', 'notAvailable');
    await user.click(within(dialog).getByRole('button', { name: /supplément de 30\s€/ }));
    expect(within(dialog).getByText(/Arrivée le/)).toHaveTextContent(/supplément de 30\s€/);
    expect(within(dialog).getByRole('link', { name: 'Réserver ces dates' })).toHaveAttribute('href', `/reservation/12#checkin=${month()}-27&night=1&a=2`);
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
