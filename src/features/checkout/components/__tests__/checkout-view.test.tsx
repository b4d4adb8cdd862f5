import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CheckoutView, type CheckoutOffer } from '../checkout-view';
import { placedOrder, stayCart } from '../__fixtures__/cart-fixture';

const OFFER: CheckoutOffer = { offerId: 42, hotelId: 7, label: 'Week-end détente à Annecy', hotelLabel: 'Hôtel du Lac', town: 'Annecy', imageUrl: null, productHref: '/sejour/42/week-end-detente-a-annecy', dataFlowMode: 'push' };
const HASH = '#checkin=2026-12-04&checkout=2026-12-06&night=2&a=2&c=1&activityDates=17_1';
const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

type Answer = { status: number; body: unknown };
const json = (status: number, body: unknown): Answer => ({ status, body });

/** fetch answering the cart call with `cart` and the order call with each of `orders` in turn (a pending promise for 'pending'). */
function mockServer({ cart = json(200, stayCart()), orders = [] as (Answer | 'pending')[] } = {}) {
  const calls: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, body });
    const answer = url.includes('/cart') ? cart : orders.shift();
    if (answer === 'pending' || !answer) return new Promise(() => undefined);
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
  }) as unknown as typeof fetch;
  return calls;
}

function renderCheckout(navigate = jest.fn()) {
  window.history.replaceState(null, '', `/reservation/42${HASH}`);
  const view = renderWithProviders(<CheckoutView offer={OFFER} navigate={navigate} />);
  return { ...view, navigate };
}

