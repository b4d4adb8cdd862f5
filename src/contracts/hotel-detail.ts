/** A hotel page's state: an inactive hotel (or one without a published stay) still shows, without offers. */
export const HOTEL_STATUSES = ['active', 'inactive'] as const;
export type HotelStatus = (typeof HOTEL_STATUSES)[number];

export type { HotelDetailQuery, HotelRoomOffer, HotelRoom, HotelDetail } from './hotel-detail.schema';
