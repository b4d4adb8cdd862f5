import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { PlacedOrder } from '@/contracts/checkout';
import type { GiftCart } from '@/contracts/gift-checkout';
import { renderWithProviders } from '@/testing/render-with-providers';
import { placedOrder } from '../__fixtures__/cart-fixture';
import { GiftCheckoutView } from '../gift-checkout-view';
import { OrderSummary } from '../order-summary';

const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
type Answer = { status: number; body: unknown };

const giftCart = (over: Partial<GiftCart> = {}): GiftCart => ({
  productType: 'DIGITAL_ACTIVITY_ONLY',
  label: 'Balade à cheval en Camargue',
  offerId: 77,
  adults: 1,
  ownUse: false,
  design: null,
  customisation: { fromName: 'Zoé', message: 'Joyeux anniversaire !' },
  lines: [{ kind: 'activity', label: 'Balade à cheval en Camargue', amount: 6900 }],
  referenceTotal: null,
  total: 6900,
  validityMonths: 12,
  delivery: 'email',
  priceChange: null,
  paymentMethods: [
    { method: 'card', available: true, paidNow: 6900, payAtHotel: 0 },
    { method: 'bankTransfer', available: true, paidNow: 6900, payAtHotel: 0 },
  ],
  ...over,
});

function mockServer({ cart = { status: 200, body: giftCart() } as Answer, orders = [] as Answer[] } = {}) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, body });
    const answer = url.includes('/cart') ? cart : orders.shift();
    if (!answer) return new Promise(() => undefined);
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
  }) as unknown as typeof fetch;
  return calls;
}

function renderGift(address: string, query: Record<string, string> = {}) {
  window.history.replaceState(null, '', address);
  const navigate = jest.fn();
  const openPaymentPage = jest.fn();
  const view = renderWithProviders(<GiftCheckoutView query={query} navigate={navigate} openPaymentPage={openPaymentPage} />);
  return { ...view, navigate, openPaymentPage };
}

