import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { answer, mockFetch, offer } from '@/features/search/components/__fixtures__/offers';
import { renderWithProviders } from '@/testing/render-with-providers';
import NotFoundPage from '../not-found-page';

// The expired offer's code (offers call, card, heart) is a chunk of its own: count when it is fetched.
const loads = { count: 0 };
jest.mock('../other-offer', () => {
  loads.count += 1;
  return jest.requireActual('../other-offer');
});

afterEach(() => {
  window.location.hash = '';
  document.documentElement.removeAttribute('data-expired-offer-pending');
});

describe('the expired offer code', () => {
  it('is not fetched for a plain missing page', async () => {
    window.history.replaceState(null, '', '/nulle-part');
    const calls = mockFetch(() => ({ status: 202, body: { accepted: 1 } }));
    renderWithProviders(<NotFoundPage themes={[]} selection={[]} nonce={null} />);
    await waitFor(() => expect(calls.map((u) => u.pathname)).toEqual(['/api/error']));
    expect(screen.getByRole('heading', { level: 1, name: 'Oups !' })).toBeInTheDocument();
    expect(loads.count).toBe(0);
  });

  it("is fetched when the hash names an expired offer's hotel, and draws the other offer", async () => {
    window.history.replaceState(null, '', '/sejour/999#hotelId=105&id=999');
    mockFetch((url) => (url.pathname === '/api/offers.json' ? { body: answer([offer({}, 5)]) } : { status: 202, body: { accepted: 1 } }));
    renderWithProviders(<NotFoundPage themes={[]} selection={[]} nonce={null} />);
    expect(await screen.findByRole('region', { name: 'Autre offre chez Hôtel 5' })).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });
});
