import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * What the header draws before any panel code is there: the disclosure buttons' look and their chevron. Both the
 * facades (`header-nav.tsx`) and the live panels use these, so the swap changes nothing on screen.
 */
export const navTriggerStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.colors.text};
  cursor: pointer;
  &[aria-expanded='true'] {
    color: ${theme.colors.brandDark};
    border-bottom-color: ${theme.colors.brand};
    svg {
      transform: rotate(180deg) !important;
    }
  }
  &:hover {
    color: ${theme.colors.brandDark};
  }
`;

/** The disclosure's wrapper: as tall as the header, so the panel hangs right under it. */
export const NavRoot = styled.div`
  display: flex;
  align-items: stretch;
  height: 100%;
`;

export const NavTrigger = styled.button`
  ${navTriggerStyle}
`;

export function ChevronIcon({ direction = 'down' }: { direction?: 'down' | 'right' | 'left' }) {
  const rotate = { down: 0, right: -90, left: 90 }[direction];
  return (
    <Chevron viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={{ transform: `rotate(${rotate}deg)` }}>
      <path d="M6 9l6 6 6-6" />
    </Chevron>
  );
}

/** The burger opening the phone menu drawer. */
export const BurgerButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-left: -${theme.space.sm};
  border: 0;
  background: none;
  color: ${theme.colors.brandDark};
  cursor: pointer;
  svg {
    width: 26px;
    height: 26px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
  }
`;

export function BurgerIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

const Chevron = styled.svg`
  width: 16px;
  height: 16px;
  flex: none;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
  transition: transform 150ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
