import styled from 'styled-components';

/** The brand name is the same in every language. */
const BRAND = 'Escapade';

/** The Escapade word mark (inline SVG: no image request, crisp at any size). */
export function Logo() {
  return (
    <Svg viewBox="0 0 148 32" role="img" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b5f5a" />
      <path d="M9 22V10h13v3h-9v2h8v3h-8v1h9v3z" fill="#fff" />
      <text x="40" y="23" fontFamily="system-ui, sans-serif" fontSize="20" fontWeight="700" fill="#07403d">
        {BRAND}
      </text>
    </Svg>
  );
}

/** Cut from the right when the phone's header lacks room (the square stays): site-header.tsx. */
const Svg = styled.svg`
  width: 148px;
  height: 32px;
  flex: none;
`;
