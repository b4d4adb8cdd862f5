/** Activity-only search packages per hotel (§9). */
export const ACTIVITY_PACKAGES_PER_HOTEL = 20;

export type { ActivityCard, ActivityOnlyResponse } from './activity-only.schema';
