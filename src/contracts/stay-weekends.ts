/**
 * The next twelve weekends of a stay (issue 36 point 3): constants and types for browser code; the schemas are in
 * `stay-weekends.schema.ts`. A weekend is a Friday or a Saturday arrival (docs/decisions.md 28).
 */

/** How many weekends the product page shows. */
export const WEEKEND_COUNT = 12;

/** Why a weekend cannot be booked: all its rooms taken, a minimum stay longer than the nights asked, no arrival open, the party does not fit the room, or the offer sells nothing. */
export const WEEKEND_STATUSES = ['bookable', 'soldOut', 'minStay', 'closed', 'party', 'unavailable'] as const;
export type WeekendStatus = (typeof WEEKEND_STATUSES)[number];

export type { StayWeekend, StayWeekends, StayWeekendsQuery } from './stay-weekends.schema';
