import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { createGlobalStyle, css } from 'styled-components';
import { Button } from '@/components/ui/button';
import type { PriceInfo } from '@/contracts/quote';
import { theme } from '@/styles/theme';
import { bookButtonLabel } from '../model/price-banner';
import { productMessages as m } from './product-messages';
import { formatMoney } from '@/lib/money';

/** The bar's height on a phone (a 44 px button and its padding): the page keeps this much room under a focused element. */
const BAR_HEIGHT = '64px';

export type BookingBarsProps = {
  price: PriceInfo | null;
  loading: boolean;
  hasDates: boolean;
  /** The booking panel, watched: the bar steps aside while the panel itself is on screen. */
  panelId: string;
  /** The panel's heading, where Book / See prices takes the visitor. */
  headingId: string;
  /** The page's tab bar, watched: on desktop the top bar shows once it has scrolled out of view. */
  tabsId: string;
  /** The offer's name, shown in the desktop bar. */
  label: string;
};

/** Whether an element of the page is on screen (true until the observer has answered: no flash). */
function useInView(id: string): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting || entry.boundingClientRect.top > 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return inView;
}

/**
 * The sticky booking bars (§2.1): on phones, the price and Book / See prices at the bottom of the screen while the
 * booking panel is out of view; on larger screens, a bar at the top with the offer's name, the price and the button
 * once the tab bar has scrolled out of view (its height is the tabs' 70 px offset). The button brings the panel into
 * view and moves the focus to it.
 */
export function BookingBars({ price, loading, hasDates, panelId, headingId, tabsId, label }: BookingBarsProps) {
  const intl = useIntl();
  const panelInView = useInView(panelId);
  const tabsInView = useInView(tabsId);
  const toPanel = () => {
    const heading = document.getElementById(headingId);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  const priceText = !loading && price && (
    <>
      <span className="type">{intl.formatMessage(price.priceType === 'from' ? m.priceFrom : m.priceFinal, { nights: price.nights })}</span>
      <strong>{formatMoney(price.sellPrice, intl.locale)}</strong> <span className="type">{intl.formatMessage(m.taxesIncluded)}</span>
    </>
  );
  const button = <Button onClick={toPanel}>{intl.formatMessage(bookButtonLabel(hasDates) === 'book' ? m.book : m.seePrices)}</Button>;
  return (
    <>
      {!tabsInView && (
        <TopBar aria-label={intl.formatMessage(m.bookingBar)} data-testid="desktop-booking-bar">
          <p className="label">{label}</p>
          <p className="price" data-testid="booking-bar-price">
            {priceText}
          </p>
          {button}
        </TopBar>
      )}
      {!panelInView && <MobileBar price={priceText} button={button} />}
    </>
  );
}

function MobileBar({ price, button }: { price: ReactNode; button: ReactNode }) {
  const intl = useIntl();
  return (
    <Bar aria-label={intl.formatMessage(m.bookingBar)} data-testid="mobile-booking-bar">
      <RoomForBar />
      <p className="price" data-testid="booking-bar-price">
        {price}
      </p>
      {button}
    </Bar>
  );
}

/** The price as both bars show it: the amount large, its price type small beneath. */
const barPrice = css`
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
`;

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
  ${barPrice}
  ${theme.media.desktop} {
    display: none;
  }
`;

/** The desktop bar: fixed at the top, 70 px high (the tabs' offset), hidden on phones. */

const TopBar = styled.section`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${theme.zIndex.header};
  height: 70px;
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: 0 max(${theme.space.md}, calc((100vw - ${theme.layout.maxWidth}) / 2));
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.lg};
  .label {
    flex: 1;
    margin: 0;
    font-weight: ${theme.font.weight.semibold};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${barPrice}
  ${theme.media.mobile} {
    display: none;
  }
`;
