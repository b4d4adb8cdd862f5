import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OfferCard } from '../offer-card';
import { offer } from '../__fixtures__/offers';

const NOW = new Date('2030-01-10T10:00:00Z');

describe('OfferCard', () => {
  it('shows a "from" price without dates, the struck reference price and the discount', () => {
    renderWithProviders(<OfferCard offer={offer()} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText(/À partir de/)).toHaveTextContent('À partir de 66,50 €');
    expect(within(card).getByText('120 €', { exact: false }).closest('s')).not.toBeNull();
    // ceil(100 - 100 * 66.5 / 120) = 45
    expect(within(card).getByText('-45 %')).toBeInTheDocument();
  });

  it.each([
    // The first row loads at once; only the first card, the phone's largest picture, asks for high priority.
    { index: 0, loading: null, fetchPriority: 'high' },
    { index: 2, loading: null, fetchPriority: 'auto' },
    { index: 3, loading: 'lazy', fetchPriority: 'auto' },
  ])('loads the picture of card $index with loading=$loading and fetchpriority=$fetchPriority', ({ index, loading, fetchPriority }) => {
    const { container } = renderWithProviders(<OfferCard offer={offer()} flow="booking" view="NORMAL" hasDates={false} index={index} now={NOW} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading') === 'lazy' ? 'lazy' : null).toBe(loading);
    expect(img.getAttribute('fetchpriority')).toBe(fetchPriority);
  });

  it('shows the final price with dates or for gifts', () => {
    const { unmount } = renderWithProviders(<OfferCard offer={offer()} flow="booking" view="NORMAL" hasDates index={0} now={NOW} />);
    expect(screen.queryByText(/À partir de/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<OfferCard offer={offer({ itemCategory: 'single_voucher' })} flow="gifting" view="GIFT" hasDates={false} index={0} now={NOW} />);
    expect(screen.queryByText(/À partir de/)).not.toBeInTheDocument();
  });

  it('shows the score with one decimal and its label, and stars in words', () => {
    renderWithProviders(<OfferCard offer={offer()} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} />);
    expect(screen.getByText('9,3/10')).toBeInTheDocument();
    expect(screen.getByText('Fantastique')).toBeInTheDocument();
    expect(screen.getByText('3 étoiles')).toBeInTheDocument();
  });

  it('has no review label under 9 and "Nouveau" without reviews', () => {
    const { unmount } = renderWithProviders(
      <OfferCard offer={offer({ hotel: { ...offer().hotel, review: { count: 10, average: 8.6 } } })} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} />,
    );
    expect(screen.getByText('8,6/10')).toBeInTheDocument();
    expect(screen.queryByText(/Excellent|Fantastique/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<OfferCard offer={offer({ hotel: { ...offer().hotel, review: { count: 0, average: null } } })} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} />);
    expect(screen.getByText('Nouveau')).toBeInTheDocument();
  });

  it('shows at most 2 stress messages on a card badge and 1 on a condensed card', () => {
    const stressed = offer({ targetedLabel: 'Coup de cœur', lastMinute: true, marketingLabels: ['Best-seller'], availableRooms: 2 });
    const { unmount } = renderWithProviders(<OfferCard offer={stressed} flow="booking" view="NORMAL" hasDates index={0} now={NOW} />);
    expect(screen.getByText('Coup de cœur')).toBeInTheDocument();
    expect(screen.getByText('Dernière minute')).toBeInTheDocument();
    expect(screen.queryByText('Plus que 2 chambres')).not.toBeInTheDocument();
    expect(screen.queryByText('Best-seller')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<OfferCard offer={stressed} flow="booking" view="CONDENSED" hasDates index={0} now={NOW} />);
    expect(screen.getByText('Coup de cœur')).toBeInTheDocument();
    expect(screen.queryByText('Dernière minute')).not.toBeInTheDocument();
  });

  it('shows the auto-discount promo only with the experiment and not in gifting', () => {
    const promo = offer({ autoDiscount: { code: 'WINTER', value: 10 } });
    const { unmount } = renderWithProviders(<OfferCard offer={promo} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} />);
    expect(screen.queryByText(/économisez/)).not.toBeInTheDocument();
    unmount();
    const again = renderWithProviders(<OfferCard offer={promo} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} />, { flags: { autoDiscountCode: true } });
    expect(screen.getByText('Promo : économisez 10 % de plus')).toBeInTheDocument();
    again.unmount();
    renderWithProviders(<OfferCard offer={promo} flow="gifting" view="GIFT" hasDates={false} index={0} now={NOW} />, { flags: { autoDiscountCode: true } });
    expect(screen.queryByText(/économisez/)).not.toBeInTheDocument();
  });

  it('is one link to the product page with the search in its hash, and links to the hotel\'s other offers', () => {
    const stay = { checkin: '2099-12-04', checkout: '2099-12-06', nights: 2, adults: 2, children: 1, babies: 0 };
    renderWithProviders(<OfferCard offer={offer({ hasMoreOffers: true, checkin: '2099-12-04', nights: 2 })} flow="booking" view="NORMAL" hasDates index={0} now={NOW} stay={stay} />);
    expect(screen.getByRole('link', { name: 'Romantic weekend 1' })).toHaveAttribute('href', '/sejour/1/romantic-weekend-1#checkin=2099-12-04&checkout=2099-12-06&night=2&c=1');
    expect(screen.getByRole('link', { name: 'Voir les autres offres de cet hôtel' })).toHaveAttribute('href', '/recherche?flow=hotel#hotelId=101');
  });

  it("leads a card priced without dates ('Stays on other dates') to its page without the search's dates, which would price another stay", () => {
    const stay = { checkin: '2027-01-09', checkout: '2027-01-10', nights: 1, adults: 2, children: 1, babies: 0 };
    renderWithProviders(<OfferCard offer={offer({ checkin: null, nights: 2, sellPrice: 224 })} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} stay={stay} />);
    expect(screen.getByRole('link', { name: 'Romantic weekend 1' })).toHaveAttribute('href', '/sejour/1/romantic-weekend-1#c=1');
  });

  it('leads to the hotel page in the hotel flow, with flow=hotel and the search in its hash', () => {
    const stay = { checkin: '2099-12-04', checkout: '2099-12-06', nights: 2, adults: 3, children: 0, babies: 0 };
    renderWithProviders(<OfferCard offer={offer({ checkin: '2099-12-04', nights: 2 })} flow="hotel" view="HOTEL" hasDates index={0} now={NOW} stay={stay} />);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/hotel/101?flow=hotel#checkin=2099-12-04&checkout=2099-12-06&night=2&a=3');
  });

  it('shows activity prices per person: the price list total for the participants divided by them, with the struck bar price', () => {
    const prices = [
      { paxComposition: { adults: 1 }, sellPrice: 95, barPrice: 95, promo: 0 },
      { paxComposition: { adults: 2 }, sellPrice: 179, barPrice: 200, promo: 10 },
    ];
    const { unmount } = renderWithProviders(
      <OfferCard offer={{ ...offer({ itemCategory: 'activity', sellPrice: 89.5, refPrice: 100, participants: 2 }), prices }} flow="activity" view="ACTIVITY" hasDates={false} index={0} now={NOW} />,
    );
    expect(screen.getByText(/par personne/)).toHaveTextContent('89,50 € par personne');
    expect(screen.getByText('100 €', { selector: 's, s *' })).toBeInTheDocument();
    unmount();
    // A stay-search answer has no price list: its card price is already per person.
    renderWithProviders(<OfferCard offer={offer({ itemCategory: 'activity', sellPrice: 42, refPrice: null, participants: 2 })} flow="activity" view="ACTIVITY" hasDates={false} index={0} now={NOW} />);
    expect(screen.getByText(/par personne/)).toHaveTextContent('42 € par personne');
  });

  it("says what the product page says about cancelling, never 'free', whatever the catalog's own wording", () => {
    const card = (cancellationPolicy: { cancellable: boolean; message: string; cancellationDeadline?: string | null }, locale: 'fr-FR' | 'it-IT' = 'fr-FR') =>
      renderWithProviders(<OfferCard offer={offer({ cancellationPolicy })} flow="booking" view="NORMAL" hasDates index={0} now={NOW} />, { locale });
    const free = "Annulation gratuite jusqu'à 14 jours avant l'arrivée";
    let view = card({ cancellable: true, message: free, cancellationDeadline: '2030-02-01' });
    expect(screen.getByText(/remboursable/)).toHaveTextContent("Modifiable ou partiellement remboursable jusqu'au 1 février 2030");
    expect(screen.queryByText(/gratuit/i)).not.toBeInTheDocument();
    view.unmount();
    view = card({ cancellable: true, message: free });
    expect(screen.getByText('Modifiable ou partiellement remboursable')).toBeInTheDocument();
    expect(screen.queryByText(/gratuit/i)).not.toBeInTheDocument();
    view.unmount();
    view = card({ cancellable: true, message: 'Cancellazione gratuita', cancellationDeadline: '2030-02-01' }, 'it-IT');
    expect(screen.getByText(/rimborsabile/)).toHaveTextContent('Modificabile o parzialmente rimborsabile fino al 1 febbraio 2030');
    view.unmount();
    // A deadline already past: the product page says non-refundable, so the card promises nothing.
    view = card({ cancellable: true, message: free, cancellationDeadline: '2030-01-09' });
    expect(screen.queryByText(/remboursable|gratuit/i)).not.toBeInTheDocument();
    view.unmount();
    card({ cancellable: false, message: 'Non remboursable' });
    expect(screen.queryByText(/Annulation|remboursable/)).not.toBeInTheDocument();
  });
});
