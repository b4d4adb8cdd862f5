import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MapSearchResponse } from '@/contracts/offers';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { renderWithProviders } from '@/testing/render-with-providers';
import SearchMapDialog from '../search-map-dialog';

// jsdom has no layout: give every element the size of a phone-sized map so Leaflet can compute its view.
const size = { clientWidth: 800, clientHeight: 600 };
const saved = Object.fromEntries(Object.keys(size).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)]));
const realScrollTo = window.scrollTo;
const realFetch = global.fetch;
beforeAll(() => {
  for (const [key, value] of Object.entries(size)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  window.scrollTo = () => {}; // Leaflet keeps the page still when the map takes focus
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  window.scrollTo = realScrollTo;
  global.fetch = realFetch;
});

const URL = '/api/offers.json?locale=fr_FR&performMapSearch=true';
const answer: MapSearchResponse = {
  exactMatch: [
    { id: 11, location: { lat: 41.3874, lng: 2.1686 }, weekend: [{ id: 101 }, { id: 102 }] },
    { id: 12, location: { lat: 41.3974, lng: 2.1886 }, weekend: [{ id: 103 }] },
  ],
  searchDetails: { totalCount: 2 },
};

function renderMap(overrides: Partial<Parameters<typeof SearchMapDialog>[0]> = {}) {
  const onSearchArea = jest.fn();
  const onOpenChange = jest.fn();
  renderWithProviders(
    <SearchMapDialog
      open
      onOpenChange={onOpenChange}
      mapSearchUrl={URL}
      initialView={{ centre: { lat: 41.3874, lng: 2.1686 }, zoom: 14 }}
      onSearchArea={onSearchArea}
      renderStay={({ hotelId, offerIds }) => <p>{`Hotel ${hotelId}: ${offerIds.join(', ')}`}</p>}
      {...overrides}
    />,
    { config: { mapTileUrl: '/api/tiles/{z}/{x}/{y}.png' }, swrFallback: { [URL]: answer } },
  );
  return { onSearchArea, onOpenChange };
}

describe('SearchMapDialog', () => {
  it('is a named modal with a marker button per stay and their count', async () => {
    renderMap();
    const dialog = screen.getByRole('dialog', { name: 'Carte des séjours' });
    // It counts hotels (the markers) and says so, with their offers: the list's count line counts offers.
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 hôtels sur la carte (3 offres)');
    expect(await within(dialog).findByRole('button', { name: 'Voir ce séjour (2 offres)' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('button', { name: 'Voir ce séjour (1 offre)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: /Carte interactive/ })).toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('selects a marker (active, larger) and shows its card; clicking the map deselects', async () => {
    renderMap();
    const marker = await screen.findByRole('button', { name: 'Voir ce séjour (2 offres)' });
    // Plain clicks: two pointer taps in a row would be Leaflet's simulated double tap, which jsdom cannot place.
    fireEvent.click(marker);
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    expect(marker).toHaveClass('escapade-pin--active');
    expect(marker.style.width).toBe('47px');
    expect(screen.getByRole('button', { name: 'Voir ce séjour (1 offre)' }).style.width).toBe('40px');
    // The card follows once the red marker is painted.
    const card = await screen.findByRole('region', { name: 'Séjour sélectionné' });
    expect(card).toHaveTextContent('Hotel 11: 101, 102');

    // Selecting another stay moves the selection.
    fireEvent.click(screen.getByRole('button', { name: 'Voir ce séjour (1 offre)' }));
    expect(marker).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Séjour sélectionné' })).toHaveTextContent('Hotel 12: 103'));

    fireEvent.click(screen.getByRole('region', { name: /Carte interactive/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Séjour sélectionné' })).not.toBeInTheDocument());
  });

  it('selects a marker from the keyboard and closes the card with its button', async () => {
    renderMap();
    const marker = await screen.findByRole('button', { name: 'Voir ce séjour (1 offre)' });
    marker.focus();
    await userEvent.keyboard(' ');
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer la fiche du séjour' }));
    expect(screen.queryByRole('region', { name: 'Séjour sélectionné' })).not.toBeInTheDocument();
    expect(marker).toHaveAttribute('aria-pressed', 'false');
  });

  it('groups nearby stays when zoomed out; a group zooms in', async () => {
    renderMap({ initialView: { centre: { lat: 41.3874, lng: 2.1686 }, zoom: 6 } });
    const group = await screen.findByRole('button', { name: '2 hôtels ici : zoomer' });
    await userEvent.click(group);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Voir ce séjour (2 offres)' })).toBeInTheDocument());
  });

  it("offers 'Search this area' once the map moved, with the centre and the radius rounded up", async () => {
    const { onSearchArea } = renderMap();
    await screen.findByRole('button', { name: 'Voir ce séjour (2 offres)' });
    expect(screen.queryByRole('button', { name: 'Rechercher dans cette zone' })).not.toBeInTheDocument();
    // Zoom out with the keyboard ('-' on the focused map).
    const region = screen.getByRole('region', { name: /Carte interactive/ });
    act(() => {
      region.focus();
      fireEvent.keyDown(region, { key: '-', keyCode: 189 });
    });
    const button = await screen.findByRole('button', { name: 'Rechercher dans cette zone' });
    await userEvent.click(button);
    expect(onSearchArea).toHaveBeenCalledTimes(1);
    const [area] = onSearchArea.mock.calls[0] as [{ centre: { lat: number; lng: number }; radiusKm: number }];
    expect(area.centre.lat).toBeCloseTo(41.3874, 3);
    expect(area.centre.lng).toBeCloseTo(2.1686, 3);
    expect(Number.isInteger(area.radiusKm)).toBe(true);
    expect(area.radiusKm).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Rechercher dans cette zone' })).not.toBeInTheDocument();
  });

  it('closes with Escape or its close button and gives the focus back to what opened it', async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Carte
          </button>
          <SearchMapDialog
            open={open}
            onOpenChange={setOpen}
            mapSearchUrl={URL}
            initialView={{ centre: { lat: 41.3874, lng: 2.1686 }, zoom: 14 }}
            onSearchArea={() => {}}
            renderStay={() => null}
          />
        </>
      );
    }
    renderWithProviders(<Page />, { config: { mapTileUrl: '/api/tiles/{z}/{x}/{y}.png' }, swrFallback: { [URL]: answer } });
    const opener = screen.getByRole('button', { name: 'Carte' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Carte des séjours' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Fermer la carte' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('says so when the map search fails', async () => {
    const failing = '/api/offers.json?fail=1';
    global.fetch = jest.fn(async () => new Response('{}', { status: 500 })) as unknown as typeof fetch;
    renderMap({ mapSearchUrl: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent("Oups, une erreur s'est produite");
  });

  it("POSTs the results' map search with its JSON body (POST offers.json, §7)", async () => {
    const body = JSON.stringify({ locale: 'fr_FR', criteria: { filters: { property: { location: { cityId: 12 } } } }, performMapSearch: true });
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => answer })) as unknown as typeof fetch;
    renderMap({ mapSearchUrl: '/api/offers.json', mapSearchBody: body });
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('2 hôtels sur la carte'), { timeout: 5000 });
    expect(global.fetch).toHaveBeenCalledWith('/api/offers.json', expect.objectContaining({ method: 'POST', body }));
  });
});

