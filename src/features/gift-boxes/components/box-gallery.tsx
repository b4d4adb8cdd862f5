import { useIntl } from 'react-intl';
import { Gallery } from '@/components/ui/gallery';
import type { GiftBoxImage } from '@/contracts/gift-boxes';

export { GALLERY_IMAGES } from '@/components/ui/gallery';

/** A box's pictures: the site's gallery (4 on desktop, swiped on a phone, §9). */
export function BoxGallery({ images }: { images: GiftBoxImage[] }) {
  const intl = useIntl();
  return <Gallery images={images} label={intl.formatMessage({ id: 'giftBoxes.detail.gallery' })} />;
}
