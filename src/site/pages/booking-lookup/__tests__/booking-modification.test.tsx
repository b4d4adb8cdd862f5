import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { BookingChange, ModificationOptions } from '@/contracts/booking-modification';
import { placedOrder } from '@/features/checkout/components/__fixtures__/cart-fixture';
import { offer } from '@/features/search/components/__fixtures__/offers';
import { renderWithProviders } from '@/testing/render-with-providers';
import BookingLookupPage from '../booking-lookup-page';

const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

function mockServer(answers: { status: number; body: unknown }[]) {
  const calls: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = answers.shift() ?? { status: 500, body: null };
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
  }) as unknown as typeof fetch;
  return calls;
}

/** The booking (25 900 c, 4–6 Dec) and two stays of its hotel on 11–13 Dec: the same offer (dearer) and a cheaper one. */
const booking = placedOrder();
const options = (over: Partial<ModificationOptions> = {}): ModificationOptions => ({
  bookingNumber: '01234567',
  modifiability: 'open',
  deadline: '2026-11-30',
  criteria: { checkin: '2026-12-11', checkout: '2026-12-13', nights: 2, adults: 2, children: 1, babies: 0 },
  currentTotal: 25_900,
  options: [
    { offerId: 43, offer: offer({ label: 'Escapade gourmande', sellPrice: 210, refPrice: null, nights: 2, priceType: 'final' }, 43), total: 21_000, difference: -4_900, cancellationDeadline: '2026-12-07', current: false, activities: [] },
    { offerId: 42, offer: offer({ label: 'Week-end détente à Annecy', sellPrice: 300, refPrice: null, nights: 2, priceType: 'final' }, 42), total: 30_000, difference: 4_100, cancellationDeadline: '2026-12-07', current: false, activities: [] },
  ],
  ...over,
});
const modified = (total: number, settlement: string, settledAmount: number) => ({
  order: { ...booking, accessKey: undefined, paymentUrl: undefined, total, payAtHotel: total, criteria: { ...booking.criteria, checkin: '2026-12-11', checkout: '2026-12-13' } },
  previousTotal: 25_900,
  difference: total - 25_900,
  settlement,
  settledAmount,
  releasedNights: 2,
  heldNights: 2,
});

/** A change stored on My booking: 4–6 Dec for 2 adults and a child → 11–13 Dec for 3 adults and a child, Léa Martin added. */
const change = (over: Partial<BookingChange> = {}): BookingChange => ({
  at: '2026-11-26T13:05:00.000Z',
  before: { offerId: 42, label: 'Week-end détente à Annecy', checkin: '2026-12-04', checkout: '2026-12-06', nights: 2, guests: { adults: 2, children: 1, babies: 0 }, activityDays: ['2026-12-05'] },
  after: { offerId: 42, label: 'Week-end détente à Annecy', checkin: '2026-12-11', checkout: '2026-12-13', nights: 2, guests: { adults: 3, children: 1, babies: 0 }, activityDays: ['2026-12-11'] },
  previousTotal: 25_900,
  total: 36_000,
  difference: 10_100,
  settlement: 'atHotel',
  settledAmount: 10_100,
  travellersAdded: [{ firstName: 'Léa', lastName: 'Martin' }],
  travellersRemoved: [],
  ...over,
});

async function findBooking(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Numéro de réservation' }), '01234567');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'marie@example.fr');
  await user.click(screen.getByRole('button', { name: 'Retrouver ma réservation' }));
  await screen.findByTestId('booking-number');
}

async function seeStaysOn(user: ReturnType<typeof userEvent.setup>, day: string) {
  await user.click(screen.getByRole('button', { name: 'Modifier ma réservation' }));
  const checkin = await screen.findByLabelText("Date d'arrivée");
  await user.clear(checkin);
  await user.type(checkin, day);
  await user.click(screen.getByRole('button', { name: 'Voir les séjours' }));
}

