import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import type { Flags } from '@/lib/flags';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/testing/render-with-providers';
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
});
