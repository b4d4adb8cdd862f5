import styled from 'styled-components';
import { theme } from '@/styles/theme';

// Icons are decorative: the control that holds one carries the accessible name.
const Svg = styled.svg`
  width: ${theme.font.size.lg};
  height: ${theme.font.size.lg};
  flex: none;
`;

export function CloseIcon() {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

export function MinusIcon() {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

export function PlusIcon() {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

/** An 'i' in a circle: more information opens on click (the price banner's explanation). */
export function InfoIcon() {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}
