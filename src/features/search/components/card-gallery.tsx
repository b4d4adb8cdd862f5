import Image from '@/components/ui/image';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { ClientLink } from '@/components/ui/client-link';

/** The swipe and the arrows load when the visitor first points at, touches or focuses a card (never in the first load). */
const CardGalleryControls = dynamic(() => import('./card-gallery-controls'), { ssr: false });

/** Class names styled by the card (`galleryStyles` in offer-card.tsx): the strip is server-rendered with the card. */
export const GALLERY = { strip: 'offer-card-gallery', slide: 'offer-card-gallery-slide' } as const;

export type CardGalleryProps = {
  pictures: readonly string[];
  /** The card's address: each picture leads there too (a tap on a picture opens the offer). */
  link: string;
  sizes: string;
  priority: boolean;
  first: boolean;
  onFollow: () => void;
};

/**
 * A results card's pictures (search §9 'gallery up to 4 images'): a row scrolled one picture at a time, the first
 * loaded with the card and the others lazily. Its swipe (300 ms snap, one sixth) and desktop arrows arrive with the
 * first pointer, touch or focus on the card; until then the row still scrolls natively. The pictures are links out of
 * the tab order and hidden from screen readers: the card's title link is the one to follow.
 */
export function CardGallery({ pictures, link, sizes, priority, first, onFollow }: CardGalleryProps) {
  const strip = useRef<HTMLDivElement>(null);
  const [armed, setArmed] = useState(false);
  const arm = () => setArmed(true);
  return (
    <div onPointerEnter={arm} onPointerDown={arm} onFocusCapture={arm} data-gallery-armed={armed || undefined}>
      <div ref={strip} className={GALLERY.strip}>
        {pictures.map((src, index) => (
          <ClientLink key={src} href={link} className={GALLERY.slide} tabIndex={-1} aria-hidden="true" onClick={onFollow}>
            <Image src={src} alt="" fill sizes={sizes} loading={index === 0 && priority ? 'eager' : 'lazy'} fetchPriority={index === 0 && priority && first ? 'high' : 'auto'} />
          </ClientLink>
        ))}
      </div>
      {armed && <CardGalleryControls strip={strip} count={pictures.length} />}
    </div>
  );
}
