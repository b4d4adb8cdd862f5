import { expect, it, jest } from '@jest/globals';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { DatesFieldButton } from '@/features/calendar/components/date-field-parts';
import { StartSearchBoxFacade } from '@/features/search-box/components/start-search-box';
import type { FacadeWiring } from '@/features/search-box/components/search-box-wiring';
import { renderWithProviders } from '@/testing/render-with-providers';
import { loadLiveBox } from '../search-box';

// A first visit (a fresh module: the box at rest): text typed, then Enter in the field, before the real box's code arrives.
configure({ asyncUtilTimeout: 8000 });

const LYON = [{ id: 42, label: 'Lyon', category: 'city', postalcode: '69000', latitude: 45.76, longitude: 4.84 }];
const WIRING: FacadeWiring = { DatesButton: DatesFieldButton, loadLiveBox, loadSessionDates: async () => null };

it('searches the first suggestion of the text typed at rest when Enter is pressed in the destination field (issue 32)', async () => {
  window.history.replaceState(null, '', '/');
  window.fetch = jest.fn<typeof fetch>((input) => {
    const autocomplete = String(input).includes('/autocomplete-geonames.json');
    return Promise.resolve({ ok: true, status: autocomplete ? 200 : 204, json: () => Promise.resolve(autocomplete ? LYON : null) } as Response);
  });
  const push = jest.fn<(url: string) => Promise<boolean>>(() => Promise.resolve(true));
  const router = { push, replace: jest.fn(() => Promise.resolve(true)), query: {}, events: { on: () => {}, off: () => {}, emit: () => {} } } as unknown as Partial<NextRouter>;
  renderWithProviders(<StartSearchBoxFacade wiring={WIRING} themes={[]} flow="booking" />, { router, config: { page: 'home' } });

  const destination = screen.getByRole('combobox', { name: 'Destination' });
  act(() => destination.focus());
  fireEvent.change(destination, { target: { value: 'lyon' } });
  // Enter in a text field submits its form (what the browser does for the keystroke).
  fireEvent.submit(destination.closest('form')!);
  expect(document.querySelector('[data-facade]')).not.toBeNull();

  await waitFor(() => expect(push.mock.calls.map(([url]) => url)).toEqual(['/recherche?from=Lyon#city=42']));
  expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Lyon');
});
