import { expect, it, jest } from '@jest/globals';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LazyDates } from '../lazy-dates';

configure({ asyncUtilTimeout: 8000 });

it("hands the focus from the dates' light button to the calendar's field as they change places, never to <body> (issue 32)", async () => {
  window.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
  const { container } = renderWithProviders(
    <LazyDates checkin={null} checkout={null} onChange={() => {}} open={false} onOpenChange={() => {}} offerId={3} hotelId={7} guests={{ adults: 2, children: 0, babies: 0 }} flow="booking" />,
    { config: { page: 'product' } },
  );
  const atRest = screen.getByRole('button');
  // Tab reaches the light button: the field's code is fetched, and the field takes its place.
  act(() => atRest.focus());
  await waitFor(() => expect(atRest.isConnected).toBe(false));
  const field = container.querySelector('button');
  expect(field).not.toBeNull();
  await waitFor(() => expect(field).toHaveFocus());
  expect(document.body).not.toHaveFocus();
});
