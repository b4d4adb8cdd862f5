/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { partySleeping } from '../party-sleeping';

const family = (adult: number, child: number, baby: number) => ({ adult, child, baby });

describe('partySleeping: what a card says about the room and the cot', () => {
  it.each([
    ['a couple: no word', family(2, 0, 0), 'weekend', 'double_classic', 'included', null],
    ['one adult alone: no word', family(1, 0, 0), 'weekend', 'family', 'included', null],
    ['2 adults and a baby: the room for 2 and the cot on request', family(2, 0, 1), 'weekend', 'double_classic', 'on_request', { rooms: 1, room: 'room', guests: 2, cot: 'on_request' }],
    ['2 adults and 3 children in a family room: no cot without a baby', family(2, 3, 0), 'weekend', 'family', 'included', { rooms: 1, room: 'family_room', guests: 5, cot: null }],
    ['2 adults, 1 child, 1 baby in a suite: 3 beds and the cot included', family(2, 1, 1), 'weekend', 'suite', 'included', { rooms: 1, room: 'suite', guests: 3, cot: 'included' }],
    ['a junior suite is a suite', family(2, 1, 0), 'weekend', 'junior_suite', 'none', { rooms: 1, room: 'suite', guests: 3, cot: null }],
    ['a hotel without a cot says so to a baby', family(2, 0, 2), 'weekend', 'twin', 'none', { rooms: 1, room: 'room', guests: 2, cot: 'none' }],
    ['a gift stay of the family search says it too', family(2, 2, 0), 'single_voucher', 'double_superior', 'on_request', { rooms: 1, room: 'room', guests: 4, cot: null }],
    ['an activity has no room', family(2, 2, 1), 'activity', null, 'included', null],
  ] as const)('%s', (_label, party, category, roomType, cot, expected) => {
    expect(partySleeping(party, category, roomType, cot)).toEqual(expected);
  });
});
