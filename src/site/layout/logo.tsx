import styled from 'styled-components';

/** The brand name is the same in every language. */
const BRAND = 'Escapade';

/** The word mark's width; its square alone is 32 px. */
export const LOGO_WIDTH = 148;
/** The container (the header's logo link on phones) whose width decides between the word mark and its square. */
export const LOGO_CONTAINER = 'logo';

/**
 * The Escapade word mark (inline SVG: no image request, crisp at any size). Inside a 'logo' container narrower than
 * the word mark, only its square shows (the slice keeps the drawing's left 32 units at full size).
 */
export function Logo() {
  return (
    <Svg viewBox="0 0 148 32" preserveAspectRatio="xMinYMid slice" role="img" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b5f5a" />
      <path d="M9 22V10h13v3h-9v2h8v3h-8v1h9v3z" fill="#fff" />
      <text x="40" y="23" fontFamily="system-ui, sans-serif" fontSize="20" fontWeight="700" fill="#07403d">
        {BRAND}
      </text>
    </Svg>
  );
}

const Svg = styled.svg`
  width: ${LOGO_WIDTH}px;
  height: 32px;
  flex: none;
  @container ${LOGO_CONTAINER} (max-width: ${LOGO_WIDTH - 0.02}px) {
    width: 32px;
  }
`;
