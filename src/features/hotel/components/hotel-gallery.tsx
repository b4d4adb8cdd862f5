import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SizedImage } from '@/components/ui/sized-image';
import type { ImagesBySize } from '@/contracts/image-sizes';
import { theme } from '@/styles/theme';
import { galleryLayout } from '../model/gallery';
import { currentSlide, scrollToSlide, SWIPING_ATTRIBUTE, useSwipe } from './swipe';

/** The phone row's keys: one picture on or back, the first or the last. */
function onRowKey(event: KeyboardEvent<HTMLUListElement>) {
  const row = event.currentTarget;
  const last = row.children.length - 1;
  const from = currentSlide(row);
  const to = { ArrowRight: Math.min(from + 1, last), ArrowLeft: Math.max(from - 1, 0), Home: 0, End: last }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  scrollToSlide(row, to);
}

/**
 * The hotel's pictures (§2.2, §9): under 4 a single picture; otherwise 4 on desktop (a large one, three beside it) with
 * 'See all pictures' (a dialog with every picture), and on phones a row the visitor swipes through: its own touch
 * handling (`useSwipe`: a swipe shorter than one sixth of a picture snaps back, a longer one moves one picture, in
 * 300 ms) and its keys (arrows one picture, Home and End).
 */
export function HotelGallery({ hotel, images, imagesBySize = [] }: { hotel: string; images: readonly string[]; imagesBySize?: readonly ImagesBySize[] }) {
  const intl = useIntl();
  const bySize = (src: string) => imagesBySize[images.indexOf(src)];
  const rowRef = useRef<HTMLUListElement>(null);
  useSwipe(rowRef);
  const layout = galleryLayout(images);
  if (layout.kind === 'none') return null;
  const alt = (index: number) => intl.formatMessage({ id: 'hotel.gallery.picture' }, { hotel, index });
  if (layout.kind === 'single') {
    return (
      <Single aria-label={intl.formatMessage({ id: 'hotel.gallery.label' })} role="group" data-testid="hotel-gallery" data-layout="single">
        <SizedImage src={layout.image} bySize={bySize(layout.image)} use="wide" alt={alt(1)} sizes="(min-width: 1024px) 1100px, 100vw" priority />
      </Single>
    );
  }
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'hotel.gallery.label' })} data-testid="hotel-gallery" data-layout="grid">
      <Grid>
        {layout.desktop.map((src, index) => (
          <div className={index === 0 ? 'main' : 'thumb'} key={src}>
            <SizedImage src={src} bySize={bySize(src)} use={index === 0 ? 'main' : 'thumb'} alt={alt(index + 1)} sizes={index === 0 ? '(min-width: 1024px) 720px, 100vw' : '260px'} priority={index === 0} />
          </div>
        ))}
        <div className="all">
          <Dialog title={intl.formatMessage({ id: 'hotel.gallery.all' }, { hotel })} trigger={<Button variant="secondary">{intl.formatMessage({ id: 'hotel.gallery.seeAll' })}</Button>}>
            <AllPictures>
              {layout.mobile.map((src, index) => (
                <li key={src}>
                  <SizedImage src={src} bySize={bySize(src)} use="main" alt={alt(index + 1)} sizes="(min-width: 1024px) 900px, 100vw" />
                </li>
              ))}
            </AllPictures>
          </Dialog>
        </div>
      </Grid>
      <Swipe ref={rowRef} tabIndex={0} aria-label={intl.formatMessage({ id: 'hotel.gallery.label' })} onKeyDown={onRowKey} data-testid="hotel-gallery-row">
        {layout.mobile.map((src, index) => (
          <li key={src}>
            <SizedImage src={src} bySize={bySize(src)} use="main" alt={alt(index + 1)} sizes="90vw" priority={index === 0} />
          </li>
        ))}
      </Swipe>
    </div>
  );
}

const Single = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  max-height: 420px;
  width: 100%;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  img {
    object-fit: cover;
  }
`;

const Grid = styled.div`
  display: none;
  ${theme.media.desktop} {
    position: relative;
    display: grid;
    gap: ${theme.space.sm};
    grid-template-columns: 2fr 1fr 1fr;
    grid-template-rows: repeat(2, 200px);
    .main,
    .thumb {
      position: relative;
      overflow: hidden;
      border-radius: ${theme.radius.md};
      background: ${theme.colors.surface};
    }
    .main {
      grid-row: 1 / span 2;
    }
    .thumb:nth-child(4) {
      grid-column: span 2;
    }
    img {
      object-fit: cover;
    }
    .all {
      position: absolute;
      right: ${theme.space.sm};
      bottom: ${theme.space.sm};
    }
  }
`;

const Swipe = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${theme.space.sm};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  /* Sideways drags are the row's own (useSwipe); vertical ones scroll the page. */
  touch-action: pan-y;
  &[${SWIPING_ATTRIBUTE}] {
    scroll-snap-type: none;
  }
  li {
    position: relative;
    flex: 0 0 88%;
    aspect-ratio: 16 / 10;
    scroll-snap-align: start;
    overflow: hidden;
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
  }
  img {
    object-fit: cover;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ${theme.media.desktop} {
    display: none;
  }
`;

const AllPictures = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  li {
    position: relative;
    aspect-ratio: 16 / 9;
    overflow: hidden;
    border-radius: ${theme.radius.md};
  }
  img {
    object-fit: cover;
  }
`;
