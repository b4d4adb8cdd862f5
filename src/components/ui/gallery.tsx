import styled from 'styled-components';
import Image from './image';
import { theme } from '@/styles/theme';

/** Pictures shown: 4 on desktop (one large, three beside it), swiped one by one on a phone; fewer than 4, one (§9 gallery). */
export const GALLERY_IMAGES = 4;

export type GalleryImage = { url: string; alt: string };

/** A product's picture gallery: a scrollable, focusable region named by `label`; the first picture loads first. */
export function Gallery({ images, label }: { images: readonly GalleryImage[]; label: string }) {
  const shown = images.slice(0, GALLERY_IMAGES);
  const single = shown.length < GALLERY_IMAGES;
  return (
    <Strip role="region" aria-label={label} tabIndex={0} $single={single}>
      {(single ? shown.slice(0, 1) : shown).map((image, i) => (
        <Frame key={image.url} $main={i === 0}>
          <Image src={image.url} alt={image.alt} fill sizes={i === 0 ? '(min-width: 1024px) 720px, 100vw' : '(min-width: 1024px) 240px, 100vw'} priority={i === 0} />
        </Frame>
      ))}
    </Strip>
  );
}

const Strip = styled.div<{ $single: boolean }>`
  display: flex;
  gap: ${theme.space.sm};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  border-radius: ${theme.radius.md};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ${theme.media.desktop} {
    display: grid;
    overflow: visible;
    grid-template-columns: ${({ $single }) => ($single ? '1fr' : '2fr 1fr')};
    grid-template-rows: repeat(3, 1fr);
    height: 420px;
  }
`;

const Frame = styled.div<{ $main: boolean }>`
  position: relative;
  flex: 0 0 100%;
  aspect-ratio: 16 / 10;
  scroll-snap-align: start;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  ${theme.media.desktop} {
    aspect-ratio: auto;
    grid-row: ${({ $main }) => ($main ? '1 / span 3' : 'auto')};
  }

  img {
    object-fit: cover;
  }
`;
