import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { GIFT_CUSTOMISATION_STORAGE_KEY, storedGiftTexts } from '@/contracts/gift-customisation';
import type { GiftPriceEntry } from '@/contracts/gift-stay';
import type { DetailUpsell } from '@/contracts/weekend-detail';
import { FLAGS_OFF } from '@/lib/flags';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { BookingWiring } from '../booking-panel';
import { ProductView } from '../product-view';
import { productDetail } from '../__fixtures__/product-fixture';

const NOW = () => new Date('2026-11-26T11:00:00Z');
const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const wiring: BookingWiring = { renderDates: () => <span>Dates</span>, renderGuests: ({ value }) => <span>Guests {value.adults}</span> };
const entry = (nights: number, t1: number, t2: number, t3: number): GiftPriceEntry => ({ nights, sellPrice: t1, sellPrices: [t1, t2, t3], extraUpsellAvailabilityAmount: t3 - t1 });
const GIFT_PRICES = [entry(1, 15000, 17000, 19000), entry(2, 28000, 31000, 34000)];
const UPSELL: DetailUpsell = { id: 43, label: 'Week-end gourmand et spa', slug: 'week-end-gourmand-et-spa', priceDifference: 4000, priceDifferencePerLos: 2000, programLines: ['Spa'], activityIds: [9], imageUrl: '/api/images/spa.jpg', imagesBySize: [] };

function renderView(
  hash: string,
  { flow = 'booking', customerCare = false, upsellAvailability = false, physicalGiftFormat = false, upsells = [UPSELL] }: { flow?: 'booking' | 'gifting'; customerCare?: boolean; upsellAvailability?: boolean; physicalGiftFormat?: boolean; upsells?: DetailUpsell[] } = {},
) {
  window.history.replaceState(null, '', `/sejour/42/week-end${flow === 'gifting' ? '?flow=gifting' : ''}${hash}`);
  const navigate = jest.fn();
  renderWithProviders(<ProductView detail={productDetail({ giftable: true, giftPrices: GIFT_PRICES, upsells })} path="/sejour/42/week-end" wiring={wiring} now={NOW} navigate={navigate} flow={flow} />, {
    flags: { ...FLAGS_OFF, customerCare, upsellAvailability, physicalGiftFormat },
  });
  return navigate;
}

beforeEach(() => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  window.localStorage.clear();
});

