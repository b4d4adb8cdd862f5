/**
 * The search box's state is a view of the search address (src/shared/search-address): the fields the box shows,
 * under the address's own names, and the destination's label beside its place. No key name is spelled here.
 */
import { todayAt } from '@/lib/days';
import {
  DEFAULT_SEARCH_STATE,
  flexibleInFlow,
  flexibleStayOf,
  isEmptyPlace,
  normaliseGuests,
  placeOf,
  QUERY_KEYS,
  stayDates,
  type Place,
  type TimeZone,
  type SearchState,
} from '@/shared/search-address';

/** The chosen destination: what the field shows (a suggestion's label, the local search's distance text) and its place. */
export interface SearchBoxDestination {
  label: string;
  place: Place;
}

/** The fields of the address the box shows. `id` is the offer the search concerns: its allowed nights drive the calendar. */
export type SearchBoxFields = Pick<SearchState, 'flow' | 'checkin' | 'checkout' | 'nights' | 'flexible' | 'adults' | 'children' | 'babies' | 'singleRoom' | 'theme' | 'id'>;

export type SearchBoxState = SearchBoxFields & { destination: SearchBoxDestination | null };

/** Nothing chosen in a flow: 2 adults, no destination, dates or theme. */
export const emptyBoxState = (flow: SearchBoxState['flow'] = 'booking'): SearchBoxState => ({
  flow,
  adults: DEFAULT_SEARCH_STATE.adults,
  children: DEFAULT_SEARCH_STATE.children,
  babies: DEFAULT_SEARCH_STATE.babies,
  singleRoom: DEFAULT_SEARCH_STATE.singleRoom,
  destination: null,
});

/**
 * The box's view of an address: boxStateOf(parse('#city=42&checkin=…&checkout=…&a=2&b=1'), 'Lyon')
 * → { flow: 'booking', destination: { label: 'Lyon', place: { city: 42 } }, checkin, checkout, nights, adults: 2, babies: 1, … }.
 * The box shows dates only as a pair (and none in the gifting flow), or the flexible stay.
 */
export function boxStateOf(address: SearchState, label: string): SearchBoxState {
  const place = placeOf(address);
  const dated = address.flow !== 'gifting' && address.checkin !== undefined && address.checkout !== undefined;
  return dropUndefined({
    flow: address.flow,
    destination: isEmptyPlace(place) ? null : { label, place },
    theme: address.theme,
    checkin: dated ? address.checkin : undefined,
    checkout: dated ? address.checkout : undefined,
    nights: dated ? address.nights : undefined,
    flexible: dated ? undefined : address.flexible,
    adults: address.adults,
    children: address.children,
    babies: address.babies,
    singleRoom: address.singleRoom,
    id: address.id,
  });
}

/**
 * The search a box starts: its fields on a fresh address, the destination's label as `from`. Guests follow the flow
 * (gifting 2 adults, activity the participants only), dates go only as a pair still ahead at `now` on the point of
 * sale's clock `timeZone`, and in the hotel
 * flow a hotel destination is the hotel whose offers are listed (`hotelId`), as the results' hotel links write it.
 */
export function addressOfBoxState(box: SearchBoxState, now: Date, timeZone: TimeZone): SearchState {
  const { flow } = box;
  const place: Place = box.destination?.place ?? {};
  const { hotel, ...elsewhere } = place;
  const dates = flow !== 'gifting' && box.checkin && box.checkout ? stayDates({ checkin: box.checkin, checkout: box.checkout }, now, timeZone) : flexibleOfBox(box, now, timeZone);
  return dropUndefined({
    ...DEFAULT_SEARCH_STATE,
    flow,
    from: QUERY_KEYS.from.read([box.destination?.label ?? '']),
    ...dates,
    ...normaliseGuests(box, flow),
    ...elsewhere,
    ...(flow === 'hotel' ? { hotelId: hotel } : { hotel }),
    theme: box.theme,
    id: box.id,
  });
}

/** A flexible stay chosen in the box, as the address keeps it (still ahead at `now`, booking and hotel flows); else nothing. */
function flexibleOfBox(box: SearchBoxState, now: Date, timeZone: TimeZone): Pick<SearchState, 'nights' | 'flexible'> {
  const flexible = flexibleInFlow(box.flow) ? flexibleStayOf(box.flexible, todayAt(timeZone, now)) : undefined;
  return flexible ? { nights: flexible.nights, flexible } : {};
}

/** What the results page adds to the box's criteria: filters, sort and the gift options, kept by a new search in the same flow. */
const RESULT_OPTIONS = [
  'sort',
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'stars',
  'hotelScore',
  'minHotelReviewScore',
  'priceMin',
  'priceMax',
  'singleVoucherPriceMin',
  'singleVoucherPriceMax',
  'facilities',
  'petsAllowed',
  'tags',
  'activities',
  'giftNights',
  'giftFormat',
  'upsell',
] as const satisfies readonly (keyof SearchState)[];

/**
 * The results page's next address when the box searches from it: the box's search, back on the first page; the
 * filters and sort stay in the same flow and are dropped with a flow change (their price bounds differ per flow,
 * search-and-discovery §4 'Flow change').
 */
export function addressOfBox(address: SearchState, box: SearchBoxState, now: Date, timeZone: TimeZone): SearchState {
  const next = addressOfBoxState(box, now, timeZone);
  if (next.flow !== address.flow) return next;
  const kept = Object.fromEntries(RESULT_OPTIONS.filter((key) => address[key] !== undefined).map((key) => [key, address[key]]));
  return { ...next, ...kept, page: 0 };
}

/**
 * What must change for the box to start again from the address: every criterion the box shows, not the label (it
 * arrives later with the results) and not the filters, sort or page (the box does not show them).
 */
export function searchBoxKey(state: SearchBoxState): string {
  const { destination, ...rest } = state;
  return JSON.stringify({ ...rest, destination: destination?.place ?? null });
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
