import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { ReviewsResponse } from '@/contracts/reviews';
import { productOffersUrl, weekendDetailUrl } from '../../api/product-api';
import type { BookingWiring, DatesSlot } from '../booking-panel';
import { ProductView } from '../product-view';
import { PRICE_PENDING_ATTRIBUTE } from '../use-product-address';
import { pricedDetail, productDetail, quote } from '../__fixtures__/product-fixture';

const NOW = () => new Date('2026-11-26T11:00:00Z');
const text = (node: Element | null) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
let datesSlot: DatesSlot | null = null;

const wiring: BookingWiring = {
  renderDates: (slot) => {
    datesSlot = slot;
    return (
      <button type="button" onClick={() => slot.onChange({ checkin: '2026-12-04', checkout: '2026-12-06' })}>
        Dates {slot.checkin ?? '-'} {slot.open ? 'open' : 'closed'}
      </button>
    );
  },
  renderGuests: ({ value }) => <span>Guests {value.adults}</span>,
};

const family = { adults: 2, children: 1, babies: 0 };
const stayKey = weekendDetailUrl('/api', 42, 'fr-FR', { checkin: '2026-12-04', nights: 2 }, family);

function renderView(hash: string, swrFallback: Record<string, unknown> = {}, navigate = jest.fn(), reviews: ReviewsResponse | null = null) {
  window.history.replaceState(null, '', `/sejour/42/week-end${hash}`);
  const view = renderWithProviders(<ProductView detail={productDetail()} path="/sejour/42/week-end" reviews={reviews} wiring={wiring} now={NOW} navigate={navigate} />, { swrFallback });
  return { ...view, navigate };
}

