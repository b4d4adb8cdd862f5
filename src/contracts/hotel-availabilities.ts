export const MAX_AVAILABILITY_MONTHS = 12;

export type { HotelAvailabilitiesQuery, AvailabilityDay, HotelAvailabilitiesResponse } from './hotel-availabilities.schema';
