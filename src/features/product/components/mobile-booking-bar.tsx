import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@/components/ui/button';
import type { PriceInfo } from '@/contracts/quote';
import { theme } from '@/styles/theme';
import { bookButtonLabel } from '../model/price-banner';
import { productMessages as m } from './product-messages';
import { formatMoney } from '@/components/ui/money';

/** The bar's height on a phone (a 44 px button and its padding): the page keeps this much room under a focused element. */
const BAR_HEIGHT = '64px';

export type MobileBookingBarProps = {
  price: PriceInfo | null;
  loading: boolean;
  hasDates: boolean;
  /** The booking panel, watched: the bar steps aside while the panel itself is on screen. */
  panelId: string;
  /** The panel's heading, where Book / See prices takes the visitor. */
  headingId: string;
};

/**
 * The sticky booking bar of phones: the price and Book / See prices at the bottom of the screen while the booking
 * panel is out of view; its button brings the panel into view and moves the focus to it. Hidden on desktop, where the
 * panel itself stays in the side column.
 */
export function MobileBookingBar({ price, loading, hasDates, panelId, headingId }: MobileBookingBarProps) {
  const intl = useIntl();
  // Hidden until the observer has said where the panel is (no flash where it is on screen).
  const [panelInView, setPanelInView] = useState(true);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPanelInView(entry.isIntersecting));
    observer.observe(panel);
    return () => observer.disconnect();
  }, [panelId]);

  if (panelInView) return null;
  const toPanel = () => {
    const heading = document.getElementById(headingId);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Bar aria-label={intl.formatMessage(m.bookingBar)} data-testid="mobile-booking-bar">
      <RoomForBar />
      <p className="price" data-testid="booking-bar-price">
        {!loading && price && (
          <>
            <span className="type">{intl.formatMessage(price.priceType === 'from' ? m.priceFrom : m.priceFinal, { nights: price.nights })}</span>
            <strong>{formatMoney(intl, price.sellPrice)}</strong>{' '}
            <span className="type">{intl.formatMessage(m.taxesIncluded)}</span>
          </>
        )}
      </p>
      <Button onClick={toPanel}>{intl.formatMessage(bookButtonLabel(hasDates) === 'book' ? m.book : m.seePrices)}</Button>
    </Bar>
  );
}

/** While the bar shows, Tab never leaves a focused element under it (WCAG 2.2 2.4.11). */
const RoomForBar = createGlobalStyle`
  ${theme.media.mobile} {
    html {
      scroll-padding-bottom: calc(${BAR_HEIGHT} + ${theme.space.md});
    }
    body {
      padding-bottom: ${BAR_HEIGHT};
    }
  }
`;

const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndex.header};
  min-height: ${BAR_HEIGHT};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.background};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.lg};
  .price {
    margin: 0;
    display: grid;
    font-size: ${theme.font.size.sm};
  }
  .type {
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.xs};
  }
  strong {
    font-size: ${theme.font.size.lg};
  }
  ${theme.media.desktop} {
    display: none;
  }
`;
