import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { BeneficiaryGift, BeneficiaryOffersResponse, CheckinPricesResponse } from '@/contracts/redemption';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BeneficiaryRedemption, type BeneficiaryDatesSlot } from '../beneficiary-redemption';

const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const month = () => new Date().toISOString().slice(0, 7);

const GIFT: BeneficiaryGift = { kind: 'BOX', prefix: 'K7QM', value: 14990, validUntil: '2028-05-31', nights: 1, box: { code: 'ROMANCE1N-EBOX', title: 'Escapade romantique' } };
const OFFERS: BeneficiaryOffersResponse = {
  gift: GIFT,
  totalCount: 2,
  page: 0,
  pageSize: 12,
  exactMatches: [
    { id: 11, label: 'Nuit à Lyon', nights: 1, imageUrl: '/img/a.jpg', hotel: { id: 1, label: 'Hôtel A', stars: 3, city: 'Lyon', regionId: 5 }, price: 12990, priceFrom: true, supplement: 0, activitiesToDate: [] },
    { id: 12, label: 'Nuit à Annecy', nights: 1, imageUrl: '/img/b.jpg', hotel: { id: 2, label: 'Hôtel B', stars: 4, city: 'Annecy', regionId: 6 }, price: 17990, priceFrom: false, supplement: 3000, activitiesToDate: [] },
  ],
};
const FACETS = { stars: [{ value: 3, label: '3', count: 1 }, { value: 4, label: '4', count: 1 }], regions: [{ value: 5, label: 'Rhône-Alpes', count: 2 }], hotels: [{ value: 1, label: 'Hôtel A', count: 1 }, { value: 2, label: 'Hôtel B', count: 1 }] };
/** The calendar's month: day 28 included, 27 with a supplement, 26 a 2-night minimum stay, the rest without data. */
const days = (m: string): CheckinPricesResponse => ({
  offerId: 12,
  month: m,
  nights: 1,
  days: [26, 27, 28].map((d) => ({ day: `${m}-${d}`, minLos: d === 26 ? 2 : 1, displayTotalPrice: d === 27 ? 17990 : d === 28 ? 12990 : 9000 })),
});

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
const ENDED: Answer = { status: 401, body: { error: 'unauthorized', code: 'BENEFICIARY_SESSION_ENDED', message: 'x' } };

/** fetch as the server answers: the login's answers in turn; offers, facets and the calendar, or `ended` (the session's 401) for those. */
function mockServer(login: Answer[], offers: BeneficiaryOffersResponse = OFFERS, { ended = [] as string[] } = {}) {
  const calls: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const answer = ended.some((part) => url.includes(part))
      ? ENDED
      : url.includes('/login')
        ? login.shift()!
        : url.includes('/logout')
          ? { status: 200, body: { ok: true } }
          : url.includes('/offers')
            ? { status: 200, body: offers }
            : url.includes('/facets')
              ? { status: 200, body: FACETS }
              : { status: 200, body: days(new URL(url, 'http://x').searchParams.get('month')!) };
    return { ok: answer.status < 300, status: answer.status, headers: new Headers(answer.headers ?? {}), json: async () => answer.body };
  }) as unknown as typeof fetch;
  return calls;
}