function mockLiveQuote(sellPrice: number, previous = 25900) {
  const body = { ...quote(sellPrice), priceChange: sellPrice === previous ? null : { previous, current: sellPrice, diff: sellPrice - previous } };
  const fetchMock = jest.fn(async (url: string) => ({ ok: true, status: 200, url, json: async () => body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  window.localStorage.clear();
  datesSlot = null;
});

describe('ProductView', () => {
  it("shows the 'from' price without a hash and asks for dates on See prices", async () => {
    const user = userEvent.setup();
    renderView('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Week-end gourmand au château' })).toBeInTheDocument();
    const price = screen.getByTestId('product-price');
    expect(text(price)).toContain('230 €');
    expect(text(price)).toContain('TTC');
    expect(screen.getByTestId('cancellation-label')).toHaveTextContent("Ajoutez des dates pour connaître les conditions d'annulation.");
    expect(screen.getByText('8,6/10 · 12 avis')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir les prix' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez choisir vos dates de séjour.');
    expect(datesSlot?.open).toBe(true);
    expect(document.documentElement.hasAttribute(PRICE_PENDING_ATTRIBUTE)).toBe(false);
  });

  it('prices the page for the hash, with the struck price, the tourist tax apart and the cancellation deadline', async () => {
    renderView('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1', { [stayKey]: pricedDetail() });
    const price = await screen.findByTestId('product-price');
    expect(text(screen.getByTestId('product-price-amount'))).toBe('259 €');
    expect(text(price)).toContain('300 €');
    expect(text(price)).toContain('-14 %');
    expect(text(price)).toContain('soit 130 € par nuit');
    expect(text(screen.getByTestId('product-local-tax'))).toBe("+ 4,40 € de taxe de séjour à régler à l'hôtel");
    expect(text(screen.getByTestId('cancellation-label'))).toBe('Modifiable ou partiellement remboursable jusqu’au 1 décembre 2026'.replace('’', "'"));
    expect(screen.getByTestId('price-banner')).toBe(screen.getByRole('button', { name: (name) => name.replace(/[\u00a0\u202f]/g, ' ') === 'Vous économisez 41 € sur ce séjour' }));
    expect(screen.getByRole('button', { name: 'Réserver' })).toBeInTheDocument();
  });

  it('brings the booking panel into view from the phones\' booking bar, shown while the panel is out of view', async () => {
    const user = userEvent.setup();
    const watchers = new Map<string, IntersectionObserverCallback>();
    const report = (inView: boolean, id = 'booking-panel') =>
      watchers.get(id)?.([{ isIntersecting: inView, boundingClientRect: { top: inView ? 0 : -500 } } as IntersectionObserverEntry], {} as IntersectionObserver);
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      return { observe: jest.fn((element: Element) => watchers.set(element.id, callback)), disconnect: jest.fn() } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
    Element.prototype.scrollIntoView = jest.fn();
    try {
      renderView('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1', { [stayKey]: pricedDetail() });
      await screen.findByTestId('product-price');
      await waitFor(() => expect(watchers.has('booking-panel')).toBe(true));
      act(() => report(false));
      const bar = await screen.findByTestId('mobile-booking-bar');
      expect(text(bar)).toContain('Prix pour 2 nuits259 € TTC');
      expect(await axeViolations()).toEqual([]);
      await user.click(within(bar).getByRole('button', { name: 'Réserver' }));
      expect(screen.getByRole('heading', { name: 'Réservez votre séjour' })).toHaveFocus();
      act(() => report(true));
      expect(screen.queryByTestId('mobile-booking-bar')).not.toBeInTheDocument();
      // On larger screens, a bar at the top once the tab bar has scrolled away.
      act(() => report(false, 'product-tabs'));
      const top = await screen.findByTestId('desktop-booking-bar');
      expect(text(top)).toContain('259 €');
      await user.click(within(top).getByRole('button', { name: 'Réserver' }));
      expect(screen.getByRole('heading', { name: 'Réservez votre séjour' })).toHaveFocus();
    } finally {
      delete (window as Partial<typeof window>).IntersectionObserver;
    }
  });

  it('takes the visitor to a section from the tab bar, in the page order, without touching the stay in the hash', async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = jest.fn();
    renderView('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1', { [stayKey]: pricedDetail() });
    const tabs = await screen.findByRole('navigation', { name: 'Sections de la page' });
    expect(within(tabs).getAllByRole('button').map((b) => b.textContent)).toEqual(['Description', 'La chambre', 'Le programme', 'Avis', "L'hôtel", 'Infos pratiques']);
    for (const name of ['Description', 'La chambre', 'Le programme', 'Avis', "L'hôtel"]) {
      await user.click(within(tabs).getByRole('button', { name }));
      expect(screen.getByRole('heading', { level: 2, name })).toHaveFocus();
    }
    await user.click(within(tabs).getByRole('button', { name: 'Infos pratiques' }));
    expect(screen.getByRole('heading', { name: 'Infos pratiques' })).toHaveFocus();
    expect(window.location.hash).toBe('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1');
  });

  it.each([
    ['#theme=12&anchor=reviews&hotelId=9', 'Avis', '#theme=12&anchor=reviews&hotelId=9'],
    ['#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&anchor=experience', 'Le programme', '#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&anchor=experience'],
    ['#anchor=booking', 'Réservez votre séjour', '#anchor=booking'],
  ])('brings the section the address names into view on arrival (§2.1 anchor): %s', async (hash, heading, kept) => {
    const user = userEvent.setup();
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    renderView(hash, { [stayKey]: pricedDetail() });
    await waitFor(() => expect(screen.getByRole('heading', { name: heading })).toHaveFocus());
    expect(scroll).toHaveBeenCalledTimes(1);
    // theme, anchor and hotelId stay in the address as the visitor changes the stay.
    await user.click(screen.getByRole('button', { name: /^Dates/ }));
    expect(window.location.hash).toBe(kept.includes('checkin') ? kept : `#checkin=2026-12-04&checkout=2026-12-06&night=2&${kept.slice(1)}`);
  });

  it('brings nothing into view for an anchor the page does not know', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    renderView('#anchor=gift');
    await screen.findByRole('heading', { level: 1 });
    await act(async () => undefined);
    expect(scroll).not.toHaveBeenCalled();
  });

  it("shows the hotel's score, criteria and four newest reviews, and the hotel's count when none is in the visitor's language", async () => {
    const review = (id: number) => ({ id, locale: 'fr_FR' as const, customer: `Client ${id}`, type: 'couple', date: '2026-10-0' + id, average: 8.44, positive: `Super ${id}`, negative: '' });
    const details = { welcoming: 9, comfort: 8.46, cleanliness: 8, food: null, localization: 7.5, priceQualityRatio: 8.2 };
    const answer: ReviewsResponse = { totalCount: 12, score: 8.64, list: [1, 2, 3, 4, 5].map(review), details, page: 0, pageSize: 10, language: 'fr_FR', languageFallback: false };
    const first = renderView('', {}, jest.fn(), answer);
    const section = await screen.findByRole('region', { name: 'Avis' });
    await waitFor(() => expect(text(section)).toContain('8,6Excellent 12 avis'), { timeout: 15_000 });
    expect(within(section).getAllByRole('term').map((t) => t.textContent)).toEqual(['Accueil', 'Confort', 'Propreté', 'Emplacement', 'Qualité/Prix']);
    expect(within(section).getAllByRole('definition').map((d) => d.textContent)).toEqual(['9,0', '8,5', '8,0', '7,5', '8,2']);
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(text(section)).toContain('Client 1 · 1 octobre 2026 · 8,4/10');
    expect(await axeViolations()).toEqual([]);
    // The hotel page's reviews modal (pages, sorts, languages), shared: its body and call load on first opening.
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => answer }) as unknown as globalThis.Response);
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      await userEvent.setup().click(within(section).getByRole('button', { name: 'Voir tous les avis' }));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(within(dialog).getByTestId('reviews-list')).toBeInTheDocument(), { timeout: 15_000 });
      expect(String((fetchMock.mock.calls as unknown as unknown[][])[0][0])).toContain('/hotel/');
      expect(within(dialog).getByTestId('reviews-sort')).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    } finally {
      global.fetch = realFetch;
    }
    first.unmount();
    renderView('', {}, jest.fn(), { ...answer, totalCount: 0, score: null, list: [] });
    // No review in French but 12 in all: the block says the hotel's 12, as the header does, never 'be the first'.
    const block = await screen.findByTestId('reviews-summary', {}, { timeout: 15_000 });
    expect(text(block)).toContain('12 avis');
    expect(screen.queryByText('Soyez le premier à tester cette toute nouvelle expérience !')).toBeNull();
  });

  it.each([
    ['double+sofa_bed', 'fr-FR', 'Lit double et canapé-lit'],
    ['queen', 'fr-FR', 'Lit queen size'],
    ['king', 'nl-BE', 'Kingsize bed'],
    ['twin', 'it-IT', 'Due letti singoli'],
  ] as const)('says the room\'s bedding %s in words, as the hotel page does (%s)', async (bedding, locale, said) => {
    window.history.replaceState(null, '', '/sejour/42/week-end');
    const detail = productDetail();
    renderWithProviders(<ProductView detail={{ ...detail, room: { ...detail.room!, bedding } }} path="/sejour/42/week-end" wiring={wiring} now={NOW} navigate={jest.fn()} />, { locale });
    const facts = await screen.findByText(/m² ·/);
    expect(text(facts).endsWith(` · ${said}`)).toBe(true);
  });

  it('says one review count on the page: the header and the reviews block agree (23 reviews, 18 of them in French)', async () => {
    const review = (id: number) => ({ id, locale: 'fr_FR' as const, customer: `Client ${id}`, type: 'couple', date: '2026-10-0' + id, average: 8.4, positive: `Super ${id}`, negative: '' });
    const details = { welcoming: 9, comfort: 8.46, cleanliness: 8, food: null, localization: 7.5, priceQualityRatio: 8.2 };
    const french: ReviewsResponse = { totalCount: 18, score: 8.4, list: [1, 2, 3, 4].map(review), details, page: 0, pageSize: 10, language: 'fr_FR', languageFallback: false };
    window.history.replaceState(null, '', '/sejour/42/week-end');
    const detail = productDetail();
    renderWithProviders(<ProductView detail={{ ...detail, hotel: { ...detail.hotel, review: { score: 8.64, totalCount: 23 } } }} path="/sejour/42/week-end" reviews={french} wiring={wiring} now={NOW} navigate={jest.fn()} />);
    expect(await screen.findByTestId('hotel-score')).toHaveTextContent('8,6/10 · 23 avis');
    const block = await screen.findByTestId('reviews-summary', {}, { timeout: 15_000 });
    expect(text(block)).toContain('8,6Excellent 23 avis');
    expect(text(block)).not.toContain('18 avis');
  });

  it("opens an activity's detail from the programme", async () => {
    const user = userEvent.setup();
    renderView('');
    await user.click(await screen.findByRole('button', { name: 'Visite de cave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visite de cave' });
    expect(text(dialog)).toContain('Vous choisissez son jour en réservant, parmi les jours de votre séjour.');
    expect(await axeViolations()).toEqual([]);
  });

  it("gives the parking information (§3 infoGeneral code parking) in 'Getting there'", async () => {
    const user = userEvent.setup();
    renderView('');
    await user.click(await screen.findByRole('button', { name: "Comment s'y rendre" }));
    const dialog = await screen.findByRole('dialog', { name: "Comment s'y rendre" });
    expect(within(dialog).getByRole('heading', { name: 'Parking' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('product-parking')).toHaveTextContent(
      "L'hôtel dispose d'un parking avec borne de recharge pour voiture électrique. Renseignez-vous auprès de l'hôtel sur les places disponibles et le tarif.",
    );
  });

  it("explains the tourist tax in its own dialog, closed by 'I understood'", async () => {
    const user = userEvent.setup();
    renderView('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1', { [stayKey]: pricedDetail() });
    const trigger = await screen.findByRole('button', { name: 'En savoir plus sur la taxe de séjour' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Taxe de séjour' });
    expect(text(dialog)).toContain('La commune perçoit une taxe de séjour de 1,10 € par adulte et par nuit ; les enfants en sont exonérés.');
    expect(text(dialog)).toContain("Elle n'est pas comprise dans le prix : vous la réglez à l'hôtel.");
    expect(text(dialog)).toContain('Pour votre séjour : 4,40 €.');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: "J'ai compris" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('shows a skeleton, never the server price, while the stay is priced', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    renderView('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1');
    expect(await screen.findByText('Chargement en cours…')).toBeInTheDocument();
    expect(screen.queryByTestId('product-price')).not.toBeInTheDocument();
    expect(screen.queryByText(/230/)).not.toBeInTheDocument();
  });

  it('asks for every activity date, then hands off to the checkout when the live price is the same', async () => {
    const user = userEvent.setup();
    const fetchMock = mockLiveQuote(25900);
    const { navigate } = renderView('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1', { [stayKey]: pricedDetail() });
    await user.click(await screen.findByRole('button', { name: 'Réserver' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez choisir les dates de vos activités.');
    const select = screen.getByRole('combobox', { name: "Date de l'activité : Visite de cave" });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(select, '7_1');
    expect(window.location.hash).toBe('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&activityDates=7_1');
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/reservation/42#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&activityDates=7_1'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringContaining('/api/weekend/42/quote-realtime.json?checkin=2026-12-04&nights=2&adult=2&child=1&baby=0&locale=fr_FR&smartcapacity=true&shownPrice=25900&activitySelectionList=7_1'));
  });

  it("opens 'Price update' when the live price went up, tracked once: Continue only, then the hand-off", async () => {
    const user = userEvent.setup();
    window.dataLayer ??= [];
    window.dataLayer.length = 0;
    mockLiveQuote(27900);
    const { navigate } = renderView('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&activityDates=7_1', { [stayKey]: pricedDetail() });
    await user.click(await screen.findByRole('button', { name: 'Réserver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mise à jour du prix' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Le prix a été mis à jour pendant votre réservation et il est désormais plus élevé.');
    expect(within(dialog).queryByRole('button', { name: 'Retour' })).not.toBeInTheDocument();
    expect(window.dataLayer.filter((entry) => (entry as { event?: string }).event === 'price_update')).toEqual([
      { event: 'price_update', package_id: 42, new_price: 279, previous_price: 259, page: 'product', data_flow_mode: 'pull' },
    ]);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/reservation\/42#/));
  });

  it('records a live quote that cannot be fetched as QUOTE_FETCH_ERROR: no hand-off, a message saying what to do, one report (§8)', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = jest.fn(async (url: string) => {
      if (url.includes('quote-realtime')) throw new TypeError('fetch failed');
      return { ok: true, status: 204, url, json: async () => ({}) };
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    const { navigate } = renderView('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&activityDates=7_1', { [stayKey]: pricedDetail() });
    await user.click(await screen.findByRole('button', { name: 'Réserver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Une erreur inattendue est survenue en récupérant le prix de votre séjour : rien n'a été réservé. Cliquez de nouveau sur Réserver dans un instant ; si l'erreur persiste, changez de dates ou contactez-nous.",
    );
    expect(navigate).not.toHaveBeenCalled();
    const reports = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/log/client-error'));
    expect(reports).toHaveLength(1);
    const report = JSON.parse(String((reports[0] as unknown as [string, RequestInit])[1].body));
    expect(report).toEqual({
      level: 'ERROR',
      location: 'application.client.error',
      locale: 'fr_FR',
      message: expect.stringContaining('QUOTE_FETCH_ERROR offer 42, 2026-12-04, 2 nights: TypeError: fetch failed'),
    });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('QUOTE_FETCH_ERROR'), expect.any(TypeError));
    error.mockRestore();
  });

  it('offers Back when the live price went down', async () => {
    const user = userEvent.setup();
    mockLiveQuote(24900);
    const { navigate } = renderView('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&activityDates=7_1', { [stayKey]: pricedDetail() });
    await user.click(await screen.findByRole('button', { name: 'Réserver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mise à jour du prix' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('plus bas !');
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(navigate).not.toHaveBeenCalled();
  });

  describe('Book while the page prices the stay', () => {
    const hash = '#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&activityDates=7_1';
    /** The detail call waits for `answer`; the live quote answers at once at the detail's price. */
    function pricingOnHold() {
      let answer: (ok: boolean) => void = () => undefined;
      const detail = new Promise<boolean>((resolve) => (answer = resolve));
      global.fetch = jest.fn(async (url: string) => {
        if (String(url).includes('/detail.json')) {
          const ok = await detail;
          return { ok, status: ok ? 200 : 503, url, json: async () => pricedDetail() };
        }
        return { ok: true, status: 200, url, json: async () => ({ ...quote(25900), priceChange: null }) };
      }) as unknown as typeof fetch;
      return { answer: (ok: boolean) => act(async () => answer(ok)) };
    }

    it('says Book waits for the price, then goes on to the checkout by itself', async () => {
      const user = userEvent.setup();
      const pricing = pricingOnHold();
      const { navigate } = renderView(hash);
      const book = await screen.findByRole('button', { name: 'Réserver' });
      expect(book).not.toHaveAttribute('aria-busy');
      await user.click(book);
      expect(book).toHaveAttribute('aria-busy', 'true');
      expect(book).toHaveAttribute('aria-disabled', 'true');
      expect(book).toHaveAccessibleDescription("Nous calculons le prix de vos dates : la réservation continue dès qu'il est prêt.");
      expect(navigate).not.toHaveBeenCalled();
      await pricing.answer(true);
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/reservation/42${hash}`));
      expect(navigate).toHaveBeenCalledTimes(1);
    });

    it('says the price could not be read when the waited-for pricing fails', async () => {
      const user = userEvent.setup();
      const pricing = pricingOnHold();
      const { navigate } = renderView(hash);
      await user.click(await screen.findByRole('button', { name: 'Réserver' }));
      await pricing.answer(false);
      expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur inattendue est survenue lors du calcul du prix. Veuillez réessayer.');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Réserver' })).not.toHaveAttribute('aria-busy'));
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  it('offers the cancellation-policy options of the stay and goes to the one chosen, with the same stay', async () => {
    const user = userEvent.setup();
    const priceOf = (sellPrice: number) => ({ ...quote(sellPrice).priceInfo! });
    const option = (weekendId: number, sellPrice: number, cancellable: boolean) => ({
      weekendId,
      label: weekendId === 42 ? 'Week-end gourmand au château' : 'Week-end gourmand au château flexible',
      imageUrl: '',
      nights: 2,
      current: weekendId === 42,
      sameProgram: true,
      bookable: true,
      priceInfo: priceOf(sellPrice),
      cancellationPolicy: { cancellable, message: '', cancellationDeadline: cancellable ? '2026-12-01' : null },
    });
    const offersKey = productOffersUrl('/api', 42, 'fr-FR', { checkin: '2026-12-04', nights: 2 }, family);
    const offers = { hotelId: 7, offers: [option(42, 25900, false), option(43, 28900, true), { ...option(44, 19900, true), sameProgram: false }] };
    const { navigate } = renderView('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&activityDates=7_1', { [stayKey]: pricedDetail(), [offersKey]: offers });
    const group = await screen.findByRole('group', { name: "Conditions d'annulation" }, { timeout: 5000 });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => text(r.closest('label')))).toEqual(['Non échangeable et non remboursableInclus', 'Modifiable ou partiellement remboursable jusqu\'au 1 décembre 2026+30 €']);
    expect(radios[0]).toBeChecked();
    expect(await axeViolations()).toEqual([]);
    await user.click(radios[1]);
    expect(navigate).toHaveBeenCalledWith('/sejour/43/week-end-gourmand-au-chateau-flexible#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1&activityDates=7_1');
  });

  it('changes the dates into the hash and reprices', async () => {
    const user = userEvent.setup();
    renderView('#c=1', { [stayKey]: pricedDetail(26900, null) });
    await user.click(await screen.findByRole('button', { name: /Dates/ }));
    expect(window.location.hash).toBe('#checkin=2026-12-04&checkout=2026-12-06&night=2&c=1');
    await waitFor(() => expect(text(screen.getByTestId('product-price-amount'))).toBe('269 €'));
  });

  it('cuts the description with see more / see less, records the visit and is accessible', async () => {
    const user = userEvent.setup();
    renderView('');
    const toggle = await screen.findByRole('button', { name: 'Voir plus' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Voir moins' })).toHaveAttribute('aria-expanded', 'true');
    expect(JSON.parse(window.localStorage.getItem('escapade.recentlyViewed') ?? '[]')[0]).toMatchObject({ id: 42, type: 'STAY' });
    await act(async () => undefined);
    expect(await axeViolations()).toEqual([]);
  });
});
