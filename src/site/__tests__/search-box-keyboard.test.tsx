import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextRouter } from 'next/router';
import { DatesFieldButton } from '@/features/calendar/components/date-field-parts';
import { StartSearchBoxFacade } from '@/features/search-box/components/start-search-box';
import type { FacadeWiring } from '@/features/search-box/components/search-box-wiring';
import { renderWithProviders } from '@/testing/render-with-providers';
import { loadLiveBox } from '../search-box';

// Issue 23: the keyboard through the search box, and text typed in the destination never silently dropped.
configure({ asyncUtilTimeout: 8000 });

const THEMES = [{ id: 26, name: 'Bien-être' }];
const LYON = [
  { id: 42, label: 'Lyon', category: 'city', postalcode: '69000', latitude: 45.76, longitude: 4.84 },
  { id: 7, label: 'Lyonnais', category: 'region', postalcode: null, latitude: null, longitude: null },
];
const WIRING: FacadeWiring = { DatesButton: DatesFieldButton, loadLiveBox, loadSessionDates: async () => null };
/** The box at rest marks its controls for the handover; the real box has no such marks. */
const atRest = () => document.querySelector('[data-facade]') !== null;

function setup() {
  window.history.replaceState(null, '', '/');
  const push = jest.fn<(url: string) => Promise<boolean>>(() => Promise.resolve(true));
  const router = { push, replace: jest.fn(() => Promise.resolve(true)), query: {}, events: { on: () => {}, off: () => {}, emit: () => {} } } as unknown as Partial<NextRouter>;
  renderWithProviders(<StartSearchBoxFacade wiring={WIRING} themes={THEMES} flow="booking" />, { router, config: { page: 'home' } });
  return { user: userEvent.setup({ delay: null }), pushed: () => push.mock.calls.map(([url]) => url) };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.fetch = jest.fn<typeof fetch>((input) => {
    const url = new URL(String(input), 'http://localhost');
    const term = url.searchParams.get('term') ?? '';
    const body = url.pathname.endsWith('/autocomplete-geonames.json') ? (term.toLowerCase().startsWith('lyo') ? LYON : []) : null;
    return Promise.resolve({ ok: true, status: body ? 200 : 204, json: () => Promise.resolve(body) } as Response);
  });
});

// In this order: the first test sees the box at rest; once the real box is loaded, later ones get it at once.
describe('The search box by keyboard', () => {
  it('keeps the focus on the Stays / Gifts radios when the real box takes the place of the one at rest', async () => {
    setup();
    const stays = screen.getByRole('radio', { name: 'Séjours' });
    expect(atRest()).toBe(true);
    // Tabbing onto the radios fetches the real box, which replaces the one at rest under the focus.
    act(() => stays.focus());
    await waitFor(() => expect(atRest()).toBe(false));
    expect(screen.getByRole('radio', { name: 'Séjours' })).toHaveFocus();
    expect(document.body).not.toHaveFocus();
  });

  it('searches the first suggestion of a destination typed but not chosen when Search is pressed', async () => {
    const { user, pushed } = setup();
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await user.click(destination);
    await user.type(destination, 'lyon');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(pushed()).toEqual(['/recherche?from=Lyon#city=42']));
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Lyon');
  });

  it('searches the first suggestion of a destination typed but not chosen when Enter is pressed in the field, as Search does (issue 32)', async () => {
    const { user, pushed } = setup();
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await user.click(destination);
    await user.type(destination, 'lyon{Enter}');
    await waitFor(() => expect(pushed()).toEqual(['/recherche?from=Lyon#city=42']));
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Lyon');
  });

  it('chooses the highlighted suggestion with Enter, without searching yet', async () => {
    const { user, pushed } = setup();
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await user.click(destination);
    await user.type(destination, 'lyo');
    await screen.findByRole('option', { name: /^Lyonnais/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(destination).toHaveValue('Lyonnais');
    expect(pushed()).toEqual([]);
  });

  it('does not search when the typed destination matches nothing, and says so in the field', async () => {
    const { user, pushed } = setup();
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await user.click(destination);
    await user.type(destination, 'Qwzx');
    const search = screen.getByRole('button', { name: 'Rechercher' });
    await user.click(search);
    const form = screen.getAllByRole('search')[0];
    expect(await within(form).findByText('Aucune destination ne correspond à « Qwzx ». Modifiez votre saisie ou choisissez une suggestion.')).toBeInTheDocument();
    expect(destination).toHaveFocus();
    expect(destination).toHaveAttribute('aria-invalid', 'true');
    expect(pushed()).toEqual([]);
  });
});
