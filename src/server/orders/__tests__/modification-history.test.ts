import { describe, expect, it } from '@jest/globals';
import { activityDaysOf, modificationHistory, type ModificationRow } from '../modification-history';

/** A change of dates and guests stored on 20 November: 4–6 Dec for 2 adults → 11–14 Dec for 3 adults and a child. */
const row = (over: Partial<ModificationRow> = {}): ModificationRow => ({
  id: 1,
  created_at: '2026-11-20T09:30:00.000Z',
  previous_offer_id: 42,
  previous_label: 'Week-end détente',
  previous_checkin: '2026-12-04',
  previous_nights: 2,
  previous_total: 25_900,
  previous_adults: 2,
  previous_children: 0,
  previous_babies: 0,
  previous_activity_dates: '["17_1"]',
  offer_id: 43,
  label: 'Escapade gourmande',
  checkin: '2026-12-11',
  nights: 3,
  adults: 3,
  children: 1,
  babies: 0,
  activity_dates: '["17_0","18_2"]',
  total: 41_000,
  difference: 15_100,
  settlement: 'atHotel',
  settled_amount: 15_100,
  travellers_added: '[{"firstName":"Léa","lastName":"Martin"},{"firstName":"Hugo","lastName":"Martin"}]',
  travellers_removed: '[]',
  ...over,
});

describe('modificationHistory (the stored changes as My booking shows them)', () => {
  it('tells what the booking was and became, the totals, the settlement and the names added', () => {
    expect(modificationHistory([row()])).toEqual([
      {
        at: '2026-11-20T09:30:00.000Z',
        before: { offerId: 42, label: 'Week-end détente', checkin: '2026-12-04', checkout: '2026-12-06', nights: 2, guests: { adults: 2, children: 0, babies: 0 }, activityDays: ['2026-12-05'] },
        after: { offerId: 43, label: 'Escapade gourmande', checkin: '2026-12-11', checkout: '2026-12-14', nights: 3, guests: { adults: 3, children: 1, babies: 0 }, activityDays: ['2026-12-11', '2026-12-13'] },
        previousTotal: 25_900,
        total: 41_000,
        difference: 15_100,
        settlement: 'atHotel',
        settledAmount: 15_100,
        travellersAdded: [
          { firstName: 'Léa', lastName: 'Martin' },
          { firstName: 'Hugo', lastName: 'Martin' },
        ],
        travellersRemoved: [],
      },
    ]);
  });

  it.each([
    // [case, row changes, what the entry says]
    [
      'a change stored before the guests were kept: no guests, no activity days, no names',
      { previous_adults: null, previous_children: null, previous_babies: null, previous_activity_dates: null, adults: null, children: null, babies: null, activity_dates: null, travellers_added: null, travellers_removed: null },
      { before: expect.objectContaining({ guests: null, activityDays: [] }), after: expect.objectContaining({ guests: null, activityDays: [] }), travellersAdded: [], travellersRemoved: [] },
    ],
    [
      'fewer guests, cheaper, refunded: the name removed',
      { adults: 1, children: 0, total: 20_000, difference: -5_900, settlement: 'refund', settled_amount: 5_900, travellers_added: '[]', travellers_removed: '[{"firstName":"Paul","lastName":"Dupont"}]' },
      { difference: -5_900, settlement: 'refund', settledAmount: 5_900, travellersAdded: [], travellersRemoved: [{ firstName: 'Paul', lastName: 'Dupont' }] },
    ],
    ['an awaited transfer asking for the new total', { settlement: 'bankTransfer', settled_amount: 41_000 }, { settlement: 'bankTransfer', settledAmount: 41_000 }],
    ['unreadable stored lists show nothing', { activity_dates: 'not json', travellers_added: '{"x":1}' }, { after: expect.objectContaining({ activityDays: [] }), travellersAdded: [] }],
  ] as const)('%s', (_case, over, entry) => {
    expect(modificationHistory([row(over as Partial<ModificationRow>)])[0]).toMatchObject(entry);
  });

  it('lists the newest change first', () => {
    const history = modificationHistory([row({ id: 3, created_at: '2026-11-22T10:00:00.000Z' }), row({ id: 7, created_at: '2026-11-25T10:00:00.000Z' }), row({ id: 5, created_at: '2026-11-23T10:00:00.000Z' })]);
    expect(history.map((h) => h.at)).toEqual(['2026-11-25T10:00:00.000Z', '2026-11-23T10:00:00.000Z', '2026-11-22T10:00:00.000Z']);
    expect(modificationHistory([])).toEqual([]);
  });
});

describe('activityDaysOf (the activity days from check-in)', () => {
  it.each([
    ['one activity on the second day', '2026-12-04', '["17_1"]', ['2026-12-05']],
    ['two activities, listed by date', '2026-12-30', '["18_2","17_0"]', ['2026-12-30', '2027-01-01']],
    ['two activities on the same day: the day once', '2026-12-04', '["17_0","18_0"]', ['2026-12-04']],
    ['none', '2026-12-04', '[]', []],
    ['not stored', '2026-12-04', null, []],
    ['a value that is not a day', '2026-12-04', '["spa", 4]', []],
  ] as const)('%s', (_case, checkin, stored, days) => {
    expect(activityDaysOf(checkin, stored)).toEqual(days);
  });
});
