import Link from 'next/link';
import styled from 'styled-components';

/*
 * The parts every offer-like card shares (results cards, saved wishlist items): a picture on top, then the hotel
 * line, the title whose link covers the whole card, and small muted details. Each card keeps its own frame and
 * extras; these keep the common anatomy looking the same everywhere.
 */

/** A bordered card; its title link (CardTitleLink) makes the whole card clickable and outlines it on focus. */
export const CardFrame = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The picture: 3:2, covered, on the surface colour while it loads; place a `next/image` with `fill` inside. */
export const CardMedia = styled.div`
  position: relative;
  flex: none;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.surface};
  img {
    object-fit: cover;
  }
`;

/** A button or action over the picture's top right corner, above the card's stretched link. */
export const CardCornerAction = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 2;
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
`;

/** The hotel's name (and stars) above the offer's title. */
export const CardHotel = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Stars drawn as text (give it role="img" and a translated aria-label). */
export const CardStars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
  letter-spacing: 1px;
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/**
 * The title's link, stretched over the whole card (the card's position: relative bounds it); the card outlines
 * itself on focus. A block at least 24 px high: a one-line title stays a comfortable touch target (WCAG 2.5.8).
 */
export const CardTitleLink = styled(Link)`
  display: block;
  min-height: 24px;
  color: ${({ theme }) => theme.colors.text};
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
`;

/** Small muted details under the title (place, reviews). */
export const CardMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
