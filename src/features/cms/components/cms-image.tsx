import Image from 'next/image';
import type { CmsImage as Picture } from '@/contracts/cms-page';

/**
 * A content picture through Next's image optimiser (sizes for the block's width), lazy: content blocks are below the
 * search jumbotron. Decorative unless the editor wrote an alternative text.
 */
export function CmsImage({ image, sizes, width = 600, height = 400 }: { image: Picture; sizes: string; width?: number; height?: number }) {
  return <Image src={image.url} alt={image.alt} width={width} height={height} sizes={sizes} loading="lazy" />;
}
