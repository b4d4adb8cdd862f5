import type { Modifiability, ModificationOption, ModificationOptions, ModifiedOrder, ModifyOrderRequest } from '@/contracts/booking-modification';
import type { CheckoutProblem, OrderView } from '@/contracts/checkout';
import { namesToAsk } from '@/shared/booking-travellers';
import type { CallOutcome } from '../api/checkout-call';
import type { TravellerName } from './checkout-form';

/**
 * My booking's 'Modify my booking' as a state and its transitions (docs/checkout.md 'Modifying a booking'): the dates
 * and guests typed, the search's answer, the stay chosen with its activity days and new travellers' names, the
 * confirmation and its outcome. The component renders this state and runs the calls; every rule lives here. Pure.
 */

/** What the section says in its alert: a message key of the component (the wait of a 429 with it). */
export type ModificationProblem = Exclude<Modifiability, 'open'> | 'unavailable' | 'failed' | 'rateLimited';

export type ModificationCriteria = { checkin: string; nights: number; adults: number; children: number; babies: number };

export type ModificationState = {
  open: boolean;
  /** the dates and guests in the form */
  criteria: ModificationCriteria;
  loading: boolean;
  answer: ModificationOptions | null;
  /** the alert said: a failed call, or a booking that cannot change (the answer's modifiability) */
  problem: ModificationProblem | null;
  /** how many alerts were said: the component moves the focus to each */
  alerts: number;
  /** the wait a 429 asked for (its Retry-After), said with 'rateLimited' */
  wait: number | null;
  chosen: ModificationOption | null;
  /** the chosen stay's activity days (0-based from check-in) by activity; an activity left out keeps the option's */
  activityDays: Record<number, number>;
  /** the server priced the chosen stay again at another total: said in the question, to confirm again */
  priceMoved: boolean;
  saving: boolean;
  done: ModifiedOrder | null;
  /** the names of the travellers the chosen stay adds (more adults or children than the booking names) */
  names: TravellerName[];
  /** the name fields left once (or all of them after a confirm tried), which then show their state */
  namesTouched: Record<string, boolean>;
  namesRefused: boolean;
};

export type ModificationAction =
  | { type: 'open' }
  | { type: 'criteriaChanged'; criteria: Partial<ModificationCriteria> }
  | { type: 'searchStarted' }
  | { type: 'searchAnswered'; outcome: CallOutcome<ModificationOptions> }
  | { type: 'chosen'; option: ModificationOption }
  | { type: 'dismissed' }
  | { type: 'activityDayChanged'; activityId: number; day: number }
  | { type: 'nameChanged'; index: number; part: keyof TravellerName; value: string; count: number }
  | { type: 'nameLeft'; field: string }
  | { type: 'namesShown'; fields: string[] }
  | { type: 'confirmStarted' }
  | { type: 'confirmAnswered'; outcome: CallOutcome<ModifiedOrder>; bookedTotal: number; asksNames: boolean };

export const initialModification = (order: Pick<OrderView, 'criteria'>, open = false): ModificationState => ({
  open,
  criteria: { checkin: order.criteria.checkin, nights: order.criteria.nights, adults: order.criteria.adults, children: order.criteria.children, babies: order.criteria.babies },
  loading: false,
  answer: null,
  problem: null,
  alerts: 0,
  wait: null,
  chosen: null,
  activityDays: {},
  priceMoved: false,
  saving: false,
  done: null,
  names: [],
  namesTouched: {},
  namesRefused: false,
});

const problemOf = (problem: CheckoutProblem): ModificationProblem =>
  problem.code === 'MODIFICATION_CLOSED' ? 'closed' : problem.code === 'MODIFICATION_NOT_POSSIBLE' ? 'notPossible' : problem.code === 'NO_MORE_AVAILABILITY' ? 'unavailable' : 'failed';

const say = (state: ModificationState, problem: ModificationProblem, wait: number | null = null): ModificationState => ({ ...state, problem, wait, alerts: state.alerts + 1 });

/** A failed call's alert: 'rateLimited' with its wait, else 'failed'; each one counted, so the component focuses it. */
const failure = (state: ModificationState, outcome: CallOutcome<unknown>, problem: ModificationProblem = 'failed'): ModificationState =>
  outcome.kind === 'rateLimited' ? say(state, 'rateLimited', outcome.retryAfter) : say(state, problem);

