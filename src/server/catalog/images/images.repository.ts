import type { Kysely } from 'kysely';
import type { Database, PlaceKind } from '@/server/db/database';

/**
 * The lookups that tell whether the catalog shows a picture (src/server/http/catalog-images.ts holds the rule that
 * picks one from the picture's key): one lookup by primary key or indexed column per table asked.
 */

const PLACE_KINDS: PlaceKind[] = ['country', 'region', 'department', 'city', 'touristic_region', 'ski_resort', 'sea_resort', 'poi', 'hotel'];

/** Whether `id` names a place, a theme or a hotel (the results page's header picture). */
export async function placeThemeOrHotelExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const [place, theme] = await Promise.all([
    db.selectFrom('place_name').select('place_id').where('kind', 'in', PLACE_KINDS).where('place_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('vocabulary').select('id').where('kind', '=', 'theme').where('id', '=', id).executeTakeFirst(),
  ]);
  if (place || theme) return true;
  return Boolean(await db.selectFrom('hotel').select('id').where('id', '=', id).executeTakeFirst());
}

/** Whether the vocabulary has an entry of this kind, id and code (an activity, a theme). */
export const vocabularyEntryExists = async (db: Kysely<Database>, kind: 'activity' | 'theme', id: number, code: string): Promise<boolean> =>
  Boolean(await db.selectFrom('vocabulary').select('id').where('kind', '=', kind).where('id', '=', id).where('code', '=', code).executeTakeFirst());

export const findRoomImages = async (db: Kysely<Database>, roomId: number): Promise<string | null | undefined> =>
  (await db.selectFrom('room').select('images').where('id', '=', roomId).executeTakeFirst())?.images;

/** Whether a physical box's extra (its sleeve) shows this picture. */
export const subElementShowsImage = async (db: Kysely<Database>, name: string): Promise<boolean> =>
  Boolean(await db.selectFrom('gift_sub_element').select('id').where('image', '=', name).executeTakeFirst());

/** The picture lists of the boxes at a position. */
export const findBoxImageLists = async (db: Kysely<Database>, position: number): Promise<(string | null)[]> =>
  (await db.selectFrom('gift_box').select('images').where('position', '=', position).execute()).map((box) => box.images);

/** Whether the gift block shows this picture (small or large). */
export const giftBlockShowsImage = async (db: Kysely<Database>, name: string): Promise<boolean> =>
  Boolean(await db.selectFrom('gift_block').select('locale').where((eb) => eb.or([eb('image_s', '=', name), eb('image_l', '=', name)])).limit(1).executeTakeFirst());

/** Whether a targeted banner shows this picture (desktop or phone). */
export const bannerShowsImage = async (db: Kysely<Database>, name: string): Promise<boolean> =>
  Boolean(await db.selectFrom('targeted_banner').select('id').where((eb) => eb.or([eb('image_key', '=', name), eb('image_mobile_key', '=', name)])).limit(1).executeTakeFirst());

/** The picture lists of the hotel and of the offer with this id. */
export async function findHotelAndOfferImageLists(db: Kysely<Database>, id: number): Promise<{ hotel: string | null | undefined; offer: string | null | undefined }> {
  const [hotel, offer] = await Promise.all([
    db.selectFrom('hotel').select('images').where('id', '=', id).executeTakeFirst(),
    db.selectFrom('offer').select('images').where('id', '=', id).executeTakeFirst(),
  ]);
  return { hotel: hotel?.images, offer: offer?.images };
}

/**
 * Whether a content page shows this picture: a block's image key or the page's social image, stored in `cms_page`.
 * The name must be a checked image key (letters, digits, '-' and '_'), as it stands in a LIKE pattern.
 */
export const contentPageShowsImage = async (db: Kysely<Database>, name: string): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('cms_page')
      .select('id')
      .where((eb) => eb.or([eb('seo_image', '=', name), eb('content', 'like', `%"key":"${name}"%`)]))
      .limit(1)
      .executeTakeFirst(),
  );
