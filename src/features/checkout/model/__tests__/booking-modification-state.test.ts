/** @jest-environment node */
import type { ModificationOption, ModificationOptions, ModifiedOrder } from '@/contracts/booking-modification';
import type { CheckoutProblem } from '@/contracts/checkout';
import type { CallOutcome } from '../../api/checkout-call';
import {
  initialModification,
  listedOptions,
  modificationReducer,
  modificationRequest,
  newTravellers,
  type ModificationAction,
  type ModificationState,
} from '../booking-modification-state';

/** The booking: 4–6 Dec, 2 adults and a child named, 25 900 c. */
const order = { criteria: { checkin: '2026-12-04', checkout: '2026-12-06', nights: 2, adults: 2, children: 1, babies: 0, activityDates: [] }, travellers: [{ firstName: 'Marie', lastName: 'Dupont' }, { firstName: 'Paul', lastName: 'Dupont' }, { firstName: 'Zoé', lastName: 'Dupont' }] };

const option = (offerId: number, total: number, over: Partial<ModificationOption> = {}): ModificationOption =>
  ({ offerId, offer: { label: `Offer ${offerId}` }, total, difference: total - 25_900, cancellationDeadline: null, current: false, activities: [], ...over }) as ModificationOption;

const answer = (over: Partial<ModificationOptions> = {}): ModificationOptions => ({
  bookingNumber: '01234567',
  modifiability: 'open',
  deadline: '2026-11-30',
  criteria: { checkin: '2026-12-11', checkout: '2026-12-13', nights: 2, adults: 3, children: 1, babies: 0 },
  currentTotal: 25_900,
  options: [option(43, 21_000), option(42, 30_000)],
  ...over,
});

const conflict = (code: CheckoutProblem['code'], priceChange?: CheckoutProblem['priceChange']): CheckoutProblem => ({ error: 'conflict', code, message: '', textId: '', ...(priceChange ? { priceChange } : {}) });

const run = (state: ModificationState, ...actions: ModificationAction[]) => actions.reduce(modificationReducer, state);
const start = initialModification(order);
const answered = run(start, { type: 'open' }, { type: 'searchStarted' }, { type: 'searchAnswered', outcome: { kind: 'ok', value: answer() } });
const chosen = run(answered, { type: 'chosen', option: option(42, 30_000) });
const confirmed = (outcome: CallOutcome<ModifiedOrder>, asksNames = false) =>
  run(chosen, { type: 'confirmStarted' }, { type: 'confirmAnswered', outcome, bookedTotal: 25_900, asksNames });

describe('initialModification', () => {
  it('starts closed (or open when asked) on the booking’s own dates and guests', () => {
    expect(start).toMatchObject({ open: false, criteria: { checkin: '2026-12-04', nights: 2, adults: 2, children: 1, babies: 0 }, answer: null, problem: null, alerts: 0 });
    expect(initialModification(order, true).open).toBe(true);
  });
});

describe('the search', () => {
  it.each<[string, CallOutcome<ModificationOptions>, Partial<ModificationState>]>([
    ['lists the stays of an open booking', { kind: 'ok', value: answer() }, { loading: false, problem: null, alerts: 0 }],
    ['says a booking past its deadline', { kind: 'ok', value: answer({ modifiability: 'closed', options: [] }) }, { problem: 'closed', alerts: 1 }],
    ['says a booking that cannot change online', { kind: 'ok', value: answer({ modifiability: 'notPossible', options: [] }) }, { problem: 'notPossible', alerts: 1 }],
    ['says the wait a 429 asks', { kind: 'rateLimited', retryAfter: 30 }, { problem: 'rateLimited', wait: 30, answer: null }],
    ['says a failure', { kind: 'failed' }, { problem: 'failed', wait: null, loading: false }],
    ['says a 409 as a failure', { kind: 'problem', problem: conflict('NO_MORE_AVAILABILITY') }, { problem: 'failed' }],
  ])('%s', (_, outcome, expected) => expect(run(start, { type: 'searchStarted' }, { type: 'searchAnswered', outcome })).toMatchObject(expected));

  it('is loading and without alert while asked', () => {
    const failed = run(start, { type: 'searchAnswered', outcome: { kind: 'failed' } });
    expect(run(failed, { type: 'searchStarted' })).toMatchObject({ loading: true, problem: null });
  });

  it('lists only the stays of an open booking', () => {
    expect(listedOptions(answered).map((o) => o.offerId)).toEqual([43, 42]);
    expect(listedOptions(run(start, { type: 'searchAnswered', outcome: { kind: 'ok', value: answer({ modifiability: 'closed' }) } }))).toEqual([]);
  });

  it('keeps the form’s dates and guests as typed', () =>
    expect(run(start, { type: 'criteriaChanged', criteria: { checkin: '2026-12-11' } }, { type: 'criteriaChanged', criteria: { adults: 3 } }).criteria).toEqual({ checkin: '2026-12-11', nights: 2, adults: 3, children: 1, babies: 0 }));
});