describe('stay gifting on the product page', () => {
  it('switches to gifting: the gift nights of the list, its price for 2, the validity and delivery, then the gift checkout', async () => {
    const user = userEvent.setup();
    const navigate = renderView('#a=3&c=1');
    const flow = await screen.findByRole('radiogroup', { name: 'Que souhaitez-vous faire ?' }, { timeout: 10_000 });
    await user.click(within(flow).getByRole('radio', { name: 'Offrir' }));
    expect(window.location.search).toBe('?flow=gifting');
    const panel = await screen.findByTestId('gift-panel', {}, { timeout: 10_000 });
    expect(screen.getByRole('combobox', { name: 'Nombre de nuits' })).toHaveValue('1');
    expect(text(screen.getByTestId('gift-price'))).toContain('150 €');
    expect(screen.getByTestId('gift-price')).toHaveAttribute('data-price-type', 'gift');
    expect(text(panel)).toContain("Valable 1 an à compter de l'achat, pour 2 personnes, et échangeable contre un autre séjour.");
    expect(text(panel)).toContain('Format numérique : envoyé instantanément par e-mail.');
    // Two adults, no child: the hash's family is dropped.
    expect(window.location.hash).not.toContain('c=1');
    expect(screen.queryByTestId('gift-tiers')).not.toBeInTheDocument();
    expect(screen.queryByTestId('gift-availability')).not.toBeInTheDocument();
    // One night: the single upsells show; two nights: they do not.
    expect(await screen.findByRole('heading', { name: "Complétez l'expérience" }, { timeout: 10_000 })).toBeInTheDocument();
    // §2.1: the tab bar's 8 entries in the spec's order, each taking the visitor to its section.
    const tabs = screen.getByRole('navigation', { name: 'Sections de la page' });
    const names = within(tabs).getAllByRole('button').map((b) => b.textContent ?? '');
    expect(names).toEqual(['Description', 'La chambre', 'Le programme', "Complétez l'expérience", 'Le cadeau', 'Avis', "L'hôtel", 'Infos pratiques']);
    Element.prototype.scrollIntoView = jest.fn();
    for (const name of names) {
      await user.click(within(tabs).getByRole('button', { name }));
      expect(screen.getByRole('heading', { level: 2, name })).toHaveFocus();
    }
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nombre de nuits' }), '2');
    expect(window.location.hash).toContain('giftNights=2');
    expect(text(screen.getByTestId('gift-price'))).toContain('280 €');
    expect(screen.queryByRole('heading', { name: "Complétez l'expérience" })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Votre nom' }), 'Camille');
    await user.click(screen.getByRole('button', { name: 'Offrir ce séjour' }));
    expect(navigate).toHaveBeenCalledWith('/reservation/cadeau?productType=SINGLEVOUCHER#id=42&giftNights=2');
  });

  it('shows the rate tiers in customer-care mode only, and the availability upsell behind its flag', async () => {
    const user = userEvent.setup();
    const navigate = renderView('#giftNights=2&bucket=2', { flow: 'gifting', customerCare: true, upsellAvailability: true });
    const tiers = await screen.findByTestId('gift-tiers', {}, { timeout: 10_000 });
    expect(within(tiers).getAllByRole('radio').map((r) => r.closest('label')?.textContent?.replace(/[\u00a0\u202f]/g, ' '))).toEqual(['Essentiel280 €', 'SérénitéPopulaire310 €', 'Liberté340 €']);
    expect(within(tiers).getByRole('radio', { name: /Sérénité/ })).toBeChecked();
    expect(text(screen.getByTestId('gift-price'))).toContain('310 €');
    await user.click(within(screen.getByTestId('gift-availability')).getByRole('checkbox'));
    expect(window.location.hash).toContain('upsell=availability');
    expect(text(screen.getByTestId('gift-price'))).toContain('340 €');
    expect(await axeViolations()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Votre nom' }), 'Camille');
    await user.click(screen.getByRole('button', { name: 'Offrir ce séjour' }));
    expect(navigate).toHaveBeenCalledWith('/reservation/cadeau?productType=SINGLEVOUCHER#id=42&giftNights=2&bucket=2&upsell=availability');
  });
});

describe("a gift stay's format (§2.1 giftFormat, §4 gift format)", () => {
  /** The shipping costs call answers `costs` (a status alone: a failure); other calls never answer. */
  const EXTRAS = {
    categories: [{ id: 2, name: 'Sleeves', label: 'Fourreaux', description: '', singleSelection: true }],
    availableCustomSubElements: [{ id: 201, name: 'Fourreau or', imageUrl: null, categoryId: 2, price: 300, recommendedByWed: true }],
  };
  const shippingAnswers = (costs: unknown) => {
    global.fetch = jest.fn((url: string) =>
      String(url).includes('/single-voucher/shipping-costs')
        ? Promise.resolve({ ok: typeof costs === 'object', status: typeof costs === 'object' ? 200 : Number(costs), json: async () => costs })
        : String(url).includes('/sub-elements/')
          ? Promise.resolve({ ok: true, status: 200, json: async () => EXTRAS })
          : new Promise(() => undefined),
    ) as unknown as typeof fetch;
  };

  it('offers the printed card by post with the flag on: its shipping, its delivery, a sleeve, and the hand-off in that format', async () => {
    shippingAnswers({ shippingCostsPerCountry: { fr: { shippingCost: 490, internationalShippingFee: 0 } } });
    const user = userEvent.setup();
    const navigate = renderView('#giftNights=2', { flow: 'gifting', physicalGiftFormat: true });
    const format = await screen.findByRole('group', { name: 'Format du cadeau' }, { timeout: 10_000 });
    expect(within(format).getByRole('radio', { name: /Bon numérique/ })).toBeChecked();
    const physical = within(format).getByRole('radio', { name: /Carte cadeau imprimée/ });
    await waitFor(() => expect(physical).toBeEnabled());
    await user.click(physical);
    expect(window.location.hash).toContain('giftFormat=physical');
    expect(text(screen.getByTestId('gift-shipping'))).toBe('Livraison : 4,90 €');
    expect(text(screen.getByTestId('gift-panel'))).toContain('Format physique : la carte est livrée par la poste en 2 à 4 jours ouvrés');
    // The sleeve (§2.1 sleeves): the free standard one first, then the catalog's.
    const sleeves = await screen.findByRole('group', { name: 'Fourreaux' }, { timeout: 10_000 });
    expect(within(sleeves).getByRole('radio', { name: /Standard/ })).toBeChecked();
    await user.click(within(sleeves).getByRole('radio', { name: /Fourreau or/ }));
    expect(window.location.hash).toContain('sleeves=201');
    expect(await axeViolations()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Votre nom' }), 'Camille');
    await user.click(screen.getByRole('button', { name: 'Offrir ce séjour' }));
    expect(navigate).toHaveBeenCalledWith('/reservation/cadeau?productType=SINGLEVOUCHER#id=42&giftNights=2&giftFormat=physical&sleeves=201');
  });

  it("keeps to digital when the shipping costs fail ('Victim of its success')", async () => {
    shippingAnswers(503);
    renderView('#giftNights=2&giftFormat=physical', { flow: 'gifting', physicalGiftFormat: true });
    const format = await screen.findByRole('group', { name: 'Format du cadeau' }, { timeout: 10_000 });
    await waitFor(() => expect(within(format).getByRole('radio', { name: /Carte cadeau imprimée/ })).toBeDisabled());
    expect(within(format).getByRole('radio', { name: /Carte cadeau imprimée/ })).toHaveAccessibleDescription('Victime de son succès, le format physique revient bientôt !');
    expect(within(format).getByRole('radio', { name: /Bon numérique/ })).toBeChecked();
    expect(screen.queryByTestId('gift-shipping')).toBeNull();
  });

  it('shows no format choice with the flag off', async () => {
    renderView('#giftNights=2&giftFormat=physical', { flow: 'gifting' });
    await screen.findByTestId('gift-panel', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('gift-format')).toBeNull();
    expect(text(screen.getByTestId('gift-panel'))).toContain('Format numérique : envoyé instantanément par e-mail.');
  });
});

describe('the stay gifting form (§2.1 gift customisation, §5)', () => {
  it('needs the sender\'s name: Offer with it empty says so, focuses it and stays on the page', async () => {
    const user = userEvent.setup();
    const navigate = renderView('#giftNights=2', { flow: 'gifting' });
    const texts = await screen.findByTestId('gift-texts', {}, { timeout: 10_000 });
    expect(screen.getByRole('group', { name: 'Personnalisez votre cadeau' })).toBe(texts);
    const name = within(texts).getByRole('textbox', { name: 'Votre nom' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(within(texts).getByRole('textbox', { name: 'Votre message (facultatif)' })).toBeInTheDocument();
    expect(texts).toHaveTextContent('Max. 180 caractères');
    await user.click(screen.getByRole('button', { name: 'Offrir ce séjour' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Champ obligatoire');
    expect(screen.getByTestId('gift-panel')).toHaveTextContent('Corrigez le champ signalé pour continuer.');
    expect(await axeViolations()).toEqual([]);
  });

  it('takes the error summary away once the field is fixed (issue 32)', async () => {
    const user = userEvent.setup();
    renderView('#giftNights=2', { flow: 'gifting' });
    const texts = await screen.findByTestId('gift-texts', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Offrir ce séjour' }));
    const panel = screen.getByTestId('gift-panel');
    expect(panel).toHaveTextContent('Corrigez le champ signalé pour continuer.');
    await user.type(within(texts).getByRole('textbox', { name: 'Votre nom' }), 'Camille');
    expect(panel).not.toHaveTextContent('Corrigez le champ signalé pour continuer.');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks on blur: text only for the name; the message only has its maximum', async () => {
    const user = userEvent.setup();
    renderView('', { flow: 'gifting' });
    const name = await screen.findByRole('textbox', { name: 'Votre nom' }, { timeout: 10_000 });
    await user.type(name, 'R2D2');
    await user.tab();
    expect(name).toHaveAccessibleDescription('Seul du texte est attendu');
    await user.clear(name);
    await user.type(name, 'Anne-Marie');
    await user.tab();
    expect(name).not.toHaveAccessibleDescription('Seul du texte est attendu');
    expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  it('rejects typing beyond the limits, says so and clears the message after 1 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderView('', { flow: 'gifting' });
      const name = await screen.findByRole('textbox', { name: 'Votre nom' }, { timeout: 10_000 });
      await user.type(name, 'a'.repeat(41));
      expect(name).toHaveValue('a'.repeat(40));
      expect(name).toHaveAccessibleDescription('Le champ est limité à 40 caractères');
      act(() => jest.advanceTimersByTime(1000));
      expect(name).not.toHaveAccessibleDescription('Le champ est limité à 40 caractères');
      const message = screen.getByRole('textbox', { name: 'Votre message (facultatif)' });
      await user.click(message);
      await user.paste('b'.repeat(181));
      expect(message).toHaveValue('');
      expect(message).toHaveAccessibleDescription(/Le champ est limité à 180 caractères/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('previews the card as typed and keeps the texts where the gift checkout reads them', async () => {
    const user = userEvent.setup();
    const navigate = renderView('#giftNights=1', { flow: 'gifting' });
    await user.type(await screen.findByRole('textbox', { name: 'Votre nom' }, { timeout: 10_000 }), '  Camille ');
    await user.type(screen.getByRole('textbox', { name: 'Votre message (facultatif)' }), 'Bon anniversaire !');
    const preview = screen.getByTestId('gift-card-preview');
    expect(screen.getByRole('group', { name: 'Aperçu de votre carte' })).toContainElement(preview);
    expect(preview).toHaveTextContent('Séjour cadeau');
    expect(preview).toHaveTextContent('Bon anniversaire !');
    expect(preview).toHaveTextContent('De la part de Camille');
    await user.click(screen.getByRole('button', { name: 'Offrir ce séjour' }));
    expect(navigate).toHaveBeenCalledWith('/reservation/cadeau?productType=SINGLEVOUCHER#id=42&giftNights=1');
    expect(storedGiftTexts(window.localStorage.getItem(GIFT_CUSTOMISATION_STORAGE_KEY))).toEqual({ fromName: 'Camille', message: 'Bon anniversaire !' });
  });

  it('brings back the texts typed earlier, and keeps nothing once both are emptied', async () => {
    window.localStorage.setItem(GIFT_CUSTOMISATION_STORAGE_KEY, JSON.stringify({ fromName: 'Léa', message: '' }));
    const user = userEvent.setup();
    renderView('', { flow: 'gifting' });
    const name = await screen.findByRole('textbox', { name: 'Votre nom' }, { timeout: 10_000 });
    await waitFor(() => expect(name).toHaveValue('Léa'));
    await user.clear(name);
    await waitFor(() => expect(window.localStorage.getItem(GIFT_CUSTOMISATION_STORAGE_KEY)).toBeNull());
  });
});

describe('upsells on the product page', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('adds an upsell: the loading message, then its offer 500 ms later with the stay and its base', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const navigate = renderView('');
    const section = await screen.findByRole('region', { name: "Complétez l'expérience" }, { timeout: 10_000 });
    const add = await within(section).findByRole('button', { name: 'Ajouter : Spa' }, { timeout: 10_000 });
    expect(text(section)).toContain('+40 € (soit +20 € par nuit)');
    // The upsell's stay shows its picture beside its extras (decorative: the extras are said in words).
    expect(add.closest('li')?.querySelector('img')).toHaveAttribute('src', expect.stringContaining(encodeURIComponent('/api/images/spa.jpg')));
    expect(add.closest('li')?.querySelector('img')).toHaveAttribute('alt', '');
    await user.click(add);
    expect(within(section).getByRole('status')).toHaveTextContent('Nous mettons à jour votre séjour…');
    act(() => jest.advanceTimersByTime(499));
    expect(navigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('/sejour/43/week-end-gourmand-et-spa#offerId=42');
  });

  it('removes the upsell shown: back to its base', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const navigate = renderView('#offerId=41', { upsells: [] });
    const added = await screen.findByTestId('upsell-added', {}, { timeout: 10_000 });
    await user.click(within(added).getByRole('button', { name: 'Retirer' }));
    act(() => jest.advanceTimersByTime(500));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sejour/41'));
  });
});
