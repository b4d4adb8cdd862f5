import type { Kysely } from 'kysely';
import { findActivityTitle } from './activities.repository';
import type { ActivityImagesQuery, ActivityImagesResponse } from '@/contracts/activity-images';
import type { Database } from '@/server/db/database';
import { imageUrl } from '@/server/db/image-keys';
import { NotFoundError } from '@/server/errors/domain-errors';
import { activityImageKeys } from './weekend-detail.service';

/** GET /api/activities/{activityId}/images.json: an activity's pictures, its title in the locale as their text. */
export async function getActivityImages(db: Kysely<Database>, query: ActivityImagesQuery): Promise<ActivityImagesResponse> {
  const row = await findActivityTitle(db, query.activityId, query.locale);
  if (!row) throw new NotFoundError(`Activity ${query.activityId}`);
  const title = row.label ?? row.code;
  return {
    activityId: Number(row.id),
    title,
    images: activityImageKeys(Number(row.id), row.code).map((key, i) => ({ url: imageUrl(key), alt: i === 0 ? title : `${title} (${i + 1})` })),
  };
}
