import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import type { Flags } from '@/lib/flags';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GIFT_CUSTOMISATION_STORAGE_KEY } from '@/contracts/gift-customisation';
import { BoxView } from '../box-view';
import { detail, EXTRAS, SHIPPING } from '../__fixtures__/gift-boxes';

type Answers = { shipping?: unknown; extras?: unknown; shippingFails?: boolean };

function mockCatalog({ shipping = SHIPPING, extras = EXTRAS, shippingFails = false }: Answers = {}) {
  const fetchMock = jest.fn(async (url: string) => {
    if (url.includes('shipping-costs')) return shippingFails ? { ok: false, status: 503, json: async () => ({}) } : { ok: true, status: 200, json: async () => shipping };
    if (url.includes('sub-elements')) return { ok: true, status: 200, json: async () => extras };
    return { ok: true, status: 200, json: async () => ({ exactMatch: [], searchDetails: { totalCount: 0 } }) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const router = () => ({ replace: jest.fn(async () => true), push: jest.fn(), asPath: '/', pathname: '/[[...slug]]', query: {}, events: { on: jest.fn(), off: jest.fn() } }) as unknown as NextRouter & { replace: jest.Mock };

function renderBox({ locale = 'fr-FR', flags = { physicalGiftFormat: true }, box = detail() }: { locale?: Locale; flags?: Partial<Flags>; box?: ReturnType<typeof detail> } = {}) {
  const r = router();
  renderWithProviders(<BoxView detail={box} />, { locale, flags, router: r });
  return r;
}

const offerLink = () => screen.getByRole('link', { name: 'Offrir' });
const total = () => screen.getByText('Total TTC').nextElementSibling!.textContent!.replace(/\s/g, ' ');

beforeEach(() => window.history.replaceState(null, '', '/coffrets-cadeaux/p/escapade-romantique/ROMANCE1N-EBOX'));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  window.localStorage.clear();
});

describe('a gift box page', () => {
  it('shows the title, what the box includes, the promo and the digital format chosen, Offer going to the box checkout', async () => {
    mockCatalog();
    renderBox();
    expect(screen.getByRole('heading', { level: 1, name: 'Escapade romantique' })).toBeTruthy();
    expect(screen.getByText('Petit-déjeuner')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Réduction de 16 %' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Coffret numérique/ }) as HTMLInputElement).checked).toBe(true);
    expect(offerLink().getAttribute('href')).toBe('/reservation/coffret?code=ROMANCE1N-EBOX&giftFormat=digital');
    expect(total()).toMatch(/129,90 €/);
    await screen.findByText(/Livraison 4,90 €/);
  });

  it('switches to the physical box: code, path and giftFormat change, shipping joins the total, and back again', async () => {
    mockCatalog();
    const r = renderBox();
    const physical = (await screen.findByRole('radio', { name: /Coffret physique/ })) as HTMLInputElement;
    await waitFor(() => expect(physical.disabled).toBe(false));
    fireEvent.click(physical);
    expect(r.replace).toHaveBeenLastCalledWith('/coffrets-cadeaux/p/escapade-romantique/ROMANCE1N-PBOX', undefined, { shallow: true, scroll: false });
    await waitFor(() => expect(offerLink().getAttribute('href')).toBe('/reservation/coffret?code=ROMANCE1N-PBOX&giftFormat=physical#sleeves=default'));
    expect(total()).toMatch(/139,80 €/); // 134,90 € + 4,90 € shipping
    fireEvent.click(screen.getByRole('radio', { name: /Coffret numérique/ }));
    expect(r.replace).toHaveBeenLastCalledWith('/coffrets-cadeaux/p/escapade-romantique/ROMANCE1N-EBOX', undefined, { shallow: true, scroll: false });
    expect(offerLink().getAttribute('href')).toBe('/reservation/coffret?code=ROMANCE1N-EBOX&giftFormat=digital');
  });

  it('adds a sleeve: kept in the hash by category name, counted in the total and handed to the checkout', async () => {
    mockCatalog();
    renderBox();
    const physical = (await screen.findByRole('radio', { name: /Coffret physique/ })) as HTMLInputElement;
    await waitFor(() => expect(physical.disabled).toBe(false));
    fireEvent.click(physical);
    const sleeves = await screen.findByRole('group', { name: 'Fourreaux' });
    expect((within(sleeves).getByRole('radio', { name: /Standard/ }) as HTMLInputElement).checked).toBe(true);
    act(() => fireEvent.click(within(sleeves).getByRole('radio', { name: /Fourreau anniversaire/ })));
    expect(window.location.hash).toBe('#sleeves=201');
    await waitFor(() => expect(total()).toMatch(/142,80 €/));
    expect(offerLink().getAttribute('href')).toBe('/reservation/coffret?code=ROMANCE1N-PBOX&giftFormat=physical#sleeves=201');
  });

  it('counts only extras of the fetched list from the hash', async () => {
    window.history.replaceState(null, '', '/coffrets-cadeaux/p/escapade-romantique/ROMANCE1N-PBOX#sleeves=999&cards=101,555');
    mockCatalog();
    renderBox({ box: detail({ code: 'ROMANCE1N-PBOX', format: 'physical' }) });
    await waitFor(() => expect(total()).toMatch(/141,30 €/)); // 134,90 + 4,90 + 1,50
    expect(offerLink().getAttribute('href')).toBe('/reservation/coffret?code=ROMANCE1N-PBOX&giftFormat=physical#cards=101&sleeves=default');
  });

  it.each<[string, { locale?: Locale; flags?: Partial<Flags> }]>([
    ['in Italy', { locale: 'it-IT' }],
    ['with the flag off', { flags: { physicalGiftFormat: false } }],
  ])('offers no physical format %s', async (_case, options) => {
    const fetchMock = mockCatalog();
    renderBox(options);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('shipping'))).toEqual([]);
  });

  it("disables the physical format when the shipping costs fail: 'Victim of its success…'", async () => {
    mockCatalog({ shippingFails: true });
    renderBox();
    await screen.findByText('Victime de son succès, le format physique revient bientôt !');
    expect((screen.getByRole('radio', { name: /Coffret physique/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('moves a physical box page whose shipping costs fail to the digital box (the physical format cannot be sold then)', async () => {
    window.history.replaceState(null, '', '/coffrets-cadeaux/p/escapade-romantique/ROMANCE1N-PBOX#sleeves=201');
    mockCatalog({ shippingFails: true });
    const r = renderBox({ box: detail({ code: 'ROMANCE1N-PBOX' }) });
    await screen.findByText('Victime de son succès, le format physique revient bientôt !');
    await waitFor(() => expect(r.replace).toHaveBeenLastCalledWith('/coffrets-cadeaux/p/escapade-romantique/ROMANCE1N-EBOX#sleeves=201', undefined, { shallow: true, scroll: false }));
    expect((screen.getByRole('radio', { name: /Coffret numérique/ }) as HTMLInputElement).checked).toBe(true);
    expect(offerLink().getAttribute('href')).toBe('/reservation/coffret?code=ROMANCE1N-EBOX&giftFormat=digital');
  });

  it('disables the physical format of a box sold only digitally', () => {
    mockCatalog();
    renderBox({ box: detail({ variants: { digital: { code: 'ROMANCE1N-EBOX', sellPrice: 12990 }, physical: null } }) });
    expect((screen.getByRole('radio', { name: /Coffret physique/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Victime de son succès, le format physique revient bientôt !')).toBeTruthy();
  });

  it("shows '---' for the shipping while the costs load", () => {
    global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    renderBox();
    expect(screen.getByText(/Livraison ---/)).toBeTruthy();
  });

  describe("'Personalise your gift' (§2.6, §4, §5)", () => {
    const openDrawer = async () => {
      fireEvent.click(offerLink());
      return screen.findByRole('dialog', { name: 'Personnalisez votre cadeau' }, { timeout: 5000 });
    };
    const nameField = (d: HTMLElement) => within(d).findByLabelText('Votre nom (facultatif)', {}, { timeout: 5000 }) as Promise<HTMLInputElement>;
    const messageField = (d: HTMLElement) => within(d).getByLabelText('Votre message (facultatif)') as HTMLTextAreaElement;
    const tracked = (name: string) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name) as Array<Record<string, unknown>>;

    it('opens on Offer instead of leaving, with the format choice, the optional name, the message and the total', async () => {
      mockCatalog();
      const r = renderBox();
      const drawer = await openDrawer();
      expect((await nameField(drawer)).required).toBe(false);
      expect(within(drawer).getByText('Max. 180 caractères')).toBeTruthy();
      expect((within(drawer).getByRole('radio', { name: /Coffret numérique/ }) as HTMLInputElement).checked).toBe(true);
      expect(within(drawer).getByTestId('box-gift-total').textContent!.replace(/\s/g, ' ')).toMatch(/129,90 €/);
      expect(r.push).not.toHaveBeenCalled();
    });

    it('previews the card as the name and message are typed; a 181st character is refused, its message gone after 1 s', async () => {
      mockCatalog();
      renderBox();
      const drawer = await openDrawer();
      const name = await nameField(drawer);
      fireEvent.change(name, { target: { value: 'Zoé' } });
      fireEvent.change(messageField(drawer), { target: { value: 'a'.repeat(180) } });
      const preview = within(drawer).getByTestId('gift-card-preview');
      expect(preview.textContent).toContain('De la part de Zoé');
      expect(preview.textContent).toContain('Escapade romantique');
      jest.useFakeTimers();
      fireEvent.change(messageField(drawer), { target: { value: 'a'.repeat(181) } });
      expect(messageField(drawer).value).toHaveLength(180);
      expect(within(drawer).getByRole('alert').textContent).toBe('Le champ est limité à 180 caractères');
      act(() => jest.advanceTimersByTime(1000));
      expect(within(drawer).queryByRole('alert')).toBeNull();
    });

    it('checks the name on blur and refuses to confirm a name that is not text', async () => {
      mockCatalog();
      const r = renderBox();
      const drawer = await openDrawer();
      const name = await nameField(drawer);
      fireEvent.change(name, { target: { value: 'Zoé 2' } });
      fireEvent.blur(name);
      expect(within(drawer).getByText('Seul du texte est attendu')).toBeTruthy();
      fireEvent.click(within(drawer).getByRole('button', { name: 'Offrir' }));
      expect(r.push).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(name);
    });

    it('confirms a valid form: keeps the texts where the box checkout reads them, closes and hands off, with the events', async () => {
      mockCatalog();
      window.dataLayer = [];
      const r = renderBox();
      const drawer = await openDrawer();
      fireEvent.change(await nameField(drawer), { target: { value: 'Zoé' } });
      fireEvent.change(messageField(drawer), { target: { value: 'Bon anniversaire' } });
      fireEvent.click(within(drawer).getByRole('button', { name: 'Offrir' }));
      expect(r.push).toHaveBeenCalledWith('/reservation/coffret?code=ROMANCE1N-EBOX&giftFormat=digital');
      expect(JSON.parse(window.localStorage.getItem(GIFT_CUSTOMISATION_STORAGE_KEY)!)).toEqual({ fromName: 'Zoé', message: 'Bon anniversaire' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(tracked('add_to_cart')).toHaveLength(1);
      expect(tracked('personalization_item')).toEqual([
        { event: 'personalization_item', ecommerce: { gift_format: 'e-gift', items: [{ item_id: 'ROMANCE1N-EBOX', item_name: 'Escapade romantique', item_category: 'gift-box', item_variant: 'digital', price: 129.9, quantity: 1 }] } },
      ]);
    });

    it('removes the stored texts once both fields are emptied, and switches the format from the drawer', async () => {
      window.localStorage.setItem(GIFT_CUSTOMISATION_STORAGE_KEY, JSON.stringify({ fromName: 'Zoé', message: 'Bravo' }));
      mockCatalog();
      const r = renderBox();
      const drawer = await openDrawer();
      const name = await nameField(drawer);
      await waitFor(() => expect(name.value).toBe('Zoé'));
      fireEvent.change(name, { target: { value: '' } });
      fireEvent.change(messageField(drawer), { target: { value: '' } });
      await waitFor(() => expect(window.localStorage.getItem(GIFT_CUSTOMISATION_STORAGE_KEY)).toBeNull());
      const physical = within(drawer).getByRole('radio', { name: /Coffret physique/ }) as HTMLInputElement;
      await waitFor(() => expect(physical.disabled).toBe(false));
      fireEvent.click(physical);
      expect(r.replace).toHaveBeenLastCalledWith('/coffrets-cadeaux/p/escapade-romantique/ROMANCE1N-PBOX', undefined, { shallow: true, scroll: false });
      await waitFor(() => expect(within(drawer).getByTestId('box-gift-total').textContent!.replace(/\s/g, ' ')).toMatch(/139,80 €/));
    });
  });
});
