import type { Kysely } from 'kysely';
import type { Database, PlaceKind } from '@/server/db/database';
import { parseImageKey } from '@/server/db/image-keys';
import { ACTIVITY_IMAGE_COUNT } from '@/server/catalog/product/weekend-detail.service';

const PLACE_KINDS: PlaceKind[] = ['country', 'region', 'department', 'city', 'touristic_region', 'ski_resort', 'sea_resort', 'poi', 'hotel'];

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
 * (`activity-<code>-<activity id>-<n>`, the programme's dialog and the activity-only page). One lookup by primary key
 * per table asked.
 */
export async function isKnownImage(db: Kysely<Database>, name: string): Promise<boolean> {
  if (!parseImageKey(name)) return false;
  return (await isCatalogImage(db, name)) || (await isContentImage(db, name));
}

/**
 * A picture the content service's pages show (docs/home-and-cms.md): a block's image key or a page's social image,
 * stored in `cms_page`. The key is a checked image key (letters, digits, '-' and '_'), so it can stand in the pattern.
 */
async function isContentImage(db: Kysely<Database>, name: string): Promise<boolean> {
  const page = await db
    .selectFrom('cms_page')
    .select('id')
    .where((eb) => eb.or([eb('seo_image', '=', name), eb('content', 'like', `%"key":"${name}"%`)]))
    .limit(1)
    .executeTakeFirst();
  return Boolean(page);
}

async function isCatalogImage(db: Kysely<Database>, name: string): Promise<boolean> {
  const key = parseImageKey(name);
  if (!key) return false;
  const { scene, motif, id, variant } = key;
  if (motif === 'header') {
    if (!HEADER_SCENES.has(scene) || variant !== 0) return false;
    if (id === 0) return true;
    const [place, theme] = await Promise.all([
      db.selectFrom('place_name').select('place_id').where('kind', 'in', PLACE_KINDS).where('place_id', '=', id).limit(1).executeTakeFirst(),
      db.selectFrom('vocabulary').select('id').where('kind', '=', 'theme').where('id', '=', id).executeTakeFirst(),
    ]);
    if (place || theme) return true;
    return Boolean(await db.selectFrom('hotel').select('id').where('id', '=', id).executeTakeFirst());
  }
  if (scene === 'activity') {
    if (variant >= ACTIVITY_IMAGE_COUNT) return false;
    return Boolean(await db.selectFrom('vocabulary').select('id').where('kind', '=', 'activity').where('id', '=', id).where('code', '=', motif).executeTakeFirst());
  }
  if (scene === 'room') {
    const room = await db.selectFrom('room').select('images').where('id', '=', id).executeTakeFirst();
    return listed(room?.images, name);
  }
  if (scene === 'box' && motif === 'sleeve') {
    return Boolean(await db.selectFrom('gift_sub_element').select('id').where('image', '=', name).executeTakeFirst());
  }
  if (scene === 'box') {
    const [boxes, block] = await Promise.all([
      db.selectFrom('gift_box').select('images').where('position', '=', id).execute(),
      db.selectFrom('gift_block').select('locale').where((eb) => eb.or([eb('image_s', '=', name), eb('image_l', '=', name)])).limit(1).executeTakeFirst(),
    ]);
    return Boolean(block) || boxes.some((box) => listed(box.images, name));
  }
  if (scene === 'banner') {
    const [banner, theme] = await Promise.all([
      db.selectFrom('targeted_banner').select('id').where((eb) => eb.or([eb('image_key', '=', name), eb('image_mobile_key', '=', name)])).limit(1).executeTakeFirst(),
      variant === 0 ? db.selectFrom('vocabulary').select('id').where('kind', '=', 'theme').where('id', '=', id).where('code', '=', motif).executeTakeFirst() : undefined,
    ]);
    return Boolean(banner || theme);
  }
  const [hotel, offer] = await Promise.all([
    db.selectFrom('hotel').select('images').where('id', '=', id).executeTakeFirst(),
    db.selectFrom('offer').select('images').where('id', '=', id).executeTakeFirst(),
  ]);
  return listed(hotel?.images, name) || listed(offer?.images, name);
}
