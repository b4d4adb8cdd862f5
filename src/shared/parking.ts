import type { DetailHotel } from '@/contracts/weekend-detail';

/** What the product and hotel pages say of parking: its facilities from §3 `infoGeneral` code `parking`. */
export type ParkingInfo = { charging: boolean };

/**
 * The parking information of a hotel (§3: `infoGeneral` code `parking` gives it): null when the hotel lists none,
 * else whether a charging point for electric cars comes with it.
 * parkingInfo({ infoGeneral: [{ code: 'parking', facilities: [parking, ev_charging] }] }) → { charging: true }
 */
export function parkingInfo(hotel: Pick<DetailHotel, 'infoGeneral'>): ParkingInfo | null {
  const parking = hotel.infoGeneral.find((group) => group.code === 'parking');
  if (!parking || parking.facilities.length === 0) return null;
  return { charging: parking.facilities.some((f) => f.code === 'ev_charging') };
}