/** The buyer's field (the other travellers' fields share the names, inside their own group). */
const buyer = (name: string) => screen.getAllByRole('textbox', { name })[0];

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(buyer('Prénom'), 'Marie');
  await user.type(buyer('Nom'), 'Dupont');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'marie@example.fr');
  await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '06 12 34 56 78');
  await user.type(screen.getByRole('textbox', { name: 'Adresse' }), '3 rue Oberkampf');
  await user.type(screen.getByRole('textbox', { name: 'Code postal' }), '75011');
  await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Paris');
  for (const [group, name] of [['Voyageur 2', 'Paul'], ['Voyageur 3', 'Léa']]) {
    const other = screen.getByRole('group', { name: group });
    await user.type(within(other).getByRole('textbox', { name: 'Prénom' }), name);
    await user.type(within(other).getByRole('textbox', { name: 'Nom' }), 'Dupont');
  }
  await user.click(screen.getByRole('radio', { name: /Paiement à l'hôtel/ }));
  await user.click(screen.getByRole('checkbox', { name: /conditions générales de vente/ }));
}

afterEach(() => window.sessionStorage.clear());

describe('CheckoutView', () => {
  it('shows the recap the server priced: dates, guests, programme, cancellation, total TTC, tourist tax apart', async () => {
    const calls = mockServer();
    const { container } = renderCheckout();
    const recap = await screen.findByRole('region', { name: 'Votre séjour' });
    expect(calls[0]).toEqual({ url: '/api/checkout/stay/cart', body: expect.objectContaining({ offerId: 42, checkin: '2026-12-04', nights: 2, adults: 2, children: 1, activityDates: ['17_1'], locale: 'fr_FR' }) });
    expect(text(recap)).toContain('Du vendredi 4 décembre 2026 au dimanche 6 décembre 2026');
    expect(text(recap)).toContain('2 adultes, 1 enfant');
    expect(text(recap)).toContain('Accès au spa : le samedi 5 décembre 2026');
    expect(text(recap)).toContain("Annulation possible jusqu'au lundi 30 novembre 2026 : 80 % de chaque nuit remboursés");
    expect(text(screen.getByTestId('checkout-total'))).toBe('259 €');
    expect(text(recap)).toContain('Taxe de séjour à régler sur place : 4,95 €');
    // Only the methods that can be used today: no card.
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['hotel', 'bankTransfer']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows an error or a success once a field is left', async () => {
    mockServer();
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('region', { name: 'Votre séjour' });
    const first = buyer('Prénom');
    await user.click(first);
    await user.tab();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Champ obligatoire');
    await user.type(first, 'Marie2');
    await user.tab();
    expect(first).toHaveAccessibleDescription('Seul du texte est attendu');
    await user.clear(first);
    await user.type(first, 'Marie');
    await user.tab();
    expect(first).toHaveAttribute('aria-invalid', 'false');
    expect(first).not.toHaveAccessibleDescription();
  });

  it('suggests the e-mail domain the visitor meant, accepted with one click', async () => {
    mockServer();
    const user = userEvent.setup();
    renderCheckout();
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'marie@gmial.com');
    expect(screen.queryByRole('button', { name: /Vous voulez dire/ })).toBeNull();
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Vous voulez dire marie@gmail.com ?' }));
    expect(email).toHaveValue('marie@gmail.com');
    expect(screen.queryByRole('button', { name: /Vous voulez dire/ })).toBeNull();
  });

  it('lists the errors of a failed submit in a summary that takes the focus, and sends nothing', async () => {
    const calls = mockServer();
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Confirmer ma réservation' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('heading')).toHaveTextContent('13 champs sont à corriger');
    expect(within(summary).getByRole('link', { name: 'Prénom : Champ obligatoire' })).toHaveAttribute('href', '#checkout-firstName');
    expect(calls.filter((c) => c.url === '/api/orders')).toHaveLength(0);
  });

  it('places one order however often Place order is pressed, busy meanwhile', async () => {
    const calls = mockServer({ orders: ['pending'] });
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('region', { name: 'Votre séjour' });
    await fillForm(user);
    const button = screen.getByRole('button', { name: 'Confirmer ma réservation' });
    await user.click(button);
    await user.click(button);
    expect(button).toHaveTextContent('Réservation en cours…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    const orders = calls.filter((c) => c.url === '/api/orders');
    expect(orders).toHaveLength(1);
    expect(orders[0].body).toMatchObject({
      offerId: 42,
      shownTotal: 25_900,
      paymentMethod: 'hotel',
      travellers: [
        { firstName: 'Marie', lastName: 'Dupont' },
        { firstName: 'Paul', lastName: 'Dupont' },
        { firstName: 'Léa', lastName: 'Dupont' },
      ],
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('goes to the confirmation with the booking number and its access key', async () => {
    mockServer({ orders: [json(201, placedOrder())] });
    const user = userEvent.setup();
    const { navigate } = renderCheckout();
    await screen.findByRole('region', { name: 'Votre séjour' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirmer ma réservation' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/confirmation/01234567#key=${'k'.repeat(32)}`));
  });

  it("sends a card payment to the provider's page, and says so when card payment is unavailable", async () => {
    const cardCart = stayCart({ paymentMethods: stayCart().paymentMethods.map((p) => ({ ...p, available: true })) });
    const paymentUrl = 'https://pay.example.com/pay/cs_123';
    mockServer({
      cart: json(200, cardCart),
      orders: [json(409, { error: 'conflict', code: 'PAYMENT_UNAVAILABLE', message: 'x', textId: 'x' }), json(200, placedOrder({ status: 'pending_payment', paymentMethod: 'card', paymentUrl }))],
    });
    const user = userEvent.setup();
    const openPaymentPage = jest.fn();
    window.history.replaceState(null, '', `/reservation/42${HASH}`);
    const navigate = jest.fn();
    renderWithProviders(<CheckoutView offer={OFFER} navigate={navigate} openPaymentPage={openPaymentPage} />);
    await screen.findByRole('region', { name: 'Votre séjour' });
    await fillForm(user);
    const card = screen.getByRole('radio', { name: /Carte bancaire/ });
    expect(card).toHaveAccessibleName(/Votre chambre vous est réservée pendant 30 minutes/);
    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Confirmer ma réservation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le paiement par carte est momentanément indisponible.');
    await user.click(screen.getByRole('button', { name: 'Confirmer ma réservation' }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(paymentUrl));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the price update with Back only on a price change, tracked once, and Back returns to the product with the stay', async () => {
    window.dataLayer ??= [];
    window.dataLayer.length = 0;
    mockServer({ orders: [json(409, { error: 'conflict', code: 'PRICE_CHANGED', message: 'x', textId: 'x', priceChange: { previous: 25_900, current: 27_900, diff: 2_000 } })] });
    const user = userEvent.setup();
    const { navigate } = renderCheckout();
    await screen.findByRole('region', { name: 'Votre séjour' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirmer ma réservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mise à jour du prix' });
    expect(dialog).toHaveTextContent('il est désormais plus élevé');
    expect(within(dialog).queryByRole('button', { name: 'Continuer' })).toBeNull();
    // Its opening is tracked once, prices in euros (§4); the analytics code comes with the event.
    await waitFor(() =>
      expect(window.dataLayer?.filter((entry) => (entry as { event?: string }).event === 'price_update')).toEqual([
        { event: 'price_update', package_id: 42, new_price: 279, previous_price: 259, page: 'checkout', data_flow_mode: 'push' },
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(navigate).toHaveBeenCalledWith(`/sejour/42/week-end-detente-a-annecy${HASH}`);
  });

  it('says there is no more availability (§8) and keeps what was typed', async () => {
    mockServer({ orders: [json(409, { error: 'conflict', code: 'NO_MORE_AVAILABILITY', message: 'x', textId: 'x' })] });
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('region', { name: 'Votre séjour' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirmer ma réservation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Plus de disponibilités. Modifiez les critères de votre séjour pour profiter des offres.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('marie@example.fr');
  });

  it('shows Too late! when the offer expired', async () => {
    mockServer({ cart: json(409, { error: 'conflict', code: 'OFFER_EXPIRED', message: 'x', textId: 'x' }) });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Trop tard !' })).toBeInTheDocument();
  });

  it('says the dates are not available when the hash names no stay', async () => {
    mockServer();
    window.history.replaceState(null, '', '/reservation/42#a=2');
    await act(async () => {
      renderWithProviders(<CheckoutView offer={OFFER} />);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Plus de disponibilités');
    expect(screen.getByRole('link', { name: 'Modifier mon séjour' })).toHaveAttribute('href', '/sejour/42/week-end-detente-a-annecy#a=2');
  });

  it('asks for the activity dates an address came without, keeps them in the hash, and places the order only with them', async () => {
    const calls: { url: string; body: Record<string, unknown> | null }[] = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      calls.push({ url, body });
      const answer = url.includes('/orders') ? json(201, placedOrder()) : json(200, stayCart({ criteria: { ...stayCart().criteria, activityDates: (body?.activityDates as string[]) ?? [] } }));
      return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
    }) as unknown as typeof fetch;
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/reservation/42${HASH.replace('&activityDates=17_1', '')}`);
    const navigate = jest.fn();
    const { container } = renderWithProviders(<CheckoutView offer={OFFER} navigate={navigate} />);
    await screen.findByRole('region', { name: 'Votre séjour' });
    const select = screen.getByRole('combobox', { name: "Date de l'activité : Accès au spa" });
    // The stay's days only: check-in to the last night (2 nights: Friday and Saturday).
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choisissez un jour', 'vendredi 4 décembre', 'samedi 5 décembre']);
    expect(await axeViolations(container)).toEqual([]);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirmer ma réservation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez choisir les dates de vos activités.');
    await waitFor(() => expect(select).toHaveFocus());
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url === '/api/orders')).toHaveLength(0);
    await user.selectOptions(select, 'samedi 5 décembre');
    expect(window.location.hash).toBe(`${HASH.replace('&activityDates=17_1', '')}&activityDates=17_1`);
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/cart')).at(-1)?.body).toMatchObject({ activityDates: ['17_1'] }));
    expect(screen.queryByRole('alert')).toBeNull();
    // The step stays, with the day chosen, so the visitor can change it.
    expect(screen.getByRole('combobox', { name: "Date de l'activité : Accès au spa" })).toHaveValue('17_1');
    await user.click(screen.getByRole('button', { name: 'Confirmer ma réservation' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/api/orders')?.body).toMatchObject({ activityDates: ['17_1'] });
  }, 90_000);

  it('asks nothing when the address holds every activity date (the product page hand-off)', async () => {
    mockServer();
    renderCheckout();
    await screen.findByRole('region', { name: 'Votre séjour' });
    expect(screen.queryByTestId('checkout-activity-dates')).toBeNull();
  });

  it('takes a gift card code as partial payment: refused codes say why, the recap shows what is left, the order carries the code', async () => {
    const calls: { url: string; body: Record<string, unknown> | null }[] = [];
    const withCard = stayCart({
      giftcards: [{ serialNumber: 'GC42', kind: 'GIFTCARD', usedAmount: 5000, balanceAfter: 0 }],
      remainingAmountToPay: 20_900,
      paymentMethods: stayCart().paymentMethods.map((p) => (p.method === 'hotel' ? { ...p, payAtHotel: 20_900 } : { ...p, paidNow: 20_900 })),
    });
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      calls.push({ url, body });
      const codes = (body?.giftCodes as string[] | undefined) ?? [];
      const answer = url.includes('/orders')
        ? json(201, placedOrder())
        : codes.includes('USED-CODE')
          ? json(409, { error: 'conflict', code: 'GIFT_CODE_USED', message: 'x', textId: 'giftCode.error.used' })
          : json(200, codes.length > 0 ? withCard : stayCart());
      return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
    }) as unknown as typeof fetch;
    const user = userEvent.setup();
    const { container, navigate } = renderCheckout();
    await screen.findByRole('region', { name: 'Votre séjour' });
    await user.click(screen.getByRole('button', { name: "J'ai une carte cadeau ou un code bon" }));
    const code = await screen.findByRole('textbox', { name: 'Carte cadeau ou code bon' });
    await user.type(code, 'USED-CODE{Enter}');
    expect(await screen.findByText('Ce code a déjà été utilisé.')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.clear(code);
    await user.type(code, 'GC42-AAAA-BBBB-CCCC');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(text(await screen.findByTestId('applied-gift-code'))).toContain('Code GC42…');
    expect(text(screen.getByTestId('checkout-remaining'))).toBe('209 €');
    expect(await axeViolations(container)).toEqual([]);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirmer ma réservation' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/api/orders')?.body).toMatchObject({ giftCodes: ['GC42-AAAA-BBBB-CCCC'], shownRemaining: 20_900, paymentMethod: 'hotel', shownTotal: 25_900 });
    // Typing a long form and two axe runs on a busy 2-core machine.
  }, 90_000);

  it("the gift of a beneficiary's session pays the whole stay: no method to choose, the order paid by it with the CSRF token", async () => {
    document.cookie = 'escapade-csrf=csrf-token-of-the-page-0000000000000';
    const covered = stayCart({ giftcards: [{ serialNumber: 'K7QM', kind: 'BOX', usedAmount: 25_900, balanceAfter: 0 }], remainingAmountToPay: 0 });
    const calls: { url: string; body: Record<string, unknown> | null; headers: Record<string, string> }[] = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null, headers: (init?.headers ?? {}) as Record<string, string> });
      const answer = url.includes('/orders') ? json(201, placedOrder({ paymentMethod: 'giftCode' })) : json(200, covered);
      return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
    }) as unknown as typeof fetch;
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/reservation/42${HASH}`);
    const navigate = jest.fn();
    renderWithProviders(<CheckoutView offer={OFFER} navigate={navigate} beneficiaryGift />);
    await screen.findByRole('region', { name: 'Votre séjour' });
    // The code itself is never sent: the server reads the gift from the session.
    expect(calls[0].body).toMatchObject({ beneficiaryGift: true, giftCodes: [] });
    expect(screen.getByText('Vos codes règlent la totalité : plus rien à payer.')).toBeVisible();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    for (const [name, value] of [['Prénom', 'Marie'], ['Nom', 'Dupont'], ['E-mail', 'marie@example.fr'], ['Téléphone', '06 12 34 56 78'], ['Adresse', '3 rue Oberkampf'], ['Code postal', '75011'], ['Ville', 'Paris']] as const) {
      await user.type(name === 'Prénom' || name === 'Nom' ? buyer(name) : screen.getByRole('textbox', { name }), value);
    }
    for (const [group, name] of [['Voyageur 2', 'Paul'], ['Voyageur 3', 'Léa']]) {
      const other = screen.getByRole('group', { name: group });
      await user.type(within(other).getByRole('textbox', { name: 'Prénom' }), name);
      await user.type(within(other).getByRole('textbox', { name: 'Nom' }), 'Dupont');
    }
    await user.click(screen.getByRole('checkbox', { name: /conditions générales de vente/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmer ma réservation' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const order = calls.find((c) => c.url === '/api/orders');
    expect(order?.body).toMatchObject({ paymentMethod: 'giftCode', beneficiaryGift: true, giftCodes: [], shownRemaining: 0 });
    expect(order?.headers).toMatchObject({ 'x-csrf-token': 'csrf-token-of-the-page-0000000000000' });
  }, 90_000);

  it("says when the beneficiary's session has ended, links back to the login, and prices the stay without the gift", async () => {
    const calls: { url: string; body: Record<string, unknown> | null }[] = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      calls.push({ url, body });
      const answer = body?.beneficiaryGift ? json(401, { error: 'unauthorized', code: 'BENEFICIARY_SESSION_ENDED', message: 'x' }) : json(200, stayCart());
      return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
    }) as unknown as typeof fetch;
    window.history.replaceState(null, '', `/reservation/42${HASH}`);
    const { container } = renderWithProviders(<CheckoutView offer={OFFER} beneficiaryGift />);
    const notice = await screen.findByTestId('beneficiary-session-ended');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('Votre session cadeau a pris fin : votre cadeau ne règle plus ce séjour.');
    expect(within(notice).getByRole('link', { name: 'Saisir à nouveau mon code cadeau' })).toHaveAttribute('href', '/beneficiary/login');
    expect(text(screen.getByTestId('checkout-total'))).toBe('259 €');
    expect(calls.map((c) => c.body?.beneficiaryGift ?? false)).toEqual([true, false]);
    // The methods are back: the visitor pays the stay, or logs in again.
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['hotel', 'bankTransfer']);
    expect(await axeViolations(container)).toEqual([]);
  }, 90_000);
});
