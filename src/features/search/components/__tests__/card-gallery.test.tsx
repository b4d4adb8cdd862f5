import { describe, expect, it } from '@jest/globals';
import { withSwipeEnvironment } from '@/testing/swipe-environment';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OfferCard } from '../offer-card';
import { offer } from '../__fixtures__/offers';
import { CARD_IMAGE_SIZES, imagesBySize } from '@/contracts/image-sizes';

const NOW = new Date('2030-01-10T10:00:00Z');
const WIDTH = 384;
const withPictures = offer({ imageUrl: '/api/images/a.jpg', images: ['/api/images/a.jpg', '/api/images/b.jpg', '/api/images/c.jpg', '/api/images/d.jpg', '/api/images/e.jpg'] });
const pictures = (card: HTMLElement) => [...card.querySelectorAll('img')].map((img) => ({ src: decodeURIComponent(img.getAttribute('src') ?? ''), lazy: img.getAttribute('loading') === 'lazy' }));

/** jsdom lays nothing out: the strip gets a card's width, its pictures their places, and a scroll position that holds. */
function layOut(strip: HTMLElement) {
  let left = 0;
  Object.defineProperties(strip, {
    clientWidth: { configurable: true, get: () => WIDTH },
    scrollWidth: { configurable: true, get: () => strip.children.length * WIDTH },
    offsetLeft: { configurable: true, get: () => 0 },
    scrollLeft: { configurable: true, get: () => left, set: (v: number) => (left = v) },
  });
  Array.from(strip.children).forEach((child, i) => {
    Object.defineProperties(child, { offsetLeft: { configurable: true, get: () => i * WIDTH }, offsetWidth: { configurable: true, get: () => WIDTH } });
  });
}

function renderCard() {
  renderWithProviders(<OfferCard offer={withPictures} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} />);
  const card = screen.getByRole('article');
  const strip = card.querySelector<HTMLElement>('.offer-card-gallery')!;
  layOut(strip);
  return { card, strip };
}

withSwipeEnvironment();

describe('results card gallery (§9: up to 4 pictures)', () => {
  it('shows up to 4 pictures, the first with the card and the others lazily, the title the one link to follow', () => {
    const { card } = renderCard();
    const shown = pictures(card);
    expect(shown).toHaveLength(4);
    expect(shown.map((p) => p.lazy)).toEqual([false, true, true, true]);
    expect(shown.map((p) => p.src.match(/[a-e]\.jpg/)?.[0])).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('moves one picture at a time with its Previous and Next buttons, keeping the focus on a button at either end', async () => {
    const user = userEvent.setup();
    const { card, strip } = renderCard();
    // A disabled arrow is hidden too (nothing to go back to on the first picture).
    expect(card.querySelector('button[data-side="previous"]')).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Photo suivante (1 sur 4)' }));
    await waitFor(() => expect(strip.scrollLeft).toBe(WIDTH));
    expect(within(card).getByRole('button', { name: 'Photo précédente (2 sur 4)' })).toBeEnabled();
    await user.click(within(card).getByRole('button', { name: 'Photo suivante (2 sur 4)' }));
    await user.click(within(card).getByRole('button', { name: 'Photo suivante (3 sur 4)' }));
    await waitFor(() => expect(strip.scrollLeft).toBe(3 * WIDTH));
    // On the last picture Next is disabled: the focus has gone to Previous, not to the page.
    expect(card.querySelector('button[data-side="next"]')).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Photo précédente (4 sur 4)' })).toHaveFocus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    await waitFor(() => expect(strip.scrollLeft).toBe(0));
    expect(within(card).getByRole('button', { name: 'Photo suivante (1 sur 4)' })).toHaveFocus();
  });

  it('follows a finger: the touch that loads the swipe is taken over, a drag past one sixth moves on, a shorter one snaps back', async () => {
    const { card, strip } = renderCard();
    const at = (x: number) => ({ pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: x, clientY: 300 });
    fireEvent.pointerDown(strip, at(300));
    // The swipe arrives while the finger is down (a dynamic import): its moves from then on drag the strip.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.pointerMove(strip, at(250));
    fireEvent.pointerMove(strip, at(300 - WIDTH / 6 - 2));
    fireEvent.pointerUp(strip, at(300 - WIDTH / 6 - 2));
    await waitFor(() => expect(strip.scrollLeft).toBe(WIDTH));
    fireEvent.scroll(strip);
    expect(within(card).getByRole('button', { name: 'Photo suivante (2 sur 4)' })).toBeEnabled();
    fireEvent.pointerDown(strip, at(300));
    fireEvent.pointerMove(strip, at(300 - WIDTH / 6 + 2));
    fireEvent.pointerUp(strip, at(300 - WIDTH / 6 + 2));
    expect(strip.scrollLeft).toBe(WIDTH);
  });

  it('keeps one picture and no gallery for a single picture or a condensed card', () => {
    const { unmount } = renderWithProviders(<OfferCard offer={offer({ imageUrl: '/api/images/a.jpg', images: [] })} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} />);
    expect(pictures(screen.getByRole('article'))).toHaveLength(1);
    expect(document.querySelector('.offer-card-gallery')).toBeNull();
    expect(screen.queryByRole('button', { name: /Photo suivante/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<OfferCard offer={withPictures} flow="booking" view="CONDENSED" hasDates={false} index={0} now={NOW} />);
    expect(pictures(screen.getByRole('article'))).toHaveLength(1);
  });

  it("offers each picture at the card's named sizes (§3 imagesBySize) in srcset, with the card's sizes", () => {
    const images = ['/api/images/sea-wellness-1-0.jpg', '/api/images/sea-wellness-1-1.jpg'];
    renderWithProviders(<OfferCard offer={offer({ imageUrl: images[0], images, imagesBySize: images.map((url) => imagesBySize(url, CARD_IMAGE_SIZES)) })} flow="booking" view="NORMAL" hasDates={false} index={0} now={NOW} />);
    const [first, second] = [...screen.getByRole('article').querySelectorAll('img')];
    expect(first).toHaveAttribute('srcset', '/api/images/640_360/sea-wellness-1-0.jpg 640w, /api/images/960_540/sea-wellness-1-0.jpg 960w');
    expect(first).toHaveAttribute('sizes', '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('srcset', '/api/images/640_360/sea-wellness-1-1.jpg 640w, /api/images/960_540/sea-wellness-1-1.jpg 960w');
    expect(second).toHaveAttribute('loading', 'lazy');
  });
});
