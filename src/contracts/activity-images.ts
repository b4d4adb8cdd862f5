export type { ActivityImagesQuery, ActivityImage, ActivityImagesResponse } from './activity-images.schema';
