import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BookingLookup } from '../booking-lookup';
import { placedOrder } from '../__fixtures__/cart-fixture';

const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

function mockServer(answers: { status: number; body: unknown; headers?: Record<string, string> }[]) {
  const calls: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = answers.shift() ?? { status: 500, body: null };
    return { ok: answer.status < 300, status: answer.status, headers: new Headers(answer.headers ?? {}), json: async () => answer.body };
  }) as unknown as typeof fetch;
  return calls;
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, number = '01234567') {
  await user.type(screen.getByRole('textbox', { name: 'Numéro de réservation' }), number);
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'marie@example.fr');
  await user.click(screen.getByRole('button', { name: 'Retrouver ma réservation' }));
}

describe('BookingLookup', () => {
  it('asks for 8 digits before calling', async () => {
    const calls = mockServer([]);
    const user = userEvent.setup();
    renderWithProviders(<BookingLookup />);
    await lookUp(user, '1234');
    expect(screen.getByRole('textbox', { name: 'Numéro de réservation' })).toHaveAccessibleDescription('Le numéro de réservation est composé de 8 chiffres');
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['4', 'fr-FR', 'Trop de recherches en peu de temps. Patientez 4 secondes avant de réessayer.'],
    ['1', 'fr-FR', 'Trop de recherches en peu de temps. Patientez 1 seconde avant de réessayer.'],
    ['90', 'fr-FR', 'Trop de recherches en peu de temps. Patientez 2 minutes avant de réessayer.'],
    [null, 'fr-FR', 'Trop de recherches en peu de temps. Patientez quelques instants avant de réessayer.'],
    ['3', 'nl-BE', 'Te veel zoekopdrachten in korte tijd. Wacht 3 seconden en probeer het dan opnieuw.'],
    ['3', 'it-IT', 'Troppe ricerche in poco tempo. Aspetta 3 secondi prima di riprovare.'],
  ] as const)('says the real wait when lookups come too fast (Retry-After %s, %s)', async (retryAfter, locale, said) => {
    mockServer([{ status: 429, body: { error: 'too_many_requests' }, headers: retryAfter ? { 'retry-after': retryAfter } : {} }]);
    const user = userEvent.setup();
    renderWithProviders(<BookingLookup />, { locale });
    await user.type(screen.getByRole('textbox', { name: /^(Numéro de réservation|Boekingsnummer|Numero di prenotazione)/ }), '01234567');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'marie@example.fr');
    await user.click(screen.getByRole('button', { name: /Retrouver|Zoek|Trova|Recupera|boeking|prenotazione/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(said);
  });

  it("finds the booking, announces the server's refund before cancelling, and shows the refund given", async () => {
    const calls = mockServer([
      { status: 200, body: placedOrder({ refundIfCancelledNow: 20_720 }) },
      { status: 200, body: { bookingNumber: '01234567', status: 'cancelled', cancelledAt: '2026-11-26T12:00:00Z', refundAmount: 20_720, releasedNights: 2 } },
    ]);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BookingLookup />);
    await lookUp(user);
    expect(await screen.findByTestId('booking-number')).toHaveTextContent('01234567');
    expect(calls[0]).toEqual({ url: '/api/orders/lookup', body: { bookingNumber: '01234567', email: 'marie@example.fr' } });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Annuler ma réservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler la réservation 01234567 ?' });
    expect(text(dialog)).toContain("Selon les conditions d'annulation, vous serez remboursé de 207,20 €.");
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Votre réservation est annulée.'));
    expect(text(screen.getByRole('status'))).toContain('Remboursement : 207,20 €.');
    expect(calls[1]).toEqual({ url: '/api/orders/01234567/cancel', body: { email: 'marie@example.fr' } });
    expect(screen.queryByRole('button', { name: 'Annuler ma réservation' })).toBeNull();
  });

  it('shows on the booking found what its gift code paid and what is left to pay at the hotel', async () => {
    const order = placedOrder({ total: 21_100, payAtHotel: 5_610, giftCodeAmount: 15_490, giftcards: [{ serialNumber: 'GC7K', kind: 'BOX', usedAmount: 15_490, balanceAfter: 0 }] });
    mockServer([{ status: 200, body: order }]);
    const user = userEvent.setup();
    renderWithProviders(<BookingLookup />);
    await lookUp(user);
    const recap = await screen.findByRole('region', { name: 'Votre séjour' });
    expect(text(within(recap).getByRole('row', { name: /Code GC7K/ }))).toContain('−154,90 €');
    expect(text(within(recap).getByRole('row', { name: /À régler à l'hôtel/ }))).toContain('56,10 €');
  });

  describe("the contact page's quick actions (#request=…)", () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('opens the cancel question once the booking is found', async () => {
      window.history.replaceState(null, '', '/ma-reservation#request=cancel');
      mockServer([{ status: 200, body: placedOrder({ refundIfCancelledNow: 20_720 }) }]);
      const user = userEvent.setup();
      renderWithProviders(<BookingLookup />);
      await lookUp(user);
      expect(await screen.findByRole('dialog', { name: 'Annuler la réservation 01234567 ?' })).toBeInTheDocument();
    });

    it('puts the focus on the invoice, which downloads the PDF the server writes', async () => {
      window.history.replaceState(null, '', '/ma-reservation#request=invoice');
      const calls = mockServer([{ status: 200, body: placedOrder() }]);
      const user = userEvent.setup();
      renderWithProviders(<BookingLookup />);
      await lookUp(user);
      const invoice = await screen.findByRole('button', { name: 'Télécharger la facture' });
      await waitFor(() => expect(invoice).toHaveFocus());
      global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init?.body)) });
        return { ok: true, status: 200, blob: async () => new Blob(['%PDF-1.3']) };
      }) as unknown as typeof fetch;
      URL.createObjectURL = jest.fn(() => 'blob:invoice');
      URL.revokeObjectURL = jest.fn();
      const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      await user.click(invoice);
      await waitFor(() => expect(clicked).toHaveBeenCalled());
      expect(calls.at(-1)).toEqual({ url: '/api/orders/01234567/invoice', body: { email: 'marie@example.fr' } });
      clicked.mockRestore();
    });

    it('says how a booking is changed', async () => {
      window.history.replaceState(null, '', '/ma-reservation#request=modify');
      mockServer([]);
      renderWithProviders(<BookingLookup />);
      expect(screen.getByText(/Pour modifier votre réservation, retrouvez-la ci-dessous puis choisissez « Modifier ma réservation »/)).toBeInTheDocument();
    });
  });
});
