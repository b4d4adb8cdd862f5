import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OfferCard } from '../offer-card';
import { offer } from '../__fixtures__/offers';

const NOW = new Date('2027-02-10T10:00:00Z');
const cheapest = { checkin: '2027-03-12', checkout: '2027-03-14', nights: 2, otherStays: 3 };
const flexibleCard = (otherStays = 3) => offer({ checkin: '2027-03-12', nights: 2, sellPrice: 180, refPrice: null, flexibleStay: { ...cheapest, otherStays } });

describe('OfferCard in a flexible search (issue 36)', () => {
  it("names the cheapest weekend, its total price and the other weekends, and links to that stay's dates", () => {
    renderWithProviders(<OfferCard offer={flexibleCard()} flow="booking" view="NORMAL" hasDates index={0} now={NOW} flexibleArrival="weekend" stay={{ nights: 2, adults: 2, children: 1, babies: 0 }} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText(/Week-end le moins cher/)).toHaveTextContent('Week-end le moins cher : ven. 12 – dim. 14 mars');
    expect(within(card).getByText('3 autres week-ends disponibles')).toBeInTheDocument();
    expect(within(card).getByText('180 €', { exact: false })).toBeInTheDocument();
    expect(within(card).queryByText(/À partir de/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /./ }).getAttribute('href')).toMatch(/#checkin=2027-03-12&checkout=2027-03-14&night=2&c=1$/);
  });

  it('says "other dates" for any arrival day, in the visitor\'s language, and nothing more when no other stay is bookable', () => {
    const { unmount } = renderWithProviders(<OfferCard offer={flexibleCard(1)} flow="booking" view="NORMAL" hasDates index={0} now={NOW} flexibleArrival="any" />, { locale: 'es-ES' });
    expect(screen.getByText(/Fechas más baratas/)).toHaveTextContent('Fechas más baratas: vie, 12 de marzo – dom, 14 de marzo');
    expect(screen.getByText('1 fecha más disponible')).toBeInTheDocument();
    unmount();
    renderWithProviders(<OfferCard offer={flexibleCard(0)} flow="booking" view="NORMAL" hasDates index={0} now={NOW} flexibleArrival="weekend" />);
    expect(screen.queryByText(/autre/)).not.toBeInTheDocument();
  });

  it('shows no flexible line in a dated search', () => {
    renderWithProviders(<OfferCard offer={offer({ checkin: '2027-03-12', nights: 2 })} flow="booking" view="NORMAL" hasDates index={0} now={NOW} />);
    expect(screen.queryByText(/le moins cher/)).not.toBeInTheDocument();
  });
});