export function modificationReducer(state: ModificationState, action: ModificationAction): ModificationState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true };
    case 'criteriaChanged':
      return { ...state, criteria: { ...state.criteria, ...action.criteria } };
    case 'searchStarted':
      return { ...state, loading: true, problem: null };
    case 'searchAnswered': {
      const { outcome } = action;
      if (outcome.kind !== 'ok') return failure({ ...state, loading: false }, outcome);
      const answered = { ...state, loading: false, answer: outcome.value };
      return outcome.value.modifiability === 'open' ? answered : say(answered, outcome.value.modifiability);
    }
    case 'chosen':
      return { ...state, chosen: action.option, priceMoved: false, activityDays: {}, namesTouched: {}, namesRefused: false };
    case 'dismissed':
      return { ...state, chosen: null };
    case 'activityDayChanged':
      return { ...state, activityDays: { ...state.activityDays, [action.activityId]: action.day } };
    case 'nameChanged': {
      const { index, part, value, count } = action;
      const names = Array.from({ length: count }, (_, i) => (i === index ? { ...(state.names[i] ?? emptyName()), [part]: value } : (state.names[i] ?? emptyName())));
      return { ...state, names };
    }
    case 'nameLeft':
      return { ...state, namesTouched: { ...state.namesTouched, [action.field]: true } };
    case 'namesShown':
      return { ...state, namesTouched: Object.fromEntries(action.fields.map((field) => [field, true])) };
    case 'confirmStarted':
      return { ...state, saving: true, namesRefused: false };
    case 'confirmAnswered':
      return confirmAnswered({ ...state, saving: false }, action);
  }
}

function confirmAnswered(state: ModificationState, { outcome, bookedTotal, asksNames }: Extract<ModificationAction, { type: 'confirmAnswered' }>): ModificationState {
  const { chosen, answer } = state;
  if (outcome.kind === 'ok') return { ...state, chosen: null, answer: null, names: [], done: outcome.value };
  if (!chosen) return state;
  if (outcome.kind === 'problem' && outcome.problem.code === 'PRICE_CHANGED' && outcome.problem.priceChange) {
    // The price the server has now: shown on the card and in the question, to confirm again.
    const total = outcome.problem.priceChange.current;
    const moved = { ...chosen, total, difference: total - (answer?.currentTotal ?? bookedTotal) };
    return { ...state, chosen: moved, priceMoved: true, answer: answer && { ...answer, options: answer.options.map((o) => (o.offerId === moved.offerId ? moved : o)) } };
  }
  // The server refused the names (its rules are the form's: a name it reads otherwise): the question stays open.
  if (outcome.kind === 'invalid' && asksNames) return { ...state, namesRefused: true };
  const gone = outcome.kind === 'problem' && outcome.problem.code === 'NO_MORE_AVAILABILITY';
  const left = { ...state, chosen: null, answer: gone && answer ? { ...answer, options: answer.options.filter((o) => o.offerId !== chosen.offerId) } : answer };
  return failure(left, outcome, outcome.kind === 'problem' ? problemOf(outcome.problem) : 'failed');
}

export const emptyName = (): TravellerName => ({ firstName: '', lastName: '' });

/** The dates and guests the stays were looked for (the answer's), or the form's before any answer. */
export const lookedCriteria = (state: ModificationState): ModificationCriteria => state.answer?.criteria ?? state.criteria;

/** The names the chosen stay asks: one per adult or child beyond the names the booking holds, as typed so far. */
export const newTravellers = (state: ModificationState, order: Pick<OrderView, 'travellers' | 'criteria'>): TravellerName[] =>
  Array.from({ length: namesToAsk(order.travellers.length, order.criteria, lookedCriteria(state)) }, (_, i) => state.names[i] ?? emptyName());

/** The stays the section lists: the answer's when the booking may change. */
export const listedOptions = (state: ModificationState): ModificationOption[] => (state.answer?.modifiability === 'open' ? state.answer.options : []);

/**
 * The body of POST /api/orders/{bookingNumber}/modify (without the proof) for the chosen stay: the looked-at dates and
 * guests, each activity's day (`<activityId>_<dayIndex>`, the option's unless changed), the new names trimmed, and
 * the total shown.
 */
export function modificationRequest(state: ModificationState, chosen: ModificationOption, names: readonly TravellerName[]): Omit<ModifyOrderRequest, 'email' | 'accessKey'> {
  const looked = lookedCriteria(state);
  return {
    offerId: chosen.offerId,
    checkin: looked.checkin,
    nights: looked.nights,
    adults: looked.adults,
    children: looked.children,
    babies: looked.babies,
    ...(chosen.activities.length > 0 ? { activityDates: chosen.activities.map((a) => `${a.activityId}_${state.activityDays[a.activityId] ?? a.dayIndex}`) } : {}),
    ...(names.length > 0 ? { travellers: names.map((t) => ({ firstName: t.firstName.trim(), lastName: t.lastName.trim() })) } : {}),
    shownTotal: chosen.total,
  };
}