describe('BeneficiaryRedemption', () => {
  it.each([
    ['fr-FR', 'Code cadeau', 'Voir mes séjours', 'Trop d’essais. Merci de patienter 4 secondes avant de réessayer.'],
    ['es-ES', null, null, 'Demasiados intentos. Espera 4 segundos antes de volver a intentarlo.'],
  ] as const)('says the wait the server asks for when codes come too fast (%s)', async (locale, fieldName, button, said) => {
    document.cookie = 'escapade-csrf=csrf-token-of-the-page-0000000000000';
    mockServer([{ status: 429, body: { error: 'too_many_requests', message: 'x' }, headers: { 'retry-after': '4' } }]);
    const user = userEvent.setup();
    renderWithProviders(<BeneficiaryRedemption />, { locale });
    await user.type(fieldName ? await screen.findByRole('textbox', { name: fieldName }) : (await screen.findAllByRole('textbox'))[0], 'k7qm 3xhd rw9p tb2c');
    await user.click(button ? screen.getByRole('button', { name: button }) : screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!);
    expect(await screen.findByRole('alert')).toHaveTextContent(said);
  });


  it('refuses a used code with its text, then opens a box code: the gift, the cards with their supplement, the facets', async () => {
    document.cookie = 'escapade-csrf=csrf-token-of-the-page-0000000000000';
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
    // The code goes in the body, never in an address, with the page's CSRF token.
    expect(calls[0]).toMatchObject({ url: '/api/beneficiary/login', body: { code: 'k7qm 3xhd rw9p tb2c', locale: 'fr_FR' }, headers: { 'x-csrf-token': 'csrf-token-of-the-page-0000000000000' } });
    await user.click(screen.getByRole('button', { name: 'Voir mes séjours' }));
    expect(await screen.findByRole('heading', { name: 'Votre coffret : Escapade romantique' })).toBeVisible();
    expect(text(screen.getByText(/D’une valeur de/))).toContain('149,90 €, 1 nuit pour 2, valable jusqu’au 31 mai 2028');
    const cards = await screen.findAllByTestId('beneficiary-offer');
    expect(text(cards[0])).toContain('Inclus dans votre cadeau');
    // A price that varies by date says so; one that does not is the stay's.
    expect(text(cards[0])).toContain('Séjour à partir de 129,90 €');
    expect(text(cards[1])).toContain('Prix du séjour : 179,90 €');
    expect(text(cards[1])).toContain('Supplément : 30 €');
    expect(screen.getByRole('heading', { name: '2 séjours' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: '4 étoiles (1)' })).toBeVisible();
    // Then the code is never sent again: the server's session holds the gift.
    expect(calls.filter((c) => c.url !== '/api/beneficiary/login').every((c) => c.body === null || !('code' in (c.body as object)))).toBe(true);
    expect(calls.find((c) => c.url === '/api/beneficiary/offers')?.body).toEqual({ locale: 'fr_FR', page: 0, stars: [], regionId: null, hotelId: null, checkin: null, nights: null });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("opens on the session's gift (a reload, back from the checkout); 'Use another code' ends the session on the server", async () => {
    document.cookie = 'escapade-csrf=csrf-token-of-the-page-0000000000000';
    const calls = mockServer([]);
    const user = userEvent.setup();
    renderWithProviders(<BeneficiaryRedemption initialGift={GIFT} />);
    expect(await screen.findAllByTestId('beneficiary-offer')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Utiliser un autre code' }));
    expect(await screen.findByRole('textbox', { name: 'Code cadeau' })).toHaveValue('');
    expect(calls.find((c) => c.url === '/api/beneficiary/logout')).toMatchObject({ body: {}, headers: { 'x-csrf-token': 'csrf-token-of-the-page-0000000000000' } });
    expect(screen.queryByTestId('beneficiary-offer')).toBeNull();
  });

  it('goes back to the code field, saying so, when the session has ended: on rendering, on a search, in the calendar', async () => {
    mockServer([], OFFERS, { ended: ['/offers'] });
    const { unmount } = renderWithProviders(<BeneficiaryRedemption initialGift={GIFT} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre session cadeau a pris fin. Saisissez à nouveau votre code pour retrouver vos séjours.');
    expect(screen.getByRole('textbox', { name: 'Code cadeau' })).toBeVisible();
    unmount();
    // The page rendered by the server after the session ended (a reload a day later).
    mockServer([]);
    const second = renderWithProviders(<BeneficiaryRedemption ended="BENEFICIARY_SESSION_ENDED" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Votre session cadeau a pris fin.');
    second.unmount();
    // A gift booked meanwhile in another tab: its own text.
    const third = renderWithProviders(<BeneficiaryRedemption ended="GIFT_CODE_USED" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ce code a déjà été utilisé.');
    third.unmount();
    // The calendar opened when the session ends: closed, and the code field again.
    mockServer([], OFFERS, { ended: ['packageCheckinPrices'] });
    const user = userEvent.setup();
    renderWithProviders(<BeneficiaryRedemption initialGift={GIFT} />);
    const cards = await screen.findAllByTestId('beneficiary-offer');
    await user.click(within(cards[1]).getByRole('button', { name: 'Voir les dates de Nuit à Annecy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre session cadeau a pris fin.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Code cadeau' })).toBeVisible();
  });

  it("marks a stay's days included, with a supplement or not available (§5), and books a chosen day at the stay checkout", async () => {
    mockServer([]);
    const user = userEvent.setup();
    renderWithProviders(<BeneficiaryRedemption initialGift={GIFT} />);
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

  it('asks a 2-night stay\'s activity dates under the chosen day, and books only with all of them (§4)', async () => {
    const gift: BeneficiaryGift = { ...GIFT, nights: 2, box: { code: 'ESCAPE2N-EBOX', title: 'Escapade de deux nuits' } };
    const activities = [
      { activityId: 7, title: 'Visite de cave' },
      { activityId: 9, title: 'Balade à vélo' },
    ];
    mockServer([], { ...OFFERS, gift, exactMatches: OFFERS.exactMatches.map((c) => ({ ...c, nights: 2, activitiesToDate: c.id === 12 ? activities : [] })) });
    const user = userEvent.setup();
    renderWithProviders(<BeneficiaryRedemption initialGift={gift} />);
    const cards = await screen.findAllByTestId('beneficiary-offer');
    await user.click(within(cards[1]).getByRole('button', { name: 'Voir les dates de Nuit à Annecy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dates de Nuit à Annecy' });
    await waitFor(() => expect(dialog.querySelector(`td[data-day="${month()}-27"]`)).toHaveAttribute('data-status', 'supplement'));
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /supplément de 30\s€/ }));
    const cellar = within(dialog).getByRole('combobox', { name: "Date de l'activité : Visite de cave" });
    const bike = within(dialog).getByRole('combobox', { name: "Date de l'activité : Balade à vélo" });
    // The days of the 2-night stay from the 27th: the 27th and the 28th (not the checkout day).
    expect(within(cellar).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['', '7_0', '7_1']);
    const book = within(dialog).getByRole('link', { name: 'Réserver ces dates' });
    expect(book).toHaveAttribute('href', `/reservation/12#checkin=${month()}-27&night=2&a=2`);
    // Book without the dates stays here: the message, both flagged, the first focused.
    await user.click(book);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Veuillez choisir les dates de vos activités.');
    expect(cellar).toHaveAttribute('aria-invalid', 'true');
    expect(bike).toHaveAttribute('aria-invalid', 'true');
    expect(cellar).toHaveFocus();
    await user.selectOptions(cellar, '7_1');
    expect(cellar).not.toHaveAttribute('aria-invalid');
    expect(book).toHaveAttribute('href', `/reservation/12#checkin=${month()}-27&night=2&a=2&activityDates=7_1`);
    await user.click(book);
    expect(bike).toHaveFocus();
    await user.selectOptions(bike, '9_0');
    expect(book).toHaveAttribute('href', `/reservation/12#checkin=${month()}-27&night=2&a=2&activityDates=7_1,9_0`);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
    // Another arrival day is another stay: its activity days are asked again.
    await user.click(within(dialog).getByRole('button', { name: / 28 .*inclus dans votre cadeau/ }));
    expect(within(dialog).getByRole('combobox', { name: "Date de l'activité : Visite de cave" })).toHaveValue('');
    expect(within(dialog).getByRole('link', { name: 'Réserver ces dates' })).toHaveAttribute('href', `/reservation/12#checkin=${month()}-28&night=2&a=2`);
  });

  it('searches by a check-in and nights (the calendar and the checkout then price those nights) and by hotel', async () => {
    const calls = mockServer([]);
    const user = userEvent.setup();
    // The site hands in its calendar field; here a stand-in choosing the 27th to the 29th.
    const dates = ({ checkin, checkout, onChange }: BeneficiaryDatesSlot) => (
      <button type="button" onClick={() => onChange({ checkin: `${month()}-27`, checkout: `${month()}-29` })}>
        {checkin ? `${checkin} – ${checkout}` : 'Dates'}
      </button>
    );
    const { container } = renderWithProviders(<BeneficiaryRedemption initialGift={GIFT} renderDates={dates} />);
    expect(await screen.findAllByTestId('beneficiary-offer')).toHaveLength(2);
    expect(screen.getByText(/Votre cadeau couvre 1 nuit\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dates' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ checkin: `${month()}-27`, nights: 2 }));
    expect(calls.filter((c) => c.url === '/api/beneficiary/facets').at(-1)?.body).toMatchObject({ checkin: `${month()}-27`, nights: 2 });
    expect(screen.getByRole('button', { name: `${month()}-27 – ${month()}-29` })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hôtel' }), 'Hôtel B (1)');
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/beneficiary/offers').at(-1)?.body).toMatchObject({ hotelId: 2, checkin: `${month()}-27`, nights: 2, page: 0 }));
    expect(await axeViolations(container)).toEqual([]);
    const cards = await screen.findAllByTestId('beneficiary-offer');
    await user.click(within(cards[1]).getByRole('button', { name: 'Voir les dates de Nuit à Annecy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dates de Nuit à Annecy' });
    await waitFor(() => expect(calls.some((c) => c.url.includes('packageCheckinPrices') && c.url.includes('nights=2'))).toBe(true));
    await user.click(await within(dialog).findByRole('button', { name: /supplément de 30\s€/ }));
    expect(within(dialog).getByRole('link', { name: 'Réserver ces dates' })).toHaveAttribute('href', `/reservation/12#checkin=${month()}-27&night=2&a=2`);
  });
});
