import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { MapSearchResponse } from '@/contracts/offers';
import { renderWithProviders } from '@/testing/render-with-providers';
import { initialMapView } from '../../model/map-view';
import SearchMapDialog from '../search-map-dialog';

// jsdom has no layout: every element gets the size of the map on a 360 px phone, so Leaflet computes its view for it.
const size = { clientWidth: 360, clientHeight: 560 };
const saved = Object.fromEntries(Object.keys(size).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)]));
const realScrollTo = window.scrollTo;
beforeAll(() => {
  for (const [key, value] of Object.entries(size)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  window.scrollTo = () => {};
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  window.scrollTo = realScrollTo;
});

/** Stays at France's far corners: Brest, Lille, Strasbourg, Nice and Corsica (Bastia), and two near each other in Paris. */
const FRANCE: MapSearchResponse = {
  exactMatch: [
    { id: 1, location: { lat: 48.39, lng: -4.49 }, weekend: [{ id: 101 }] },
    { id: 2, location: { lat: 50.63, lng: 3.06 }, weekend: [{ id: 102 }] },
    { id: 3, location: { lat: 48.57, lng: 7.75 }, weekend: [{ id: 103 }] },
    { id: 4, location: { lat: 43.7, lng: 7.27 }, weekend: [{ id: 104 }] },
    { id: 5, location: { lat: 42.7, lng: 9.45 }, weekend: [{ id: 105 }, { id: 106 }] },
    { id: 6, location: { lat: 48.857, lng: 2.352 }, weekend: [{ id: 107 }] },
    { id: 7, location: { lat: 48.86, lng: 2.36 }, weekend: [{ id: 108 }] },
  ],
  searchDetails: { totalCount: 8 },
};
const URL = '/api/offers.json?locale=fr_FR&country=1&performMapSearch=true';

/** The hotels the markers drawn stand for: one per stay's marker, a group's count for a group. */
function hotelsOnTheMap(dialog: HTMLElement): number {
  return within(dialog)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '')
    .reduce((sum, name) => sum + (/^Voir ce séjour/.test(name) ? 1 : Number(/^(\d+) hôtels? ici/.exec(name)?.[1] ?? 0)), 0);
}

describe("the map of a France-wide search on a phone (issue 32)", () => {
  it('opens on a first view showing every stay, Corsica and Strasbourg included, its groups counting hotels', async () => {
    renderWithProviders(
      <SearchMapDialog
        open
        onOpenChange={() => {}}
        mapSearchUrl={URL}
        initialView={initialMapView({ place: { type: 'country', lat: 46.6, lng: 2.4 }, defaultCentre: { lat: 41.3874, lng: 2.1686 } })}
        onSearchArea={() => {}}
        renderStay={() => null}
      />,
      { config: { mapTileUrl: '/api/tiles/{z}/{x}/{y}.png' }, swrFallback: { [URL]: FRANCE } },
    );
    const dialog = screen.getByRole('dialog', { name: 'Carte des séjours' });
    await waitFor(() => expect(hotelsOnTheMap(dialog)).toBe(7));
    expect(within(dialog).getByRole('button', { name: '2 hôtels ici : zoomer' })).toBeInTheDocument();
    // The first view is the one searched: nothing to search again until the visitor moves the map.
    expect(within(dialog).queryByRole('button', { name: 'Rechercher dans cette zone' })).not.toBeInTheDocument();
  });
});
