import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderConfirmation } from '../order-confirmation';
import { placedOrder } from '../__fixtures__/cart-fixture';

const KEY = 'k'.repeat(32);
const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** fetch answering each call with the next answer (the last one again once they run out). */
function mockServer(answers: { status: number; body: unknown }[]) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
  }) as unknown as typeof fetch;
  return calls;
}

const awaitingCard = placedOrder({ status: 'pending_payment', paymentMethod: 'card', paidNow: 25_900, payAtHotel: 0, paymentDeadline: '2026-12-01T10:30:00Z' });

describe('OrderConfirmation', () => {
  beforeEach(() => window.history.replaceState(null, '', `/confirmation/01234567#key=${KEY}`));

  it('waits for the card payment, reading the order again until the provider confirmed it', async () => {
    const calls = mockServer([
      { status: 200, body: awaitingCard },
      { status: 200, body: placedOrder({ status: 'confirmed', paymentMethod: 'card', paidNow: 25_900, payAtHotel: 0 }) },
    ]);
    const { container } = renderWithProviders(<OrderConfirmation bookingNumber="01234567" pollMs={400} />);
    // The first answer waits for the checkout schemas' chunk, which the first test of the file loads (slow on a busy machine).
    expect(await screen.findByText(/Nous attendons la confirmation de votre paiement par carte/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payer par carte' })).toBeInTheDocument();
    expect(screen.queryByText(/Un e-mail de confirmation/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await waitFor(() => expect(text(container)).toContain('Votre paiement de 259 € est bien reçu.'));
    expect(screen.queryByRole('button', { name: 'Payer par carte' })).toBeNull();
    expect(calls.every((url) => url === `/api/orders/01234567?accessKey=${KEY}`)).toBe(true);
  });

  it('says when the time to pay is over, and opens a new payment page for a buyer who came back unpaid', async () => {
    const answers: { status: number; body: unknown }[] = [{ status: 200, body: awaitingCard }];
    mockServer(answers);
    const openPaymentPage = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<OrderConfirmation bookingNumber="01234567" openPaymentPage={openPaymentPage} pollMs={60_000} />);
    const pay = await screen.findByRole('button', { name: 'Payer par carte' });
    answers.unshift({ status: 409, body: { error: 'conflict', code: 'PAYMENT_CLOSED', message: 'x', textId: 'x' } });
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le délai de paiement de cette réservation est dépassé');
    answers.unshift({ status: 200, body: { paymentUrl: 'https://pay.example.com/pay/cs_2' } });
    await user.click(pay);
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('https://pay.example.com/pay/cs_2'));
  });

  it('says a card payment not made in time released the booking', async () => {
    mockServer([{ status: 200, body: placedOrder({ status: 'expired', paymentMethod: 'card', paidNow: 25_900, payAtHotel: 0 }) }]);
    renderWithProviders(<OrderConfirmation bookingNumber="01234567" />);
    expect(await screen.findByText(/Le paiement par carte n'a pas été effectué à temps/)).toBeInTheDocument();
    expect(screen.getByText('Paiement non abouti')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Et maintenant ?' })).toBeNull();
  });

  it('says until when the bank transfer is awaited, on the point of sale\'s clock, and that the booking is released after it', async () => {
    const transfer = placedOrder({ status: 'pending_payment', paymentMethod: 'bankTransfer', paidNow: 25_900, payAtHotel: 0, bankTransfer: { reference: 'ESCAPADE-01234567', amount: 25_900, deadline: '2026-12-04T10:00:00.000Z' } });
    mockServer([{ status: 200, body: transfer }]);
    const { container } = renderWithProviders(<OrderConfirmation bookingNumber="01234567" />);
    expect(await screen.findByText(/Effectuez un virement de 259/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(text(container)).toContain('Sans virement reçu le vendredi 4 décembre 2026 à 11:00 au plus tard, la réservation sera annulée et ses chambres remises en vente.');
  });

  it("shows what a gift code paid of the stay, then what is left to pay at the hotel", async () => {
    mockServer([{ status: 200, body: partlyByCode }]);
    const { container } = renderWithProviders(<OrderConfirmation bookingNumber="01234567" />);
    const recap = await screen.findByRole('region', { name: 'Votre séjour' }, { timeout: 10_000 });
    expect(rowsOf(recap)).toEqual(['Séjour, 2 nuits | 211 €', 'Total TTC | 211 €', 'Code GC7K… | −154,90 €', "À régler à l'hôtel | 56,10 €"]);
    expect(text(container)).toContain("Vous réglerez 56,10 € directement à l'hôtel");
    expect(await axeViolations(container)).toEqual([]);
  });
});

/** A stay of 211 € a box code paid 154,90 € of, the rest at the hotel (issue 32, point 4). */
const partlyByCode = placedOrder({
  lines: [{ kind: 'stay', label: 'Séjour', quantity: 2, unitAmount: 10_550, amount: 21_100 }],
  total: 21_100,
  payAtHotel: 5_610,
  giftCodeAmount: 15_490,
  giftcards: [{ serialNumber: 'GC7K', kind: 'BOX', usedAmount: 15_490, balanceAfter: 0 }],
});

/** The recap table's rows, each as 'header | amount'. */
const rowsOf = (recap: HTMLElement) => within(recap).getAllByRole('row').map((row) => [...row.children].map((cell) => text(cell).trim().replace(/\s+/g, ' ')).join(' | '));

