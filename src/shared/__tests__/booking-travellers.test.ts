import { describe, expect, it } from '@jest/globals';
import { namedGuests, namesToAsk, travellersAfter } from '@/shared/booking-travellers';

const guests = (adults: number, children = 0, babies = 0) => ({ adults, children, babies });

describe('namedGuests (one name per adult and child, the lead at least)', () => {
  it.each([
    ['two adults', guests(2), 2],
    ['two adults and two children', guests(2, 2), 4],
    ['a baby is not named', guests(2, 0, 1), 2],
    ['one adult', guests(1), 1],
  ] as const)('%s', (_case, g, named) => expect(namedGuests(g)).toBe(named));
});

describe('namesToAsk (the names a modification asks)', () => {
  it.each([
    // [case, names held, guests before, guests after, new names to ask]
    ['the same guests', 2, guests(2), guests(2), 0],
    ['a third adult', 2, guests(2), guests(3), 1],
    ['two more children', 2, guests(2), guests(2, 2), 2],
    ['a baby more: no name', 2, guests(2), guests(2, 0, 1), 0],
    ['one adult fewer', 2, guests(2), guests(1), 0],
    ['a booking holding only the lead, other dates only', 1, guests(2), guests(2), 0],
    ['a booking holding only the lead, one adult more', 1, guests(2), guests(3), 1],
    ['an adult for a child', 3, guests(2, 1), guests(3), 0],
  ] as const)('%s', (_case, held, before, after, ask) => expect(namesToAsk(held, before, after)).toBe(ask));
});

describe('travellersAfter (the names after a modification)', () => {
  const names = ['lead', 'second', 'third'];
  const booked = guests(2, 1);
  it.each([
    // [case, guests after, names added, answer]
    ['the same guests: every name kept', guests(2, 1), [], { travellers: names, added: [], removed: [] }],
    ['one more adult: the new name after the others', guests(3, 1), ['fourth'], { travellers: [...names, 'fourth'], added: ['fourth'], removed: [] }],
    ['two more children: two names', guests(2, 3), ['fourth', 'fifth'], { travellers: [...names, 'fourth', 'fifth'], added: ['fourth', 'fifth'], removed: [] }],
    ['a baby more: nothing to name', guests(2, 1, 1), [], { travellers: names, added: [], removed: [] }],
    ['one guest fewer: the last name goes', guests(2), [], { travellers: ['lead', 'second'], added: [], removed: ['third'] }],
    ['one guest: the lead stays', guests(1), [], { travellers: ['lead'], added: [], removed: ['second', 'third'] }],
    ['one more adult but no name', guests(3, 1), [], { expected: 1 }],
    ['one more adult and two names', guests(3, 1), ['fourth', 'fifth'], { expected: 1 }],
    ['fewer guests and a name anyway', guests(1), ['fourth'], { expected: 0 }],
  ] as const)('%s', (_case, after, added, answer) => {
    expect(travellersAfter(names, booked, after, added)).toEqual(answer);
  });

  it('removes the names a modification added before the ones given at booking', () => {
    const more = travellersAfter(['lead', 'second'], guests(2), guests(4), ['third', 'fourth']);
    expect(more).toMatchObject({ travellers: ['lead', 'second', 'third', 'fourth'] });
    const fewer = travellersAfter('travellers' in more ? more.travellers : [], guests(4), guests(3), []);
    expect(fewer).toEqual({ travellers: ['lead', 'second', 'third'], added: [], removed: ['fourth'] });
  });
});
