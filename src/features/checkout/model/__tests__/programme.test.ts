/** @jest-environment node */
import type { StayCart } from '@/contracts/checkout';
import { programmeOf } from '../programme';

const line = (activityId: number, title: string, needsDate: boolean) => ({ activityId, title, type: 'activity' as const, code: 'X', dayIndex: 0, quantity: 1, needsDate });
const criteria = { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2, adults: 2, children: 0, babies: 0, activityDates: ['17_1'] };

it('dates the activities the visitor chose a day for, from check-in', () => {
  const cart = { programLines: [line(1, 'Petit-déjeuner', false), line(17, 'Spa', true), line(18, 'Canoë', true)], criteria } as Pick<StayCart, 'programLines' | 'criteria'>;
  expect(programmeOf(cart)).toEqual([
    { key: '1-0', title: 'Petit-déjeuner', day: null },
    { key: '17-1', title: 'Spa', day: '2026-12-05' },
    { key: '18-2', title: 'Canoë', day: null },
  ]);
});
