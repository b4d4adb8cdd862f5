import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ClientLink } from '@/components/ui/client-link';
import Image from '@/components/ui/image';
import { centsFromEuros, formatMoney } from '@/lib/money';
import { stretchedLink } from '@/components/ui/stretched-link';
import type { OfferCard } from '@/contracts/offers';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { NEARBY_STEP, nextStart, previousStart, VISIBLE_RATIO, visibleRange } from '../model/carousel';
import { scrollToSlide as scrollRowTo, SWIPING_ATTRIBUTE, useSwipe } from './swipe';

const STAR = '\u2605';

/**
 * The nearby-hotels carousel (§2.2: it scrolls 3 at a time; search §9: snap 300 ms, visibility thresholds 0.1 and 0.88).
 * The WAI-ARIA carousel pattern: a region named 'Nearby hotels' with its Previous and Next buttons, each hotel a
 * 'slide' group named 'n of m', and a polite status saying which hotels show. A slide counts as shown once 88 % of it
 * is in view. Every hotel's link stays reachable with Tab (a focused card scrolls into view); a finger's swipe is the
 * row's own (`useSwipe`): shorter than one sixth of a hotel's card it snaps back, longer it moves a screenful of
 * hotels (3 on desktop, 1 on phones), in 300 ms.
 */
export function NearbyCarousel({ hotels, title, hash = '' }: { hotels: readonly OfferCard[]; title: string; /** The visitor's stay, carried to the next hotel. */ hash?: string }) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const rowRef = useRef<HTMLDivElement>(null);
  const [ratios, setRatios] = useState<number[]>(() => hotels.map((_, i) => (i < NEARBY_STEP ? 1 : 0)));

  useEffect(() => {
    const row = rowRef.current;
    if (!row || typeof IntersectionObserver === 'undefined') return;
    const slides = Array.from(row.children) as HTMLElement[];
    const observer = new IntersectionObserver(
      (entries) =>
        setRatios((previous) => {
          const next = [...previous];
          for (const entry of entries) next[slides.indexOf(entry.target as HTMLElement)] = entry.intersectionRatio;
          return next;
        }),
      { root: row, threshold: [0, 0.1, VISIBLE_RATIO, 1] },
    );
    slides.forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, [hotels.length]);

  const scrollToSlide = useCallback((index: number) => {
    if (rowRef.current) scrollRowTo(rowRef.current, index);
  }, []);
  // A swipe moves the hotels a screen holds whole: 3 on desktop, 1 on phones.
  const screenful = useCallback(() => {
    const row = rowRef.current;
    const slide = row?.children[0] as HTMLElement | undefined;
    return row && slide && slide.offsetWidth > 0 ? Math.max(1, Math.min(NEARBY_STEP, Math.floor(row.clientWidth / slide.offsetWidth))) : 1;
  }, []);
  useSwipe(rowRef, screenful);

  const range = visibleRange(ratios);
  const count = hotels.length;
  if (count === 0) return null;
  return (
    <Carousel aria-roledescription={intl.formatMessage({ id: 'hotel.nearby.carousel' })} aria-labelledby="nearby-title" data-testid="nearby-carousel">
      <div className="head">
        <h2 id="nearby-title">{title}</h2>
        <div className="controls">
          <NavButton type="button" aria-label={intl.formatMessage({ id: 'hotel.nearby.previous' })} aria-controls="nearby-slides" disabled={range.first <= 0} onClick={() => scrollToSlide(previousStart(range.first))}>
            <Chevron direction="previous" />
          </NavButton>
          <NavButton type="button" aria-label={intl.formatMessage({ id: 'hotel.nearby.next' })} aria-controls="nearby-slides" disabled={range.last >= count - 1} onClick={() => scrollToSlide(nextStart(range.first, count))}>
            <Chevron direction="next" />
          </NavButton>
        </div>
      </div>
      <p className="status" aria-live="polite" aria-atomic="true">
        {intl.formatMessage({ id: 'hotel.nearby.shown' }, { first: range.first + 1, last: range.last + 1, count })}
      </p>
      <Row id="nearby-slides" ref={rowRef}>
        {hotels.map((offer, index) => (
          <Slide key={offer.hotel.id} role="group" aria-roledescription={intl.formatMessage({ id: 'hotel.nearby.slideKind' })} aria-label={intl.formatMessage({ id: 'hotel.nearby.slide' }, { index: index + 1, count })} data-testid="nearby-hotel">
            <div className="picture">{offer.imageUrl && <Image src={offer.imageUrl} alt="" fill sizes="(min-width: 1024px) 360px, 80vw" />}</div>
            <div className="body">
              <h3>
                <HotelLink href={href.hotel(locale, offer.hotel.id, { hash })}>{offer.hotel.label}</HotelLink>
              </h3>
              <p className="meta">
                {offer.hotel.stars > 0 && (
                  <span role="img" aria-label={intl.formatMessage({ id: 'product.hotel.stars' }, { count: offer.hotel.stars })}>
                    {STAR.repeat(offer.hotel.stars)}
                  </span>
                )}
                <span>{offer.hotel.location.label}</span>
                {offer.distance !== null && <span>{intl.formatMessage({ id: 'hotel.nearby.distance' }, { distance: intl.formatNumber(offer.distance, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }) })}</span>}
              </p>
              <p className="price">{intl.formatMessage({ id: 'hotel.offer.from' }, { price: formatMoney(centsFromEuros(offer.sellPrice), intl.locale) })}</p>
            </div>
          </Slide>
        ))}
      </Row>
    </Carousel>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const Carousel = styled.section`
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.md};
  }
  .controls {
    display: flex;
    gap: ${theme.space.sm};
  }
  .status {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const NavButton = styled.button`
  width: 44px;
  height: 44px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  display: inline-grid;
  place-items: center;
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.45;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Row = styled.div`
  margin: ${theme.space.sm} 0 0;
  padding: ${theme.space.xs};
  display: flex;
  gap: ${theme.space.md};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: thin;
  /* Sideways drags are the row's own (useSwipe); vertical ones scroll the page. */
  touch-action: pan-y;
  &[${SWIPING_ATTRIBUTE}] {
    scroll-snap-type: none;
  }
`;

const Slide = styled.div`
  position: relative;
  flex: 0 0 80%;
  scroll-snap-align: start;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.colors.background};
  ${theme.media.desktop} {
    flex-basis: calc((100% - 2 * ${theme.space.md}) / 3);
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  .picture {
    position: relative;
    aspect-ratio: 3 / 2;
    background: ${theme.colors.surface};
    img {
      object-fit: cover;
    }
  }
  .body {
    padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};
  }
  h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  .meta,
  .price {
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.font.size.sm};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs} ${theme.space.sm};
    color: ${theme.colors.textMuted};
  }
  .price {
    font-weight: ${theme.font.weight.semibold};
  }
`;

const HotelLink = styled(ClientLink)`
  color: ${theme.colors.text};
  ${stretchedLink}
`;