describe("My booking's modification", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("shows the hotel's stays for other dates as cards with the new total and the difference, and moves the booking once confirmed", async () => {
    const calls = mockServer([
      { status: 200, body: booking },
      { status: 200, body: options({ criteria: { ...options().criteria, checkin: '2026-12-04', checkout: '2026-12-06' }, options: [{ ...options().options[1], total: 25_900, difference: 0, current: true }] }) },
      { status: 200, body: options() },
      { status: 200, body: modified(30_000, 'atHotel', 4_100) },
    ]);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BookingLookupPage />);
    await findBooking(user);
    await seeStaysOn(user, '2026-12-11');
    // The booking's own dates first (shown, not chosen), then the dates asked.
    expect(calls[1]).toEqual({ url: '/api/orders/01234567/modify/options', body: { email: 'marie@example.fr', checkin: '2026-12-04', nights: 2, adults: 2, children: 1, babies: 0 } });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toEqual({ url: '/api/orders/01234567/modify/options', body: { email: 'marie@example.fr', checkin: '2026-12-11', nights: 2, adults: 2, children: 1, babies: 0 } });
    const section = screen.getByRole('region', { name: 'Modifier la réservation 01234567' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(text(section)).toContain('Modification gratuite jusqu\'au lundi 30 novembre 2026 : dates, voyageurs et jours des activités.');
    expect(text(cards[0].closest('li'))).toContain('Nouveau total : 210 €49 € de moins');
    expect(text(cards[1].closest('li'))).toContain('Nouveau total : 300 €41 € de plus');
    expect(await axeViolations(container)).toEqual([]);

    // The card's title chooses the stay (the MODIFICATION view: a button, not a link to the product page).
    await user.click(within(cards[1]).getByRole('button', { name: 'Week-end détente à Annecy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la modification ?' });
    expect(text(dialog)).toContain('Week-end détente à Annecy, du vendredi 11 décembre 2026 au dimanche 13 décembre 2026.');
    expect(text(dialog)).toContain('Nouveau total : 300 €41 € de plus');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la modification' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Votre réservation est modifiée.'));
    expect(text(screen.getByRole('status'))).toContain('41 € de plus à régler à l\'hôtel.');
    expect(calls[3]).toEqual({ url: '/api/orders/01234567/modify', body: { email: 'marie@example.fr', offerId: 42, checkin: '2026-12-11', nights: 2, adults: 2, children: 1, babies: 0, shownTotal: 30_000 } });
    // The booking shown is the new one.
    expect(text(container)).toContain('vendredi 11 décembre 2026');
  });

  it('changes the guests and the day of an activity: the stays for the new guests, the day chosen sent with the choice', async () => {
    const forOne = options({
      criteria: { ...options().criteria, checkin: '2026-12-04', checkout: '2026-12-06', adults: 1, children: 1, babies: 0 },
      options: [{ ...options().options[1], total: 19_000, difference: -6_900, activities: [{ activityId: 17, title: 'Journée spa', dayIndex: 1 }] }],
    });
    const calls = mockServer([
      { status: 200, body: booking },
      { status: 200, body: options() },
      { status: 200, body: forOne },
      { status: 200, body: modified(19_000, 'atHotel', 6_900) },
    ]);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BookingLookupPage />);
    await findBooking(user);
    await user.click(screen.getByRole('button', { name: 'Modifier ma réservation' }));
    // The booking's guests are there to change; the children's and babies' ages are said.
    const adults = await screen.findByRole('combobox', { name: 'Adultes' });
    expect(adults).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Enfants' })).toHaveAccessibleDescription('De 2 à 11 ans');
    await user.selectOptions(adults, '1');
    await user.click(screen.getByRole('button', { name: 'Voir les séjours' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].body).toMatchObject({ adults: 1, children: 1, babies: 0 });
    await user.click(await screen.findByRole('button', { name: 'Week-end détente à Annecy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la modification ?' });
    expect(text(dialog)).toContain('1 adulte, 1 enfant');
    expect(text(dialog)).toContain('Nouveau total : 190 €69 € de moins');
    const day = within(dialog).getByRole('combobox', { name: 'Jour de l\'activité « Journée spa »' });
    expect(day).toHaveDisplayValue('samedi 5 décembre');
    await user.selectOptions(day, 'vendredi 4 décembre');
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la modification' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('69 € de moins à régler à l\'hôtel.'));
    expect(calls[3].body).toEqual({ email: 'marie@example.fr', offerId: 42, checkin: '2026-12-04', nights: 2, adults: 1, children: 1, babies: 0, activityDates: ['17_0'], shownTotal: 19_000 });
  });

  it('shows the price the server has when it changed, and confirms again with it', async () => {
    const calls = mockServer([
      { status: 200, body: booking },
      { status: 200, body: options() },
      { status: 409, body: { error: 'conflict', code: 'PRICE_CHANGED', message: 'x', textId: 'product.booking.error.unavailable', priceChange: { previous: 21_000, current: 22_000, diff: 1_000 } } },
      { status: 200, body: modified(22_000, 'atHotel', 3_900) },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<BookingLookupPage />);
    await findBooking(user);
    await user.click(screen.getByRole('button', { name: 'Modifier ma réservation' }));
    await user.click(await screen.findByRole('button', { name: 'Escapade gourmande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la modification ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la modification' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le prix de ce séjour vient de changer');
    expect(text(dialog)).toContain('Nouveau total : 220 €39 € de moins');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la modification' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('39 € de moins à régler à l\'hôtel.'));
    expect((calls[3].body as { shownTotal: number }).shownTotal).toBe(22_000);
  });

  it('says the last room went to someone else and leaves that stay out', async () => {
    mockServer([
      { status: 200, body: booking },
      { status: 200, body: options() },
      { status: 409, body: { error: 'conflict', code: 'NO_MORE_AVAILABILITY', message: 'x', textId: 'product.booking.error.unavailable' } },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<BookingLookupPage />);
    await findBooking(user);
    await user.click(screen.getByRole('button', { name: 'Modifier ma réservation' }));
    await user.click(await screen.findByRole('button', { name: 'Escapade gourmande' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer la modification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Plus de disponibilités.');
    expect(screen.queryByRole('button', { name: 'Escapade gourmande' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Week-end détente à Annecy' })).toBeInTheDocument();
  });

  it('opens at once from the contact page and says so past the deadline', async () => {
    window.history.replaceState(null, '', '/ma-reservation#request=modify');
    mockServer([
      { status: 200, body: booking },
      { status: 200, body: options({ modifiability: 'closed', options: [] }) },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<BookingLookupPage />);
    expect(screen.getByText(/choisissez « Modifier ma réservation »/)).toBeInTheDocument();
    await findBooking(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('La date limite de modification gratuite de cette réservation est passée');
    expect(screen.queryByRole('button', { name: 'Voir les séjours' })).toBeNull();
  });

  it('offers no modification for a cancelled booking', async () => {
    mockServer([{ status: 200, body: placedOrder({ status: 'cancelled', cancellation: { cancelledAt: '2026-11-26T12:00:00Z', refundAmount: 0 } }) }]);
    const user = userEvent.setup();
    renderWithProviders(<BookingLookupPage />);
    await findBooking(user);
    expect(screen.queryByRole('button', { name: 'Modifier ma réservation' })).toBeNull();
  });

  it("lists the booking's modifications, newest first: what it was and became, the difference and how it was settled", async () => {
    const older = change({
      at: '2026-11-24T08:00:00.000Z',
      before: { ...change().before, offerId: 43, label: 'Escapade gourmande', guests: null, activityDays: [] },
      after: { ...change().before, guests: null, activityDays: [] },
      previousTotal: 30_000,
      total: 25_900,
      difference: -4_100,
      settlement: 'refund',
      settledAmount: 4_100,
      travellersAdded: [],
      travellersRemoved: [{ firstName: 'Paul', lastName: 'Dupont' }],
    });
    mockServer([{ status: 200, body: placedOrder({ modifications: [change(), older] }) }]);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BookingLookupPage />);
    await findBooking(user);
    const history = screen.getByRole('region', { name: 'Historique des modifications' });
    const [newest, oldest] = within(history).getAllByRole('table');
    // The time on the point of sale's clock (Paris), dates and money in French.
    expect(newest).toHaveAccessibleName('Modifiée le 26 novembre 2026 à 14:05');
    const rows = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => text(row));
    expect(rows(newest)).toEqual([
      'AvantAprès',
      'Datesdu 4 déc. 2026 au 6 déc. 2026 (2 nuits)du 11 déc. 2026 au 13 déc. 2026 (2 nuits)',
      'Voyageurs2 adultes, 1 enfant3 adultes, 1 enfant',
      'Jours des activitéssam. 5 déc.ven. 11 déc.',
      'Total259 €360 €',
    ]);
    expect(text(newest.closest('li'))).toContain('101 € de plus 101 € de plus à régler à l\'hôtel.');
    expect(text(newest.closest('li'))).toContain('Voyageurs ajoutés : Léa Martin');
    // An older change: another stay of the hotel, its guests not kept then, cheaper and refunded, a name removed.
    expect(oldest).toHaveAccessibleName('Modifiée le 24 novembre 2026 à 09:00');
    expect(rows(oldest)).toEqual(['AvantAprès', 'SéjourEscapade gourmandeWeek-end détente à Annecy', 'Datesdu 4 déc. 2026 au 6 déc. 2026 (2 nuits)du 4 déc. 2026 au 6 déc. 2026 (2 nuits)', 'Total300 €259 €']);
    expect(text(oldest.closest('li'))).toContain('41 € de moins 41 € vous seront remboursés.');
    expect(text(oldest.closest('li'))).toContain('Voyageurs retirés : Paul Dupont');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows no history for a booking never modified', async () => {
    mockServer([{ status: 200, body: placedOrder({ modifications: [] }) }]);
    const user = userEvent.setup();
    renderWithProviders(<BookingLookupPage />);
    await findBooking(user);
    expect(screen.queryByRole('region', { name: 'Historique des modifications' })).toBeNull();
  });

  it("asks the names of the travellers a stay adds with the checkout's rules, sends them, and shows them and the change once done", async () => {
    const forThree = options({
      criteria: { ...options().criteria, adults: 3 },
      options: [{ ...options().options[1], total: 36_000, difference: 10_100 }],
    });
    const done = modified(36_000, 'atHotel', 10_100);
    const calls = mockServer([
      { status: 200, body: booking },
      { status: 200, body: options() },
      { status: 200, body: forThree },
      {
        status: 200,
        body: {
          ...done,
          order: { ...done.order, criteria: { ...done.order.criteria, adults: 3 }, travellers: [...booking.travellers, { firstName: 'Léa', lastName: 'Martin' }], modifications: [change()] },
        },
      },
    ]);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BookingLookupPage />);
    await findBooking(user);
    await user.click(screen.getByRole('button', { name: 'Modifier ma réservation' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Adultes' }), '3');
    await user.click(screen.getByRole('button', { name: 'Voir les séjours' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    await user.click(await screen.findByRole('button', { name: 'Week-end détente à Annecy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la modification ?' });
    // One adult more: one name asked, after the two the booking holds ('Voyageur 3').
    const newcomers = within(dialog).getByRole('region', { name: 'Les nouveaux voyageurs' });
    const traveller = within(newcomers).getByRole('group', { name: 'Voyageur 3' });
    const first = within(traveller).getByRole('textbox', { name: 'Prénom' });
    const last = within(traveller).getByRole('textbox', { name: 'Nom' });
    // Confirming without the names: each field says what is wrong, the first takes the focus, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la modification' }));
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Champ obligatoire');
    expect(last).toHaveAccessibleDescription('Champ obligatoire');
    expect(calls).toHaveLength(3);
    await user.type(first, 'L3a');
    await user.tab();
    expect(first).toHaveAccessibleDescription('Seul du texte est attendu');
    await user.clear(first);
    await user.type(first, ' Léa ');
    await user.type(last, 'Martin');
    await user.tab();
    expect(first).toHaveAttribute('aria-invalid', 'false');
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la modification' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('101 € de plus à régler à l\'hôtel.'));
    expect(calls[3].body).toEqual({ email: 'marie@example.fr', offerId: 42, checkin: '2026-12-11', nights: 2, adults: 3, children: 1, babies: 0, travellers: [{ firstName: 'Léa', lastName: 'Martin' }], shownTotal: 36_000 });
    // My booking's travellers and the history show the change.
    expect(within(screen.getByRole('region', { name: 'Voyageurs' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Marie Dupont', 'Paul Dupont', 'Léa Martin']);
    expect(text(screen.getByRole('region', { name: 'Historique des modifications' }))).toContain('Voyageurs ajoutés : Léa Martin');
  });

  it('asks no name for a stay with fewer guests, and keeps the question open when the server refuses the names', async () => {
    const forThree = options({ criteria: { ...options().criteria, adults: 3 }, options: [{ ...options().options[1], total: 36_000, difference: 10_100 }] });
    const calls = mockServer([
      { status: 200, body: booking },
      { status: 200, body: options() },
      { status: 200, body: forThree },
      { status: 400, body: { error: 'bad_request', message: 'Invalid request body', issues: [{ path: 'travellers.0.firstName', message: 'Only text is expected' }] } },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<BookingLookupPage />);
    await findBooking(user);
    await user.click(screen.getByRole('button', { name: 'Modifier ma réservation' }));
    // The booking's own guests: no name to ask.
    await user.click(await screen.findByRole('button', { name: 'Escapade gourmande' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('region', { name: 'Les nouveaux voyageurs' })).toBeNull();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Non, garder ma réservation' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Adultes' }), '3');
    await user.click(screen.getByRole('button', { name: 'Voir les séjours' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    await user.click(await screen.findByRole('button', { name: 'Week-end détente à Annecy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la modification ?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Prénom' }), 'Léa');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Martin');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la modification' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Vérifiez le prénom et le nom de chaque nouveau voyageur.');
    expect(within(dialog).getByRole('textbox', { name: 'Prénom' })).toHaveValue('Léa');
  });

  it('says how a booking paid with a gift code changes, and that a cheaper stay refunds nothing of what the code paid', async () => {
    const paidWithCode = placedOrder({ paymentMethod: 'giftCode', payAtHotel: 0, giftCodeAmount: 25_900, giftcards: [{ serialNumber: 'GC7K', kind: 'GIFTCARD', usedAmount: 25_900, balanceAfter: 0 }] });
    const calls = mockServer([
      { status: 200, body: paidWithCode },
      { status: 200, body: options() },
      { status: 200, body: { ...modified(21_000, 'giftCodes', 4_900), order: { ...paidWithCode, accessKey: undefined, paymentUrl: undefined, total: 21_000 } } },
    ]);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BookingLookupPage />);
    await findBooking(user);
    await user.click(screen.getByRole('button', { name: 'Modifier ma réservation' }));
    const section = await screen.findByRole('region', { name: 'Modifier la réservation 01234567' });
    expect(text(section)).toContain('Réservation payée avec un code cadeau : ce que le code a payé reste acquis à la réservation, sans être remboursé.');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Escapade gourmande' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer la modification' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Le séjour coûte 49 € de moins que ce que vos codes cadeaux ont payé : cette part reste acquise à votre réservation, elle n\'est pas remboursée.'));
    expect(calls[2].body).toMatchObject({ offerId: 43, shownTotal: 21_000 });
  });
});