async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Marie');
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Dupont');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'marie@example.fr');
  await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '06 12 34 56 78');
  await user.type(screen.getByRole('textbox', { name: 'Adresse' }), '3 rue Oberkampf');
  await user.type(screen.getByRole('textbox', { name: 'Code postal' }), '75011');
  await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Paris');
  await user.click(screen.getByRole('checkbox', { name: /conditions générales de vente/ }));
}

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('GiftCheckoutView', () => {
  it('prices the activity of the hash with the stored gift texts, offers card and transfer only, and is axe clean', async () => {
    window.localStorage.setItem('escapade.giftCustomisation', JSON.stringify({ fromName: 'Zoé', message: 'Joyeux anniversaire !' }));
    const calls = mockServer();
    const { container } = renderGift('/reservation/cadeau#id=77&a=1');
    const recap = await screen.findByRole('region', { name: 'Votre cadeau' });
    expect(calls[0]).toEqual({ url: '/api/checkout/gift/cart', body: { productType: 'DIGITAL_ACTIVITY_ONLY', locale: 'fr_FR', id: 77, adults: 1, fromName: 'Zoé', message: 'Joyeux anniversaire !' } });
    expect(text(recap)).toContain('1 personne');
    expect(text(recap)).toContain('Joyeux anniversaire !');
    expect(text(recap)).toContain('De la part de Zoé');
    expect(text(recap)).toContain('Valable 12 mois à compter du paiement');
    expect(text(screen.getByTestId('checkout-total'))).toBe('69 €');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['card', 'bankTransfer']);
    expect(screen.queryByRole('group', { name: /Voyageur/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    // The server offers the card only when a payment provider is configured (always in demo mode): tests/api/gift-orders.test.ts.
    { provider: 'a card provider configured', cardPayments: true, methods: ['card', 'bankTransfer'], said: 'Les cadeaux se paient en ligne, par carte ou par virement.' },
    { provider: 'no card provider', cardPayments: false, methods: ['bankTransfer'], said: 'Les cadeaux se paient en ligne, par virement.' },
  ])('names exactly the methods on offer with $provider', async ({ cardPayments, methods, said }) => {
    const paymentMethods = [
      { method: 'card' as const, available: cardPayments, paidNow: 6900, payAtHotel: 0 },
      { method: 'bankTransfer' as const, available: true, paidNow: 6900, payAtHotel: 0 },
    ];
    mockServer({ cart: { status: 200, body: giftCart({ paymentMethods }) } });
    renderGift('/reservation/cadeau#id=77&a=1');
    await screen.findByRole('region', { name: 'Votre cadeau' });
    expect(screen.getByText(/Les cadeaux se paient en ligne/)).toHaveTextContent(said);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(methods);
  });

  it('asks for own use and a gift card as the address says', async () => {
    const calls = mockServer();
    renderGift('/reservation/cadeau?customType=OWN_USE#id=77&a=2', { customType: 'OWN_USE' });
    await screen.findByRole('region', { name: 'Votre cadeau' });
    expect(calls[0].body).toMatchObject({ id: 77, adults: 2, customType: 'OWN_USE' });
    const card = mockServer({ cart: { status: 200, body: giftCart({ productType: 'GIFTCARD', label: 'Carte cadeau', offerId: null, adults: null, design: 'love', total: 5000, lines: [{ kind: 'giftcard', label: 'Carte cadeau', amount: 5000 }] }) } });
    renderGift('/reservation/cadeau?productType=GIFTCARD&amount=5000&design=love', { productType: 'GIFTCARD', amount: '5000', design: 'love' });
    await waitFor(() => expect(card[0]?.body).toMatchObject({ productType: 'GIFTCARD', amount: 5000, design: 'love' }));
  });

  it('says what is missing when the address names no gift, or the server refuses it', async () => {
    mockServer();
    renderGift('/reservation/cadeau', { productType: 'GIFTCARD', amount: '4200', design: 'love' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nous ne savons pas quel cadeau commander');
    expect(screen.getByRole('link', { name: 'Choisir un cadeau' })).toHaveAttribute('href', '/coffrets-cadeaux');
  });

  it('places one order for two presses and goes to the provider page for a card', async () => {
    const user = userEvent.setup();
    const calls = mockServer({ orders: [{ status: 200, body: { ...placedOrder(), paymentUrl: 'http://127.0.0.1:9/pay/cs_1' } as PlacedOrder }] });
    const { openPaymentPage } = renderGift('/reservation/cadeau#id=77&a=1');
    await screen.findByRole('region', { name: 'Votre cadeau' });
    await fillBuyer(user);
    await user.click(screen.getByRole('radio', { name: /Carte bancaire/ }));
    const submit = screen.getByRole('button', { name: 'Confirmer ma commande' });
    await user.click(submit);
    await user.click(submit);
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('http://127.0.0.1:9/pay/cs_1'));
    const orders = calls.filter((c) => c.url === '/api/orders/gift');
    expect(orders).toHaveLength(1);
    expect(orders[0].body).toMatchObject({ productType: 'DIGITAL_ACTIVITY_ONLY', id: 77, adults: 1, paymentMethod: 'card', shownTotal: 6900, buyer: { firstName: 'Marie', email: 'marie@example.fr', country: 'FR' } });
    expect(orders[0].body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("says 'Too late!' for an activity no longer sold", async () => {
    mockServer({ cart: { status: 409, body: { error: 'conflict', code: 'OFFER_EXPIRED', message: 'x', textId: 'product.tooLate.text' } } });
    renderGift('/reservation/cadeau#id=77&a=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trop tard !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /offres/i })).toHaveAttribute('href', expect.stringContaining('flow=activity'));
  });

  it('opens the price update when the server price changed', async () => {
    const user = userEvent.setup();
    mockServer({ orders: [{ status: 409, body: { error: 'conflict', code: 'PRICE_CHANGED', message: 'x', textId: 'x', priceChange: { previous: 6900, current: 7400, diff: 500 } } }] });
    const { navigate } = renderGift('/reservation/cadeau#id=77&a=1');
    await screen.findByRole('region', { name: 'Votre cadeau' });
    await fillBuyer(user);
    await user.click(screen.getByRole('radio', { name: /Virement/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Retour/ }));
    expect(navigate).toHaveBeenCalledWith('/activite/77#a=1');
  });
});

describe('the box checkout', () => {
  const boxCart = giftCart({
    productType: 'BOX',
    label: 'Escapade romantique',
    offerId: null,
    adults: null,
    customisation: { fromName: '', message: '' },
    lines: [
      { kind: 'box', label: 'Escapade romantique', amount: 14990 },
      { kind: 'extra', label: 'Fourreau or', amount: 500 },
      { kind: 'shipping', label: 'Livraison', amount: 490 },
    ],
    total: 15980,
    validityMonths: 18,
    delivery: 'post',
    box: { code: 'ROMANCE1N-PBOX', giftFormat: 'physical', shippingCountry: 'fr', shipping: 490, voucherValue: 14990 },
  });

  it('prices the code, its format and the extras of the hash, and asks where to post a physical box', async () => {
    const user = userEvent.setup();
    const calls = mockServer({ cart: { status: 200, body: boxCart }, orders: [{ status: 200, body: placedOrder() }] });
    const { container, navigate } = renderWithProviders2('/reservation/coffret?code=ROMANCE1N-PBOX&giftFormat=physical#sleeves=201&cards=default');
    const recap = await screen.findByRole('region', { name: 'Votre coffret cadeau' });
    expect(calls[0].body).toEqual({ productType: 'BOX', locale: 'fr_FR', code: 'ROMANCE1N-PBOX', giftFormat: 'physical', extras: [201], fromName: '', message: '' });
    expect(text(recap)).toContain('Valable 18 mois');
    expect(text(recap)).toContain('Livraison4,90 €');
    expect(text(screen.getByTestId('checkout-total'))).toBe('159,80 €');
    const same = screen.getByRole('checkbox', { name: 'Livrer à mon adresse' });
    expect(same).toBeChecked();
    await fillBuyer(user);
    await user.click(screen.getByRole('radio', { name: /Virement/ }));
    await user.click(same);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    // The recipient's address is empty: nothing is sent, its first field takes the focus.
    const recipient = screen.getByRole('group', { name: 'Adresse de livraison du coffret' });
    expect(within(recipient).getAllByRole('textbox')[0]).toHaveFocus();
    expect(calls.filter((c) => c.url === '/api/orders/gift')).toHaveLength(0);
    const [first, last, address, postalCode, city] = within(recipient).getAllByRole('textbox');
    await user.type(first, 'Paul');
    await user.type(last, 'Martin');
    await user.type(address, '8 quai des Orfèvres');
    await user.type(postalCode, '75001');
    await user.type(city, 'Paris');
    await user.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/api/orders/gift')?.body).toMatchObject({ productType: 'BOX', code: 'ROMANCE1N-PBOX', extras: [201], shippingAddress: { firstName: 'Paul', lastName: 'Martin', postalCode: '75001', city: 'Paris' }, shownTotal: 15980 });
  });
});

describe('a stay voucher in the physical format', () => {
  const stayCart = giftCart({
    productType: 'SINGLEVOUCHER',
    label: 'Nuit à Honfleur',
    offerId: 38,
    adults: 2,
    customisation: { fromName: '', message: '' },
    lines: [
      { kind: 'stay', label: 'Nuit à Honfleur : 2 nuits pour 2 personnes', amount: 23000 },
      { kind: 'extra', label: 'Fourreau or', amount: 500 },
      { kind: 'shipping', label: 'Livraison', amount: 490 },
    ],
    total: 23990,
    validityMonths: 12,
    delivery: 'post',
    stay: { nights: 2, bucket: 1, availabilityUpsell: false, giftFormat: 'physical', shippingCountry: 'fr', shipping: 490, voucherValue: 23000 },
  });

  it('prices the format and the extras of the hash, and asks where to post the printed card', async () => {
    const user = userEvent.setup();
    const calls = mockServer({ cart: { status: 200, body: stayCart }, orders: [{ status: 200, body: placedOrder() }] });
    window.history.replaceState(null, '', '/reservation/cadeau?productType=SINGLEVOUCHER#id=38&giftNights=2&giftFormat=physical&sleeves=201');
    const navigate = jest.fn();
    renderWithProviders(<GiftCheckoutView query={{ productType: 'SINGLEVOUCHER' }} navigate={navigate} openPaymentPage={jest.fn()} />);
    await screen.findByTestId('checkout-total');
    expect(calls[0].body).toEqual({ productType: 'SINGLEVOUCHER', locale: 'fr_FR', id: 38, nights: 2, bucket: 1, upsell: 'none', giftFormat: 'physical', extras: [201], fromName: '', message: '' });
    expect(text(screen.getByTestId('checkout-total'))).toBe('239,90 €');
    const same = screen.getByRole('checkbox', { name: 'Livrer à mon adresse' });
    await fillBuyer(user);
    await user.click(screen.getByRole('radio', { name: /Virement/ }));
    await user.click(same);
    const recipient = screen.getByRole('group', { name: 'Adresse de livraison de la carte cadeau' });
    const [first, last, address, postalCode, city] = within(recipient).getAllByRole('textbox');
    await user.type(first, 'Paul');
    await user.type(last, 'Martin');
    await user.type(address, '8 quai des Orfèvres');
    await user.type(postalCode, '75001');
    await user.type(city, 'Paris');
    await user.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/api/orders/gift')?.body).toMatchObject({ productType: 'SINGLEVOUCHER', giftFormat: 'physical', extras: [201], shippingAddress: { firstName: 'Paul', city: 'Paris' }, shownTotal: 23990 });
  });

  it('asks for no address for the digital format', async () => {
    mockServer({ cart: { status: 200, body: giftCart({ ...stayCart, lines: stayCart.lines.slice(0, 1), total: 23000, delivery: 'email' }) } });
    window.history.replaceState(null, '', '/reservation/cadeau?productType=SINGLEVOUCHER#id=38&giftNights=2');
    renderWithProviders(<GiftCheckoutView query={{ productType: 'SINGLEVOUCHER' }} navigate={jest.fn()} openPaymentPage={jest.fn()} />);
    await screen.findByTestId('checkout-total');
    expect(screen.queryByRole('checkbox', { name: 'Livrer à mon adresse' })).toBeNull();
  });
});

function renderWithProviders2(address: string) {
  window.history.replaceState(null, '', address);
  const url = new URL(address, 'http://localhost');
  const navigate = jest.fn();
  const view = renderWithProviders(<GiftCheckoutView kind="box" query={Object.fromEntries(url.searchParams)} navigate={navigate} openPaymentPage={jest.fn()} />);
  return { ...view, navigate };
}

describe('a gift order on the confirmation', () => {
  const giftOrder = (over: Partial<PlacedOrder> = {}) =>
    placedOrder({
      productType: 'DIGITAL_ACTIVITY_ONLY',
      label: 'Balade à cheval en Camargue',
      criteria: { checkin: '', checkout: '', nights: 0, adults: 1, children: 0, babies: 0, activityDates: [] },
      lines: [{ kind: 'activity', label: 'Balade à cheval en Camargue', quantity: 1, unitAmount: 6900, amount: 6900 }],
      total: 6900,
      paidNow: 6900,
      payAtHotel: 0,
      paymentMethod: 'card',
      travellers: [],
      gift: { ownUse: false, design: null, customisation: { fromName: 'Zoé', message: '' }, delivery: 'email', validityMonths: 12, vouchers: [{ prefix: 'K7QM', value: 6900, validUntil: '2027-11-27' }] },
      ...over,
    });

  it('shows the order number, the code sent and its validity, the gift recap, and no stay', async () => {
    const { container } = renderWithProviders(<OrderSummary order={giftOrder()} />);
    expect(screen.getByText('Numéro de commande')).toBeInTheDocument();
    expect(text(screen.getByRole('status'))).toContain('Votre paiement de 69 € est bien reçu. Votre code cadeau a été envoyé à marie@example.fr.');
    expect(text(screen.getByTestId('vouchers'))).toContain('Code commençant par K7QM, d\'une valeur de 69 €, valable jusqu\'au samedi 27 novembre 2027');
    expect(screen.getByRole('region', { name: 'Votre cadeau' })).toBeInTheDocument();
    expect(screen.queryByText('Voyageurs')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives the transfer to make while it is awaited', () => {
    renderWithProviders(<OrderSummary order={giftOrder({ status: 'pending_payment', paymentMethod: 'bankTransfer', bankTransfer: { reference: 'ESCAPADE-01234567', amount: 6900 }, gift: { ownUse: true, design: null, customisation: { fromName: '', message: '' }, delivery: 'email', validityMonths: 12, vouchers: [] } })} />);
    expect(text(screen.getByText(/Effectuez un virement/))).toContain('Effectuez un virement de 69 € avec la référence ESCAPADE-01234567. Votre code cadeau vous sera envoyé dès réception du paiement.');
    expect(screen.getByRole('region', { name: 'Votre activité' })).toBeInTheDocument();
  });
});
