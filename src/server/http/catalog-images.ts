import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { parseImageKey } from '@/server/db/image-keys';
import { ACTIVITY_IMAGE_COUNT } from '@/server/catalog/product/weekend-detail.service';
import {
  bannerShowsImage,
  contentPageShowsImage,
  findBoxImageLists,
  findHotelAndOfferImageLists,
  findRoomImages,
  giftBlockShowsImage,
  placeThemeOrHotelExists,
  subElementShowsImage,
  vocabularyEntryExists,
} from '@/server/catalog/images/images.repository';

/** Scenes of the results page's header picture per flow (src/features/search/model/header-image.ts). */
const HEADER_SCENES = new Set(['village', 'vineyard', 'city', 'mountain']);

const listed = (json: string | null | undefined, key: string): boolean => {
  try {
    const list: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(list) && list.includes(key);
  } catch {
    return false;
  }
};

/**
 * Whether the catalog shows a picture with this key somewhere, so pages/api/images draws nothing else. Where keys
 * come from (src/server/db/seed and the pages): the `images` lists of hotels (`<environment>-<style>-<hotel>-<n>`),
 * offers (`<environment>-<theme>-<offer>-<n>`), rooms (`room-<type>-<room>-<n>`) and gift boxes
 * (`box-<theme>-<position>-<n>`), a physical box's extras (`box-sleeve-<id>-0`); the gift block (`image_s`, `image_l`) and targeted banners (`image_key`,
 * `image_mobile_key`); a theme's banner on the not-found page (`banner-<theme code>-<theme id>-0`); and the results
 * page's header (`<flow scene>-header-<place, hotel or theme id, or 0>-0`); an activity's own pictures
 * (`activity-<code>-<activity id>-<n>`, the programme's dialog and the activity-only page); a content page's block or
 * social image (docs/home-and-cms.md). The lookups: src/server/catalog/images/images.repository.ts.
 */
export async function isKnownImage(db: Kysely<Database>, name: string): Promise<boolean> {
  if (!parseImageKey(name)) return false;
  return (await isCatalogImage(db, name)) || (await contentPageShowsImage(db, name));
}

async function isCatalogImage(db: Kysely<Database>, name: string): Promise<boolean> {
  const key = parseImageKey(name);
  if (!key) return false;
  const { scene, motif, id, variant } = key;
  if (motif === 'header') {
    if (!HEADER_SCENES.has(scene) || variant !== 0) return false;
    if (id === 0) return true;
    return placeThemeOrHotelExists(db, id);
  }
  if (scene === 'activity') {
    if (variant >= ACTIVITY_IMAGE_COUNT) return false;
    return vocabularyEntryExists(db, 'activity', id, motif);
  }
  if (scene === 'room') {
    return listed(await findRoomImages(db, id), name);
  }
  if (scene === 'box' && motif === 'sleeve') {
    return subElementShowsImage(db, name);
  }
  if (scene === 'box') {
    const [lists, block] = await Promise.all([findBoxImageLists(db, id), giftBlockShowsImage(db, name)]);
    return block || lists.some((images) => listed(images, name));
  }
  if (scene === 'banner') {
    const [banner, theme] = await Promise.all([bannerShowsImage(db, name), variant === 0 ? vocabularyEntryExists(db, 'theme', id, motif) : false]);
    return banner || theme;
  }
  const { hotel, offer } = await findHotelAndOfferImageLists(db, id);
  return listed(hotel, name) || listed(offer, name);
}
