import { describe, expect, it } from '@jest/globals';
import type { DetailHotel } from '@/contracts/weekend-detail';
import { parkingInfo } from '../parking';

const term = (id: number, code: string) => ({ id, code, label: code, icon: null });
const PARKING = term(6, 'parking');
const CHARGING = term(20, 'ev_charging');

describe('parkingInfo: infoGeneral code parking gives the parking information (§3)', () => {
  it.each<[string, DetailHotel['infoGeneral'], ReturnType<typeof parkingInfo>]>([
    ['no infoGeneral', [], null],
    ['an empty parking group', [{ code: 'parking', facilities: [] }], null],
    ['a car park', [{ code: 'parking', facilities: [PARKING] }], { charging: false }],
    ['a car park with a charging point', [{ code: 'parking', facilities: [PARKING, CHARGING] }], { charging: true }],
  ])('%s', (_label, infoGeneral, expected) => {
    expect(parkingInfo({ infoGeneral })).toEqual(expected);
  });
});
