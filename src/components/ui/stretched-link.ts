import { css } from 'styled-components';

/**
 * A card's one link stretched over the whole card (the card needs `position: relative`): one link per card for
 * screen readers, the whole card clickable. The link's own outline is hidden; the card draws the focus ring.
 */
export const stretchedLink = css`
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;
