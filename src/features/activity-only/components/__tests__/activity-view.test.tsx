import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivityOnlyDetail, ActivityPaxPrice } from '@/contracts/activity-only-detail';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ActivityView } from '../activity-view';

const price = (adults: number, sellPrice: number, refPrice = sellPrice): ActivityPaxPrice => ({
  sellPrice,
  refPrice,
  promo: refPrice > sellPrice ? Math.round(((refPrice - sellPrice) * 100) / refPrice) : 0,
  moneySaved: refPrice - sellPrice,
  paxComposition: { adults },
  priceType: 'final',
});

const centre = { id: 7, label: 'Hôtel du Lac', star: 4, main: true, location: { label: 'Annecy', address: '1 quai', postcode: '74000', completeAddress: '1 quai, 74000 Annecy', latitude: 45.9, longitude: 6.1 } };
const LONG = `Sortie en kayak : ${'une sortie au grand air pour profiter des paysages à votre rythme. '.repeat(6)}`;

const detail = (over: Partial<ActivityOnlyDetail> = {}): ActivityOnlyDetail => ({
  id: 42,
  label: 'Sortie en kayak à Annecy',
  description: LONG,
  published: true,
  images: [1, 2, 3, 4].map((i) => ({ url: `/api/images/activity-kayak-18-${i}.jpg`, alt: `Kayak ${i}` })),
  imagesBySize: [],
  activities: [
    { activityId: 18, title: 'Sortie en kayak', description: 'Pagayez sur le lac.', univers: 'Activités nautiques', composition: 'Pour 1 ou 2 personnes', schedules: ['Durée : 2 h', "D'avril à octobre"], importantInformation: 'Réservation obligatoire', imageUrl: '/api/images/activity-kayak-18-0.jpg', activityCenter: centre },
  ],
  importantInformation: ['Réservation obligatoire'],
  niceToKnow: ['Savoir nager est indispensable'],
  locations: [{ label: 'Annecy', address: '1 quai, 74000 Annecy', latitude: 45.9, longitude: 6.1 }],
  mainActivityCenter: centre,
  prices: { '1': price(1, 6600, 7000), '2': price(2, 12000, 13000) },
  breadCrumb: [],
  pageModel: { pageTitle: 'Sortie en kayak à Annecy', metaDescription: '', metaRobots: 'index, follow' },
  ...over,
});

const render = (d = detail()) => renderWithProviders(<ActivityView detail={d} />, { locale: 'fr-FR' });
const panel = () => screen.getByTestId('activity-panel');
const shownPrice = () => within(panel()).getByTestId('activity-price').textContent?.replace(/\s/g, ' ');

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('the activity-only page (§2.3)', () => {
  it('shows the title, the centre, the description cut at 250 characters with its toggle, the programme and practical info', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Sortie en kayak à Annecy' })).toBeTruthy();
    expect(screen.getByText('Avec Hôtel du Lac, Annecy')).toBeTruthy();
    const text = screen.getByTestId('activity-description').textContent!;
    expect(text.length).toBeLessThanOrEqual(251);
    expect(text.endsWith('…')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(screen.getByTestId('activity-description').textContent).toBe(LONG);
    expect(screen.getByRole('heading', { name: 'Au programme' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Infos pratiques' })).toBeTruthy();
    expect(screen.getByText('Savoir nager est indispensable')).toBeTruthy();
    expect(screen.getByText('Activités nautiques')).toBeTruthy();
  });

  it('starts with 2 people, shows the promo from 5 % and ignores a change out of range', async () => {
    render();
    await waitFor(() => expect(shownPrice()).toMatch(/^120 €$/));
    expect(within(panel()).getByRole('img', { name: 'Réduction de 8 %' })).toBeTruthy();
    const field = within(panel()).getByRole('spinbutton', { name: 'Nombre de personnes' }) as HTMLInputElement;
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field.value).toBe('2');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Diminuer : Nombre de personnes' }));
    await waitFor(() => expect(shownPrice()).toMatch(/^66 €$/));
    expect(window.location.hash).toBe('#a=1');
    expect(within(panel()).queryByRole('img', { name: /Réduction/ })).toBeTruthy();
  });

  it('reads the number of people from the hash, and falls back to the lowest priced when it has no price', async () => {
    window.history.replaceState(null, '', '/activite/42#a=1');
    render();
    await waitFor(() => expect(shownPrice()).toMatch(/^66 €$/));
    window.history.replaceState(null, '', '/activite/42#a=5');
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(shownPrice()).toMatch(/^66 €$/));
  });

  it('hides a promo under 5 %', async () => {
    render(detail({ prices: { '2': price(2, 9600, 10000) } }));
    await waitFor(() => expect(shownPrice()).toMatch(/^96 €$/));
    expect(within(panel()).queryByRole('img', { name: /Réduction/ })).toBeNull();
  });

  it('opens the purchase modal from Offer and from Buy for myself, handing off to the gift checkout', async () => {
    render();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Offrir' }));
    let dialog = await screen.findByRole('dialog', { name: 'Offrir cette activité' });
    expect(within(dialog).getByRole('link', { name: 'Continuer' }).getAttribute('href')).toBe('/reservation/cadeau#id=42&a=2');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(panel()).getByRole('button', { name: 'Acheter pour moi' }));
    dialog = await screen.findByRole('dialog', { name: 'Acheter cette activité pour moi' });
    expect(within(dialog).getByRole('link', { name: 'Continuer' }).getAttribute('href')).toBe('/reservation/cadeau?customType=OWN_USE#id=42&a=2');
  });

  it('replaces the purchase panel with the unpublished notice', () => {
    render(detail({ published: false }));
    expect(screen.queryByTestId('activity-panel')).toBeNull();
    const notice = screen.getByTestId('activity-unpublished');
    expect(within(notice).getByText('Trop tard !')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Voir les autres offres' }).getAttribute('href')).toBe('/recherche');
  });

  it('records the visit and lists the other activities seen, not stays', async () => {
    const other = { id: 77, type: 'ACTIVITY', label: 'Vol en montgolfière', imageUrl: '', price: { sellPrice: 190 }, hotel: { label: 'Ballons du Sud', location: 'Gap' }, uri: '/activite/77' };
    const stay = { ...other, id: 5, type: 'STAY', label: 'Week-end à Lyon', uri: '/sejour/5' };
    window.localStorage.setItem('escapade.recentlyViewed', JSON.stringify([other, stay]));
    render();
    const list = await screen.findByRole('region', { name: 'Activités consultées récemment' }).catch(() => screen.findByRole('heading', { name: 'Activités consultées récemment' }));
    expect(list).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vol en montgolfière' }).getAttribute('href')).toBe('/activite/77');
    expect(screen.queryByRole('link', { name: 'Week-end à Lyon' })).toBeNull();
    const stored = JSON.parse(window.localStorage.getItem('escapade.recentlyViewed')!) as { id: number; type: string; uri: string; price: { sellPrice: number } }[];
    expect(stored[0]).toMatchObject({ id: 42, type: 'ACTIVITY', uri: '/activite/42', price: { sellPrice: 66 } });
  });
});
