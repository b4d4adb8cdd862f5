import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { Dialog } from '@/components/ui/dialog';
import { RECENT_SEARCHES_KEY } from '../../model/recent-searches';
import type { SearchBoxDestination } from '../../model/box-state';
import { DestinationCombobox, type DestinationComboboxHandle, type DestinationResolution } from '../destination/destination-combobox';

const LYON = [
  { id: 42, label: 'Lyon', category: 'city', postalcode: '69000', latitude: 45.76, longitude: 4.84 },
  { id: 7, label: 'Lyonnais', category: 'region', postalcode: null, latitude: null, longitude: null },
  { id: 9, label: 'Hôtel de Lyon', category: 'hotel', postalcode: null, latitude: null, longitude: null },
];

// Typing, the 250 ms debounce and the answer take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const answer = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
const fetchMock = jest.fn<typeof fetch>();

function setup(initial: SearchBoxDestination | null = null) {
  // No pause between keystrokes: the 250 ms debounce then sees one burst of typing, however busy the machine.
  const user = userEvent.setup({ delay: null });
  const changes: SearchBoxDestination[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <DestinationCombobox
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { user, changes, input: screen.getByRole('combobox', { name: 'Destination' }) };
}

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => answer(LYON));
  global.fetch = fetchMock;
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('DestinationCombobox', () => {
  it('clears the shown value on focus and opens the local option with the recent searches', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ id: 5, label: 'Gand', category: 'city' }]));
    const { user, input } = setup({ label: 'Paris', place: { city: 1 } });
    expect(input).toHaveValue('Paris');
    await user.click(input);
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAccessibleName(/^À moins de 2\sh de chez vous\s*Autour de vous$/);
    expect(options[1]).toHaveAccessibleName(/^Gand\s*Recherche récente$/);
  });

  it('recommends destinations with their hotel counts when focused and empty, leaving out the recent ones, and chooses one', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ id: 5, label: 'Gand', category: 'city' }]));
    const recommended = [
      { id: 42, label: 'Lyon', category: 'city', postalcode: null, latitude: 45.76, longitude: 4.84, hotelCount: 12 },
      { id: 5, label: 'Gand', category: 'city', postalcode: null, latitude: null, longitude: null, hotelCount: 3 },
      { id: 33, label: 'Auvergne-Rhône-Alpes', category: 'region', postalcode: null, latitude: null, longitude: null, hotelCount: 1 },
    ];
    fetchMock.mockImplementation((url) => answer(String(url).includes('recommendedAutocomplete') ? recommended : LYON));
    const { user, input, changes } = setup();
    await user.click(input);
    const lyon = await screen.findByRole('option', { name: /^Lyon\s*Recommandé · Ville · 12 hôtels$/ });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining('2\u00a0h'), expect.stringContaining('Gand'), expect.stringContaining('Lyon'), expect.stringContaining('1 hôtel')]);
    expect(options[3]).toHaveAccessibleName(/^Auvergne-Rhône-Alpes\s*Recommandé · Région · 1 hôtel$/);
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('recommended'));
    expect(asked[0]).toBe('/api/recommendedAutocomplete.json?locale=fr_FR&q=&catalogSourceType=catalog');
    await user.click(lyon);
    expect(changes.at(-1)).toMatchObject({ label: 'Lyon', place: { city: 42 } });
  });

  it('keeps the recommended list to the keyboard: arrows and Enter choose, Escape closes it in the field, Tab moves on and closes it', async () => {
    const recommended = [{ id: 42, label: 'Lyon', category: 'city', postalcode: null, latitude: 45.76, longitude: 4.84, hotelCount: 12 }];
    fetchMock.mockImplementation((url) => answer(String(url).includes('recommendedAutocomplete') ? recommended : LYON));
    const user = userEvent.setup({ delay: null });
    const changes: SearchBoxDestination[] = [];
    renderWithProviders(
      <>
        <DestinationCombobox value={null} onChange={(next) => changes.push(next)} />
        <button type="button">Dates</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.click(input);
    await screen.findByRole('option', { name: /^Lyon\s*Recommandé/ });
    // The scrolling list is no Tab stop of its own (Chrome would focus it, then lose the focus as it closes).
    expect(screen.getByRole('listbox')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Escape}');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^Lyon\s*Recommandé/ }).id);
    await user.keyboard('{Enter}');
    expect(changes.at(-1)).toMatchObject({ label: 'Lyon', place: { city: 42 } });
    expect(input).toHaveFocus();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dates' })).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('suggests destinations as the visitor types, marks their category and the matched part, and announces the count', async () => {
    const { user, input } = setup();
    await user.type(input, 'lyo');
    const lyon = await screen.findByRole('option', { name: /^Lyon\s*Ville/ });
    expect(lyon.querySelector('mark')).toHaveTextContent(/^Lyo$/);
    expect(screen.getByRole('option', { name: /Lyonnais\s*Région/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 destinations trouvées');
    // Debounced: only the whole term is asked for, never 'l' or 'ly' (SWR may revalidate it once more on a slow machine).
    // (The analytics batch may go out meanwhile on a slow machine: only the autocomplete calls are counted.)
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('autocomplete'));
    expect(new Set(asked)).toEqual(new Set(['/api/autocomplete-geonames.json?term=lyo&locale=fr_FR&maxResults=30']));
    expect(await axeViolations()).toEqual([]);
  });

  it('moves through the options with the arrow keys, Home and End, and chooses one with Enter', async () => {
    const { user, input, changes } = setup();
    await user.type(input, 'lyon');
    await screen.findByRole('option', { name: /^Lyon\s/ });
    await user.keyboard('{ArrowDown}');
    const [first, second, third] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{End}');
    expect(input).toHaveAttribute('aria-activedescendant', third.id);
    await user.keyboard('{Home}');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', third.id);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(changes).toHaveLength(1);
    expect(changes[0].label).toBe('Lyon');
    expect(changes[0].place).toEqual({ city: 42 });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Lyon');
    expect(screen.getByText('Et 30 km autour')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual([{ id: 42, label: 'Lyon', category: 'city' }]);
  });

  it('closes on Escape and shows the chosen destination again', async () => {
    const { user, input, changes } = setup({ label: 'Paris', place: { city: 1 } });
    await user.click(input);
    await user.type(input, 'ly');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Paris');
    expect(changes).toEqual([]);
  });

  it('inside a dialog (the mobile search box), Escape closes the list and leaves the dialog open', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Dialog title="Je cherche un week-end" defaultOpen>
        <DestinationCombobox value={null} onChange={() => {}} />
      </Dialog>,
    );
    const input = await screen.findByRole('combobox', { name: 'Destination' });
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Je cherche un week-end' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs an autocomplete failure and keeps the suggestions it had', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, input } = setup();
    await user.type(input, 'lyo');
    await screen.findByRole('option', { name: /^Lyon\s/ });
    fetchMock.mockImplementation(() => Promise.resolve({ ok: false, status: 500, json: () => Promise.resolve({}) } as Response));
    await user.type(input, 'n');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Destination autocomplete failed', expect.any(Error)));
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  describe('text typed without choosing a suggestion (issue 23)', () => {
    it('offers neither the local option nor the recent searches while the debounce runs, only the answer for the text', async () => {
      window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ id: 5, label: 'Gand', category: 'city' }]));
      const { user, input } = setup();
      await user.type(input, 'ly');
      // At once, before the 250 ms debounce: the list says it is searching and offers nothing it had before.
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(screen.queryAllByRole('option')).toEqual([]);
      expect(screen.getByText('Recherche des destinations…')).toBeInTheDocument();
      expect(await screen.findByRole('option', { name: /^Lyon\s*Ville/ })).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: /2\sh de chez vous|Gand/ })).not.toBeInTheDocument();
      // A new letter: the answer for 'ly' gives way until the one for 'lyx' is here.
      fetchMock.mockImplementation(() => answer([]));
      await user.type(input, 'x');
      expect(screen.queryAllByRole('option')).toEqual([]);
      expect(await screen.findByText('Aucune destination ne correspond à votre recherche.')).toBeInTheDocument();
    });

    it('Enter chooses the first suggestion, waiting for them when they have not arrived yet', async () => {
      const { user, input, changes } = setup();
      // Enter straight after typing, well before the debounce: nothing searched everywhere, the first one chosen.
      await user.type(input, 'Lyon{Enter}');
      await waitFor(() => expect(changes).toHaveLength(1));
      expect(changes[0]).toEqual({ label: 'Lyon', place: { city: 42 } });
      expect(input).toHaveValue('Lyon');
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual([{ id: 42, label: 'Lyon', category: 'city' }]);
    });

    it('Enter once the suggestions are shown chooses the first one at once', async () => {
      const { user, input, changes } = setup();
      await user.type(input, 'lyo');
      await screen.findByRole('option', { name: /^Lyon\s/ });
      await user.keyboard('{Enter}');
      expect(changes.map((change) => change.label)).toEqual(['Lyon']);
    });

    it('says in the field when the text matches nothing, and forgets it once the visitor types again', async () => {
      fetchMock.mockImplementation(() => answer([]));
      const { user, input, changes } = setup({ label: 'Paris', place: { city: 1 } });
      await user.click(input);
      await user.type(input, 'Lyonx{Enter}');
      const error = await screen.findByText('Aucune destination ne correspond à « Lyonx ». Modifiez votre saisie ou choisissez une suggestion.');
      expect(error).toHaveAttribute('role', 'alert');
      expect(changes).toEqual([]);
      expect(input).toHaveValue('Lyonx');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(/Aucune destination ne correspond à « Lyonx »/);
      expect(await axeViolations()).toEqual([]);
      await user.keyboard('{Backspace}');
      expect(input).toHaveValue('Lyon');
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(error).toBeEmptyDOMElement();
    });

    it('resolves text left in the field for the box (its Search button) and refuses text that matches nothing', async () => {
      const user = userEvent.setup({ delay: null });
      const handle = createRef<DestinationComboboxHandle>();
      const changes: SearchBoxDestination[] = [];
      renderWithProviders(
        <>
          <DestinationCombobox ref={handle} value={null} onChange={(next) => changes.push(next)} />
          <button type="button">Rechercher</button>
        </>,
      );
      const input = screen.getByRole('combobox', { name: 'Destination' });
      expect(handle.current?.resolvePending()).toBeNull();
      await user.type(input, 'lyon');
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      // Left with the list closed, the text stays in the field: it is what Search will look for.
      expect(input).toHaveValue('lyon');
      let result: DestinationResolution | undefined;
      const resolve = () =>
        act(() => {
          result = undefined;
          void handle.current!.resolvePending()!.then((resolution) => (result = resolution));
        });
      resolve();
      await waitFor(() => expect(result).toEqual({ kind: 'chosen', destination: { label: 'Lyon', place: { city: 42 } } }));
      expect(changes).toHaveLength(1);

      fetchMock.mockImplementation(() => answer([]));
      await user.type(input, 'qqq');
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      resolve();
      await waitFor(() => expect(result).toEqual({ kind: 'refused' }));
      // The field explaining why takes the focus, its text kept.
      expect(input).toHaveFocus();
      expect(input).toHaveValue('qqq');
      expect(screen.getByRole('alert')).toHaveTextContent(/« qqq »/);
    });

    it('keeps the list where it is while the focus goes to Search, so Search does not move under the finger (phone dialog)', async () => {
      const user = userEvent.setup({ delay: null });
      const handle = createRef<DestinationComboboxHandle>();
      const changes: SearchBoxDestination[] = [];
      renderWithProviders(
        <form onSubmit={(event) => event.preventDefault()}>
          <DestinationCombobox ref={handle} value={null} onChange={(next) => changes.push(next)} />
          <button type="submit">Rechercher</button>
        </form>,
      );
      const input = screen.getByRole('combobox', { name: 'Destination' });
      await user.type(input, 'lyon');
      act(() => screen.getByRole('button', { name: 'Rechercher' }).focus());
      expect(input).toHaveAttribute('aria-expanded', 'true');
      act(() => {
        void handle.current!.resolvePending();
      });
      await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
      expect(changes.map((change) => change.label)).toEqual(['Lyon']);
    });

    it('says so when the suggestions cannot be had', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      fetchMock.mockImplementation(() => Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve({}) } as Response));
      const { user, input, changes } = setup();
      await user.type(input, 'Lyon{Enter}');
      expect(await screen.findByText('Impossible de chercher « Lyon » pour le moment. Réessayez dans un instant.')).toBeInTheDocument();
      expect(changes).toEqual([]);
    });
  });

  describe("the local option 'less than 2h'", () => {
    const geolocate = (outcome: 'granted' | 'denied') => {
      Object.defineProperty(navigator, 'geolocation', {
        configurable: true,
        value: {
          getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
            outcome === 'granted'
              ? success({ coords: { latitude: 45.76, longitude: 4.84 } } as GeolocationPosition)
              : failure({ code: 1, message: 'denied' } as GeolocationPositionError),
        },
      });
    };

    it("opens 'Travel locally!' with 200 km chosen, and searches around the visitor's position", async () => {
      geolocate('granted');
      const { user, input, changes } = setup();
      await user.click(input);
      await user.keyboard('{ArrowDown}{Enter}');
      const dialog = screen.getByRole('dialog', { name: /^Voyagez local\s!$/ });
      expect(within(dialog).getByRole('radio', { name: '200 km' })).toBeChecked();
      await user.click(within(dialog).getByRole('radio', { name: '300 km' }));
      await user.click(within(dialog).getByRole('button', { name: 'Rechercher autour de moi' }));
      expect(changes).toHaveLength(1);
      expect(changes[0].label).toMatch(/^À moins de 300\skm$/);
      expect(changes[0].place).toEqual({ position: { lat: 45.76, lng: 4.84 }, distanceMin: 0, distanceMax: 300 });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(input).toHaveValue(changes[0].label);
    });

    it('explains politely when the position cannot be had', async () => {
      geolocate('denied');
      const { user, input, changes } = setup();
      await user.click(input);
      await user.click(screen.getByRole('option', { name: /2\sh de chez vous/ }));
      await user.click(screen.getByRole('button', { name: 'Rechercher autour de moi' }));
      expect(await screen.findByText(/Autorisez la localisation dans votre navigateur/)).toBeInTheDocument();
      expect(changes).toEqual([]);
    });
  });
});
