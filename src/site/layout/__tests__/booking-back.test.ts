/** @jest-environment node */
import { backHref } from '../booking-back';

describe('backHref: the booking flow’s back arrow keeps the stay', () => {
  it.each<[string, string, string]>([
    ['/sejour/12/week-end', '#checkin=2026-12-04&checkout=2026-12-06&night=2&a=3&c=1&b=0&activityDates=7_1', '/sejour/12/week-end#checkin=2026-12-04&checkout=2026-12-06&night=2&a=3&c=1&b=0'],
    ['/sejour/12/week-end', '#giftNights=2&giftFormat=digital&flow=gifting&other=1', '/sejour/12/week-end#giftNights=2&giftFormat=digital&flow=gifting'],
    ['/sejour/12/week-end', '', '/sejour/12/week-end'],
    ['/sejour/12/week-end#old', '#a=2', '/sejour/12/week-end#a=2'],
    ['/', '#key=secret', '/'],
  ])('%s with %j → %s', (target, hash, expected) => expect(backHref(target, hash)).toBe(expected));
});