describe('choosing a stay', () => {
  it('starts a fresh question: no moved price, the option’s days, no name shown as wrong', () => {
    const dirty = run(answered, { type: 'chosen', option: option(43, 21_000) }, { type: 'activityDayChanged', activityId: 17, day: 1 }, { type: 'nameLeft', field: 'modify-traveller-0-firstName' });
    expect(run(dirty, { type: 'chosen', option: option(42, 30_000) })).toMatchObject({ chosen: { offerId: 42 }, activityDays: {}, namesTouched: {}, priceMoved: false, namesRefused: false });
  });

  it('closes the question when dismissed', () => expect(run(chosen, { type: 'dismissed' }).chosen).toBeNull());

  it('asks one name per adult or child added, keeping what was typed', () => {
    const typed = run(chosen, { type: 'nameChanged', index: 0, part: 'lastName', value: 'Martin', count: 1 });
    expect(newTravellers(typed, order)).toEqual([{ firstName: '', lastName: 'Martin' }]);
    expect(newTravellers(start, order)).toEqual([]);
  });

  it('shows every name field’s state once a confirm was tried', () =>
    expect(run(chosen, { type: 'namesShown', fields: ['a', 'b'] }).namesTouched).toEqual({ a: true, b: true }));
});

describe('modificationRequest', () => {
  it('orders the looked-at dates and guests, each activity’s day (the option’s unless changed), the trimmed names and the shown total', () => {
    const withActivities = option(42, 30_000, { activities: [{ activityId: 17, title: 'Spa', dayIndex: 0 }, { activityId: 3, title: 'Canoë', dayIndex: 1 }] });
    const state = run(answered, { type: 'chosen', option: withActivities }, { type: 'activityDayChanged', activityId: 17, day: 1 });
    expect(modificationRequest(state, withActivities, [{ firstName: ' Léa ', lastName: 'Martin ' }])).toEqual({
      offerId: 42,
      checkin: '2026-12-11',
      nights: 2,
      adults: 3,
      children: 1,
      babies: 0,
      activityDates: ['17_1', '3_1'],
      travellers: [{ firstName: 'Léa', lastName: 'Martin' }],
      shownTotal: 30_000,
    });
  });

  it('leaves out the days and names a stay does not ask, and takes the form’s dates before any answer', () =>
    expect(modificationRequest(start, option(42, 30_000), [])).toEqual({ offerId: 42, checkin: '2026-12-04', nights: 2, adults: 2, children: 1, babies: 0, shownTotal: 30_000 }));
});

describe('the confirmation’s outcome', () => {
  const done = { order: {}, previousTotal: 25_900 } as ModifiedOrder;

  it('is saving while asked', () => expect(run(chosen, { type: 'confirmStarted' })).toMatchObject({ saving: true, namesRefused: false }));

  it.each<[string, CallOutcome<ModifiedOrder>, boolean, Record<string, unknown>]>([
    ['done: the question and the stays go', { kind: 'ok', value: done }, false, { done, chosen: null, answer: null, names: [], saving: false }],
    ['names refused: the question stays open and says it', { kind: 'invalid' }, true, { namesRefused: true, chosen: expect.objectContaining({ offerId: 42 }), problem: null }],
    ['invalid without names: a failure', { kind: 'invalid' }, false, { chosen: null, problem: 'failed', alerts: 1 }],
    ['past the deadline meanwhile', { kind: 'problem', problem: conflict('MODIFICATION_CLOSED') }, false, { chosen: null, problem: 'closed' }],
    ['no longer possible online', { kind: 'problem', problem: conflict('MODIFICATION_NOT_POSSIBLE') }, false, { problem: 'notPossible' }],
    ['too many tries', { kind: 'rateLimited', retryAfter: 120 }, false, { chosen: null, problem: 'rateLimited', wait: 120 }],
  ])('%s', (_, outcome, asksNames, expected) => expect(confirmed(outcome, asksNames)).toMatchObject(expected));

  it('drops a stay without rooms any more from the list and says it', () => {
    const state = confirmed({ kind: 'problem', problem: conflict('NO_MORE_AVAILABILITY') });
    expect(state).toMatchObject({ chosen: null, problem: 'unavailable', alerts: 1 });
    expect(listedOptions(state).map((o) => o.offerId)).toEqual([43]);
  });

  it('shows a new price on the card and in the question, to confirm again', () => {
    const state = confirmed({ kind: 'problem', problem: conflict('PRICE_CHANGED', { previous: 30_000, current: 31_000, diff: 1_000 }) });
    expect(state).toMatchObject({ priceMoved: true, saving: false, problem: null, chosen: { offerId: 42, total: 31_000, difference: 5_100 } });
    expect(listedOptions(state).find((o) => o.offerId === 42)).toMatchObject({ total: 31_000, difference: 5_100 });
  });

  it('counts every alert, so the same one said twice takes the focus twice', () => {
    const once = run(start, { type: 'searchAnswered', outcome: { kind: 'failed' } });
    expect(run(once, { type: 'searchStarted' }, { type: 'searchAnswered', outcome: { kind: 'failed' } }).alerts).toBe(2);
  });
});
