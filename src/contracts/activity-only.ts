/** Activity-only search packages per hotel (§9). */
export const ACTIVITY_PACKAGES_PER_HOTEL = 20;

export type { ActivityCard, ActivityOnlyResponse } from './activity-only.schema';

/**
 * @deprecated Transitional, until src/site/pages/search/get-page-props.ts imports it from './activity-only.schema':
 * while this line exists, zod is in every page's first load.
 */
export { activityOnlyBodySchema } from './activity-only.schema';
