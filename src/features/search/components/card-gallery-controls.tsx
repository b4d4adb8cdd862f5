import { useEffect, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { currentSlide, scrollToSlide, useSwipe } from '@/components/ui/swipe';
import { theme } from '@/styles/theme';

/**
 * A card gallery's behaviour, loaded on first use: the row follows the finger and snaps in 300 ms past one sixth of a
 * picture (`useSwipe`, §9), and on desktop 'Previous picture' / 'Next picture' buttons appear on hover and focus.
 */
export default function CardGalleryControls({ strip, count }: { strip: RefObject<HTMLDivElement | null>; count: number }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  useSwipe(strip);
  useEffect(() => {
    const row = strip.current;
    if (!row) return;
    const onScroll = () => setIndex(currentSlide(row));
    row.addEventListener('scroll', onScroll, { passive: true });
    return () => row.removeEventListener('scroll', onScroll);
  }, [strip]);
  const go = (to: number) => {
    if (strip.current) scrollToSlide(strip.current, to);
    setIndex(to);
  };
  return (
    <>
      <Arrow type="button" data-side="previous" aria-label={intl.formatMessage({ id: 'offerCard.gallery.previous' }, { index: index + 1, count })} disabled={index === 0} onClick={() => go(index - 1)}>
        <Chevron d="M15 5l-7 7 7 7" />
      </Arrow>
      <Arrow type="button" data-side="next" aria-label={intl.formatMessage({ id: 'offerCard.gallery.next' }, { index: index + 1, count })} disabled={index >= count - 1} onClick={() => go(index + 1)}>
        <Chevron d="M9 5l7 7-7 7" />
      </Arrow>
    </>
  );
}

function Chevron({ d }: { d: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const Arrow = styled.button`
  position: absolute;
  top: 50%;
  z-index: 3;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin-top: -16px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.md};
  cursor: pointer;
  opacity: 0;
  transition: opacity 150ms;
  &[data-side='previous'] {
    left: ${theme.space.sm};
  }
  &[data-side='next'] {
    right: ${theme.space.sm};
  }
  &:disabled {
    visibility: hidden;
  }
  *:hover > &,
  &:focus-visible {
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  /* Phones swipe: the arrows are for a pointer that hovers, and the keyboard. */
  @media (hover: none) {
    &:not(:focus-visible) {
      display: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
