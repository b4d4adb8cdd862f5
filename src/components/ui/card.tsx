import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

/*
 * The parts every offer-like card shares (results cards, saved wishlist items): a picture on top, then the hotel
 * line, the title whose link covers the whole card, and small muted details. Each card keeps its own frame and
 * extras; these keep the common anatomy looking the same everywhere.
 *
 * The parts are plain elements carrying these class names, styled once by the frame (`cardPartStyles`): a results
 * page draws two dozen cards on the server for every request, and a styled component per part and card (about 500
 * per page) cost the server more than the rest of the page's markup.
 */
export const CARD = {
  /** The picture: 3:2, covered, on the surface colour while it loads; an `ui/image` with `fill` goes inside. */
  media: 'card-media',
  /** A button or action over the picture's top right corner, above the card's stretched link. */
  cornerAction: 'card-corner-action',
  body: 'card-body',
  /** The hotel's name (and stars) above the offer's title. */
  hotel: 'card-hotel',
  /** Stars drawn as text (give it role="img" and a translated aria-label, or visually hidden text). */
  stars: 'card-stars',
  title: 'card-title',
  /**
   * The title's link, stretched over the whole card (the card's position: relative bounds it); the card outlines
   * itself on focus. A block at least 24 px high: a one-line title stays a comfortable touch target (WCAG 2.5.8).
   */
  titleLink: 'card-title-link',
  /** Small muted details under the title (place, reviews). */
  meta: 'card-meta',
} as const;

/** The styles of the parts above, for a card frame of its own (offer cards have one). */
export const cardPartStyles = css`
  .${CARD.media} {
    position: relative;
    flex: none;
    aspect-ratio: 3 / 2;
    background: ${theme.colors.surface};
    img {
      object-fit: cover;
    }
  }
  .${CARD.cornerAction} {
    position: absolute;
    top: ${theme.space.sm};
    right: ${theme.space.sm};
    z-index: 2;
  }
  .${CARD.body} {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space.xs};
    min-width: 0;
    padding: ${theme.space.md};
  }
  .${CARD.hotel} {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${theme.space.xs};
    margin: 0;
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.semibold};
    color: ${theme.colors.textMuted};
  }
  .${CARD.stars} {
    color: ${theme.colors.warning};
    font-size: ${theme.font.size.sm};
    letter-spacing: 1px;
  }
  .${CARD.title} {
    margin: 0;
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.tight};
  }
  .${CARD.titleLink} {
    display: block;
    min-height: 24px;
    color: ${theme.colors.text};
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      z-index: 1;
    }
    &:focus-visible {
      outline: none;
    }
  }
  .${CARD.meta} {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    margin: 0;
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.textMuted};
  }
`;

/** A bordered card; its title link (CARD.titleLink) makes the whole card clickable and outlines it on focus. */
export const CardFrame = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.background};
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ${cardPartStyles}
`;
