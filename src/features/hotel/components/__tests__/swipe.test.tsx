import { describe, expect, it, jest } from '@jest/globals';
import { withSwipeEnvironment } from '@/testing/swipe-environment';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfferCard } from '@/contracts/offers';
import { renderWithProviders } from '@/testing/render-with-providers';
import { HotelGallery } from '../hotel-gallery';
import { NearbyCarousel } from '../nearby-carousel';

const SLIDE = 360;
const GAP = 8;
const IMAGES = [1, 2, 3, 4, 5].map((n) => `/api/images/hotel-${n}.jpg`);

/** jsdom lays nothing out: the row gets a phone's width, its slides their places, and a scroll position that holds. */
function layOut(row: HTMLElement, { width = SLIDE, slide = SLIDE } = {}) {
  let left = 0;
  const count = row.children.length;
  Object.defineProperties(row, {
    clientWidth: { configurable: true, get: () => width },
    scrollWidth: { configurable: true, get: () => count * (slide + GAP) - GAP },
    offsetLeft: { configurable: true, get: () => 0 },
    scrollLeft: { configurable: true, get: () => left, set: (v: number) => (left = v) },
  });
  Array.from(row.children).forEach((child, i) => {
    Object.defineProperties(child, { offsetLeft: { configurable: true, get: () => i * (slide + GAP) }, offsetWidth: { configurable: true, get: () => slide } });
  });
}

/** A finger's drag along the row: down, a few moves, up. */
function swipe(row: HTMLElement, dx: number, { pointerType = 'touch' } = {}) {
  const at = (x: number) => ({ pointerId: 1, pointerType, isPrimary: true, clientX: x, clientY: 300 });
  fireEvent.pointerDown(row, at(200));
  fireEvent.pointerMove(row, at(200 + dx / 2));
  fireEvent.pointerMove(row, at(200 + dx));
  fireEvent.pointerUp(row, at(200 + dx));
}

withSwipeEnvironment();

describe("the hotel gallery's own swipe on phones (search §9: one sixth of a picture)", () => {
  function renderRow() {
    renderWithProviders(<HotelGallery hotel="Le Domaine" images={IMAGES} />);
    const row = screen.getByTestId('hotel-gallery-row');
    layOut(row);
    return row;
  }

  it('snaps back from a swipe shorter than one sixth of a picture, and moves one picture past it', () => {
    const row = renderRow();
    swipe(row, -(SLIDE / 6 - 2));
    expect(row.scrollLeft).toBe(0);
    swipe(row, -(SLIDE / 6 + 2));
    expect(row.scrollLeft).toBe(SLIDE + GAP);
    // A long swipe still moves one picture only.
    swipe(row, -300);
    expect(row.scrollLeft).toBe(2 * (SLIDE + GAP));
    swipe(row, 100);
    expect(row.scrollLeft).toBe(SLIDE + GAP);
    expect(row).not.toHaveAttribute('data-swiping');
  });

  it('leaves a mouse to the browser (its drag scrolls natively)', () => {
    const row = renderRow();
    swipe(row, -200, { pointerType: 'mouse' });
    expect(row.scrollLeft).toBe(0);
  });

  it('still moves with the keyboard: arrows one picture, Home and End', async () => {
    const user = userEvent.setup();
    const row = renderRow();
    row.focus();
    await user.keyboard('{ArrowRight}');
    expect(row.scrollLeft).toBe(SLIDE + GAP);
    await user.keyboard('{ArrowRight}{ArrowLeft}{ArrowLeft}');
    expect(row.scrollLeft).toBe(0);
    await user.keyboard('{End}');
    // The last picture, as far as the row scrolls.
    expect(row.scrollLeft).toBe(5 * (SLIDE + GAP) - GAP - SLIDE);
    await user.keyboard('{Home}');
    expect(row.scrollLeft).toBe(0);
  });
});

const hotel = (id: number): OfferCard =>
  ({
    id: 100 + id,
    hotel: { id, label: `Hôtel ${id}`, stars: 3, location: { label: 'Annecy' } },
    imageUrl: '',
    distance: 4,
    sellPrice: 120,
  }) as unknown as OfferCard;

describe("the nearby hotels' swipe", () => {
  it('moves a screenful of hotels past one sixth of a card (1 on a phone, 3 on desktop), and a drag does not open the hotel', () => {
    renderWithProviders(<NearbyCarousel hotels={[1, 2, 3, 4, 5, 6, 7].map(hotel)} title="À proximité" />);
    const row = screen.getAllByTestId('nearby-hotel')[0].parentElement as HTMLElement;
    layOut(row, { width: 340, slide: 272 });
    swipe(row, -40);
    expect(row.scrollLeft).toBe(0);
    swipe(row, -50);
    expect(row.scrollLeft).toBe(272 + GAP);
    // The click a drag ends with is not a click on the card's link.
    const link = screen.getByRole('link', { name: 'Hôtel 2' });
    const followed = jest.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', followed);
    fireEvent.click(link);
    expect(followed).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
    // Desktop: three cards a screen.
    layOut(row, { width: 1100, slide: 360 });
    row.scrollLeft = 0;
    swipe(row, -70);
    expect(row.scrollLeft).toBe(3 * (360 + GAP));
  });
});
