import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { PlacedOrder } from '@/contracts/checkout';
import { renderWithProviders } from '@/testing/render-with-providers';
import { placedOrder } from '../__fixtures__/cart-fixture';
import { OrderConfirmation } from '../order-confirmation';

const KEY = 'k'.repeat(32);
const giftCard = (over: Partial<PlacedOrder> = {}) =>
  placedOrder({
    productType: 'GIFTCARD',
    label: 'Carte cadeau',
    criteria: { checkin: '', checkout: '', nights: 0, adults: 0, children: 0, babies: 0, activityDates: [] },
    lines: [{ kind: 'giftcard', label: 'Carte cadeau', quantity: 1, unitAmount: 5000, amount: 5000 }],
    total: 5000,
    paidNow: 5000,
    payAtHotel: 0,
    paymentMethod: 'card',
    travellers: [],
    gift: { ownUse: false, design: 'love', customisation: { fromName: 'Zoé', message: '' }, delivery: 'email', validityMonths: 12, vouchers: [{ prefix: 'K7QM', value: 5000, validUntil: '2027-11-30' }] },
    ...over,
  });

/** The order for GET calls; the gift card call answers `pdfStatus`. */
function mockServer(order: PlacedOrder, pdfStatus = 200) {
  const posts: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return { ok: pdfStatus < 300, status: pdfStatus, blob: async () => new Blob(['%PDF-']), arrayBuffer: async () => new ArrayBuffer(0), json: async () => ({}) };
    }
    return { ok: true, status: 200, json: async () => order };
  }) as unknown as typeof fetch;
  return posts;
}

const purchases = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');

describe('a paid gift card on its confirmation', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', `/confirmation/01234567#key=${KEY}`);
    window.dataLayer = [];
    window.localStorage.clear();
    URL.createObjectURL = jest.fn(() => 'blob:gift-card');
    URL.revokeObjectURL = jest.fn();
  });

  it('records the purchase once, even when the page is opened again', async () => {
    mockServer(giftCard());
    const first = renderWithProviders(<OrderConfirmation bookingNumber="01234567" />);
    await screen.findByTestId('gift-card-download', {}, { timeout: 5000 });
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()[0]).toMatchObject({ ecommerce: { transaction_id: '01234567', value: 50, currency: 'EUR', items: [{ item_category: 'gift-card' }] } });
    first.unmount();
    renderWithProviders(<OrderConfirmation bookingNumber="01234567" />);
    await screen.findByTestId('gift-card-download', {}, { timeout: 5000 });
    expect(purchases()).toHaveLength(1);
  });

  it('downloads the printable card for the code of the e-mail, and says when the code is not the order’s', async () => {
    const posts = mockServer(giftCard(), 404);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<OrderConfirmation bookingNumber="01234567" />);
    const field = await screen.findByLabelText('Votre code cadeau', {}, { timeout: 5000 });
    expect(await axeViolations(container)).toEqual([]);
    await user.type(field, 'k7qm-3xhd-rw9p-tb2d');
    await user.click(screen.getByRole('button', { name: 'Télécharger la carte (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce code n'est pas celui de cette commande.");
    expect(posts).toEqual([{ url: '/api/orders/01234567/gift-card', body: { accessKey: KEY, code: 'k7qm-3xhd-rw9p-tb2d' } }]);
  });

  it('saves the PDF the server writes', async () => {
    mockServer(giftCard(), 200);
    const user = userEvent.setup();
    renderWithProviders(<OrderConfirmation bookingNumber="01234567" />);
    await user.type(await screen.findByLabelText('Votre code cadeau', {}, { timeout: 5000 }), 'K7QM-3XHD-RW9P-TB2C');
    await user.click(screen.getByRole('button', { name: 'Télécharger la carte (PDF)' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("offers a stay voucher's printable card too (the product page's gifting)", async () => {
    const posts = mockServer(
      giftCard({ productType: 'SINGLEVOUCHER', label: 'Nuit à Honfleur', lines: [{ kind: 'stay', label: 'Nuit à Honfleur : 2 nuits pour 2 personnes', quantity: 1, unitAmount: 23000, amount: 23000 }], total: 23000, paidNow: 23000 }),
      200,
    );
    const user = userEvent.setup();
    renderWithProviders(<OrderConfirmation bookingNumber="01234567" />);
    await user.type(await screen.findByLabelText('Votre code cadeau', {}, { timeout: 5000 }), 'K7QM-3XHD-RW9P-TB2C');
    await user.click(screen.getByRole('button', { name: 'Télécharger la carte (PDF)' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(posts).toEqual([{ url: '/api/orders/01234567/gift-card', body: { accessKey: KEY, code: 'K7QM-3XHD-RW9P-TB2C' } }]);
  });

  const activity = (over: Partial<PlacedOrder> = {}) =>
    giftCard({
      productType: 'DIGITAL_ACTIVITY_ONLY',
      label: 'Baptême en montgolfière',
      criteria: { checkin: '', checkout: '', nights: 0, adults: 2, children: 0, babies: 0, activityDates: [] },
      lines: [{ kind: 'activity', label: 'Baptême en montgolfière', quantity: 1, unitAmount: 19900, amount: 19900 }],
      total: 19900,
      paidNow: 19900,
      ...over,
    });

  it("offers an activity voucher's printable card when the activity is given", async () => {
    const posts = mockServer(activity(), 200);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<OrderConfirmation bookingNumber="01234567" />);
    const field = await screen.findByLabelText('Votre code cadeau', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Imprimer la carte cadeau' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    await user.type(field, 'K7QM-3XHD-RW9P-TB2C');
    await user.click(screen.getByRole('button', { name: 'Télécharger la carte (PDF)' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(posts).toEqual([{ url: '/api/orders/01234567/gift-card', body: { accessKey: KEY, code: 'K7QM-3XHD-RW9P-TB2C' } }]);
  });

  it.each([
    ['an activity bought for oneself', activity({ gift: { ownUse: true, design: null, customisation: { fromName: '', message: '' }, delivery: 'email', validityMonths: 12, vouchers: [{ prefix: 'K7QM', value: 19900, validUntil: '2027-11-30' }] } })],
    ['a given activity before the payment', activity({ status: 'pending_payment', gift: { ownUse: false, design: null, customisation: { fromName: 'Zoé', message: '' }, delivery: 'email', validityMonths: 12, vouchers: [] } })],
    ['a gift card before the payment', giftCard({ status: 'pending_payment' })],
  ])('offers no printable card for %s', async (_case, order) => {
    mockServer(order);
    renderWithProviders(<OrderConfirmation bookingNumber="01234567" />);
    await screen.findByText('Numéro de commande', {}, { timeout: 5000 });
    expect(screen.queryByTestId('gift-card-download')).toBeNull();
  });
});
