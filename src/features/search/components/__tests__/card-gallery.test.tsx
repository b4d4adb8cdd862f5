import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OfferCard } from '../offer-card';
import { offer } from '../__fixtures__/offers';

const NOW = new Date('2030-01-10T10:00:00Z');
const withPictures = offer({ imageUrl: '/api/images/a.jpg', images: ['/api/images/a.jpg', '/api/images/b.jpg', '/api/images/c.jpg', '/api/images/d.jpg', '/api/images/e.jpg'] });
const pictures = (card: HTMLElement) => [...card.querySelectorAll('img')].map((img) => ({ src: decodeURIComponent(img.getAttribute('src') ?? ''), lazy: img.getAttribute('loading') === 'lazy' }));

describe('results card gallery (§9: up to 4 pictures)', () => {
  it('shows up to 4 pictures, the first with the card and the others lazily, out of the tab order', () => {
    renderWithProviders(<OfferCard offer={withPictures} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} />);
    const card = screen.getByRole('article');
    const shown = pictures(card);
    expect(shown).toHaveLength(4);
    expect(shown.map((p) => p.lazy)).toEqual([false, true, true, true]);
    expect(shown.map((p) => p.src.match(/[a-e]\.jpg/)?.[0])).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
    // One link to follow for keyboards and screen readers: the title.
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    // The arrows are not in the first load: they come with the first pointer, touch or focus.
    expect(within(card).queryByRole('button', { name: /Photo suivante/ })).not.toBeInTheDocument();
  });

  it('brings Previous and Next picture buttons on first pointing at the card, Previous disabled on the first picture', async () => {
    renderWithProviders(<OfferCard offer={withPictures} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} />);
    const card = screen.getByRole('article');
    fireEvent.pointerEnter(card.querySelector('.offer-card-gallery')!.parentElement!);
    const next = await within(card).findByRole('button', { name: 'Photo suivante (1 sur 4)' }, { timeout: 5000 });
    // On the first picture Previous is disabled (and hidden from view).
    expect(card.querySelector('button[data-side="previous"]')).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Photo précédente (2 sur 4)' })).toBeEnabled());
  });

  it('keeps one picture and no gallery for a single picture or a condensed card', () => {
    const { unmount } = renderWithProviders(<OfferCard offer={offer({ imageUrl: '/api/images/a.jpg', images: [] })} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} />);
    expect(pictures(screen.getByRole('article'))).toHaveLength(1);
    expect(document.querySelector('.offer-card-gallery')).toBeNull();
    unmount();
    renderWithProviders(<OfferCard offer={withPictures} flow="booking" view="CONDENSED" hasDates={false} index={0} now={NOW} />);
    expect(pictures(screen.getByRole('article'))).toHaveLength(1);
  });
});
