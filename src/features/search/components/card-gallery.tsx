import { SizedImage } from '@/components/ui/sized-image';
import type { ImagesBySize } from '@/contracts/image-sizes';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ClientLink } from '@/components/ui/client-link';
import { SWIPING_ATTRIBUTE } from '@/components/ui/swiping-attribute';
import { theme } from '@/styles/theme';

/** The swipe and the 300 ms snap: loaded with the first touch on the pictures or the first arrow pressed (never in the first load). */
const loadSwipe = () => import('@/components/ui/swipe');

/** Class names styled by the card (`offer-card.tsx`): the strip is server-rendered with the card. */
export const GALLERY = { strip: 'offer-card-gallery', slide: 'offer-card-gallery-slide' } as const;

export type CardGalleryProps = {
  pictures: readonly string[];
  /** each picture's named sizes (§3 `imagesBySize`), when the answer gives them */
  bySize: (src: string) => ImagesBySize | undefined;
  /** The card's address: each picture leads there too (a tap on a picture opens the offer). */
  link: string;
  sizes: string;
  priority: boolean;
  first: boolean;
  onFollow: () => void;
};

type Side = 'previous' | 'next';
/** Each arrow's name, by its literal id: the page's share of the catalog is listed from the ids its code spells out. */
const ARROW_MESSAGE = { previous: { id: 'offerCard.gallery.previous' }, next: { id: 'offerCard.gallery.next' } } as const;

/**
 * A results card's pictures (search §9 'gallery up to 4 images'): a row clipped to one picture (no scroller of its
 * own: the arrows and the swipe move it), the first loaded with the card and the others lazily. 'Previous picture' and
 * 'Next picture' are buttons in the Tab order, shown on desktop on hover and focus; on a touch screen the first finger
 * on the pictures loads the swipe (300 ms snap past one sixth), which takes that very gesture over. The pictures are
 * links out of the tab order and hidden from screen readers: the card's title link is the one to follow.
 */
export function CardGallery({ pictures, bySize, link, sizes, priority, first, onFollow }: CardGalleryProps) {
  const intl = useIntl();
  const strip = useRef<HTMLDivElement>(null);
  const arrows = useRef<Record<Side, HTMLButtonElement | null>>({ previous: null, next: null });
  const [index, setIndex] = useState(0);
  const detachSwipe = useRef<(() => void) | 'loading' | null>(null);
  useEffect(
    () => () => {
      if (typeof detachSwipe.current === 'function') detachSwipe.current();
    },
    [],
  );
  const count = pictures.length;

  const armSwipe = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || detachSwipe.current) return;
    detachSwipe.current = 'loading';
    const started = { pointerId: event.pointerId, clientX: event.clientX };
    void loadSwipe().then(({ attachSwipe }) => {
      if (strip.current) detachSwipe.current = attachSwipe(strip.current, undefined, started);
    });
  };
  // The picture shown, once the row has come to rest (not while the finger or the snap moves it).
  const onScroll = () => {
    const row = strip.current;
    if (row && !row.hasAttribute(SWIPING_ATTRIBUTE) && row.clientWidth > 0) setIndex(Math.round(row.scrollLeft / row.clientWidth));
  };
  const go = (side: Side) => {
    const to = side === 'next' ? Math.min(index + 1, count - 1) : Math.max(index - 1, 0);
    setIndex(to);
    // At either end the button pressed is disabled: the focus moves to the other one rather than to the page.
    if (to === 0 || to === count - 1) arrows.current[side === 'next' ? 'previous' : 'next']?.focus();
    void loadSwipe().then(({ scrollToSlide }) => strip.current && scrollToSlide(strip.current, to));
  };
  const arrow = (side: Side) => (
    <Arrow
      ref={(button) => {
        arrows.current[side] = button;
      }}
      type="button"
      data-side={side}
      aria-label={intl.formatMessage(ARROW_MESSAGE[side], { index: index + 1, count })}
      disabled={side === 'next' ? index >= count - 1 : index === 0}
      onClick={() => go(side)}
    />
  );
  return (
    <>
      <div ref={strip} className={GALLERY.strip} onPointerDown={armSwipe} onScroll={onScroll}>
        {pictures.map((src, position) => (
          <ClientLink key={src} href={link} className={GALLERY.slide} tabIndex={-1} aria-hidden="true" onClick={onFollow}>
            <SizedImage src={src} bySize={bySize(src)} use="card" alt="" sizes={sizes} loading={position === 0 && priority ? 'eager' : 'lazy'} fetchPriority={position === 0 && priority && first ? 'high' : 'auto'} />
          </ClientLink>
        ))}
      </div>
      {arrow('previous')}
      {arrow('next')}
    </>
  );
}

// The chevron is the button's own border (no icon markup in the first load); the focus ring is the site's (global style).
// On touch screens the arrows give way to the swipe (shown only to a keyboard's focus); reduced motion is global too.
const Arrow = styled.button`
  position: absolute;
  top: 50%;
  z-index: 3;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin-top: -16px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.md};
  cursor: pointer;
  opacity: 0;
  transition: opacity 150ms;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    margin-left: -4px;
    border: solid;
    border-width: 0 2.5px 2.5px 0;
    transform: rotate(-45deg);
  }
  &[data-side='previous'] {
    left: ${theme.space.sm};
    transform: scaleX(-1);
  }
  &[data-side='next'] {
    right: ${theme.space.sm};
  }
  &:disabled {
    visibility: hidden;
  }
  article:hover &,
  &:focus-visible {
    opacity: 1;
  }
  @media (hover: none) {
    &:not(:focus-visible) {
      display: none;
    }
  }
`;
