import { describe, expect, it } from '@jest/globals';
import type { DetailHotel } from '@/contracts/weekend-detail';
import { infoGeneralOf } from '../info-general';

const term = (id: number, code: string) => ({ id, code, label: code, icon: null });
const PARKING = term(6, 'parking');
const WIFI = term(7, 'free_wifi');
const CHARGING = term(20, 'ev_charging');

describe('infoGeneralOf: the hotel facilities grouped as §3 infoGeneral', () => {
  it.each<[string, ReturnType<typeof term>[], DetailHotel['infoGeneral']]>([
    ['no parking facility: no entry', [WIFI], []],
    ['a car park', [PARKING, WIFI], [{ code: 'parking', facilities: [PARKING] }]],
    ['a car park with a charging point', [PARKING, WIFI, CHARGING], [{ code: 'parking', facilities: [PARKING, CHARGING] }]],
    ['a charging point alone is parking information too', [CHARGING], [{ code: 'parking', facilities: [CHARGING] }]],
  ])('%s', (_label, facilities, expected) => {
    expect(infoGeneralOf(facilities)).toEqual(expected);
  });
});
