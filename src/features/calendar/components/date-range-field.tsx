import { Activity, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import { useIsMobile } from '@/components/ui/use-media-query';
import type { Flow } from '@/contracts/search-criteria';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';
import { useAppConfig } from '@/shared/app-config';
import { useCheckoutNights, useHotelAvailabilities, type Guests } from '../api/availabilities';
import type { Availabilities } from '../model/availability';
import { daysBetween, monthOf, todayAt } from '@/lib/days';
import type { PossibleNights } from '../model/day-selectability';
import { AUTO_CLOSE_DELAY_MS, canValidate, initialRangeState, pendingCheckin, rangeJustCompleted, rangeReducer, type RangeEvent, type RangeState } from '../model/range-selection';
import { keepSessionDates, sessionDatesToRestore } from '../model/stored-dates';
import { timeZoneOf } from '@/lib/locales';
import { CalendarDropdown, DropdownFrame, placeUnder, type Placement } from './calendar-dropdown';
import { calendarMessages as messages } from './calendar-messages';
import type { CalendarPanelProps } from './calendar-panel';
import { DatesFieldButton as Trigger } from './date-field-parts';
import { lazyPart } from '@/lib/lazy-part';
import type { FlexibleStay } from '@/shared/search-address/flexible-stay';
import { DatesModeTabs, type DatesMode } from './dates-mode-tabs';
import type { FlexiblePanelProps } from './flexible-panel';

/**
 * The grid, its rules and date-fns formatting are a chunk of their own, loaded once: when the page is idle, when the
 * visitor points at or focuses the field, or at the latest on opening (a skeleton shows until it is there).
 */
const panelPart = lazyPart(() => import('./calendar-panel'));
export const preloadCalendarPanel = panelPart.load;

function CalendarPanel(props: CalendarPanelProps) {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!panelPart.current()) preloadCalendarPanel().then(() => setLoaded(true), (failure: unknown) => console.error('Calendar failed to load', failure));
  }, []);
  const panelModule = panelPart.current();
  if (!panelModule) {
    return (
      <SkeletonRegion>
        <Skeleton variant="card" />
      </SkeletonRegion>
    );
  }
  const Panel = panelModule.default;
  return <Panel {...props} />;
}

/** The flexible dates' panel (issue 36): its own chunk, fetched as the calendar opens in a flow that offers it. */
const flexiblePart = lazyPart(() => import('./flexible-panel'));
const preloadFlexiblePanel = () => void flexiblePart.load().catch((failure: unknown) => console.error('Flexible dates failed to load', failure));

function FlexiblePanel(props: FlexiblePanelProps) {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!flexiblePart.current()) flexiblePart.load().then(() => setLoaded(true), (failure: unknown) => console.error('Flexible dates failed to load', failure));
  }, []);
  const panelModule = flexiblePart.current();
  if (!panelModule) {
    return (
      <SkeletonRegion>
        <Skeleton variant="card" />
      </SkeletonRegion>
    );
  }
  const Panel = panelModule.default;
  return <Panel {...props} />;
}

/** A flexible choice before any month is picked: a weekend of two nights. */
const NO_FLEXIBLE: FlexibleStay = { arrival: 'weekend', nights: 2, months: [] };
const sameFlexible = (a: FlexibleStay | null | undefined, b: FlexibleStay | null | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Once per page: the calendar has been drawn out of sight, so its first real opening is not its first render. */
let warmedUp = false;
/** How long the unseen rehearsal stays at least (it renders at idle priority, then goes when the page is idle again). */
const WARM_UP_MS = 2000;

/**
 * Loads the calendar's code once the page is idle, so the first opening does not wait for it; then renders the
 * calendar once, hidden (React's Activity: no effects, idle priority), so its code is compiled and its styles are in
 * the page before the visitor's first opening. Returns the clock of that rehearsal while it lasts.
 */
function useWarmUpWhenIdle(): Date | null {
  const [warmClock, setWarmClock] = useState<Date | null>(null);
  useEffect(() => {
    // Without requestIdleCallback (Safari, jsdom) the code is only loaded, not rehearsed: no idle time to use safely.
    const idle = typeof window.requestIdleCallback === 'function';
    const load = () =>
      void preloadCalendarPanel().then(() => {
        if (warmedUp || !idle) return;
        warmedUp = true;
        setWarmClock(new Date());
      }, () => {});
    if (idle) {
      const id = window.requestIdleCallback(load, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(load, 2000);
    return () => window.clearTimeout(id);
  }, []);
  // The rehearsal goes once the page is idle again (never in the same update as an opening).
  useEffect(() => {
    if (!warmClock) return;
    let idleId = 0;
    const timer = window.setTimeout(() => {
      idleId = window.requestIdleCallback(() => setWarmClock(null), { timeout: 10_000 });
    }, WARM_UP_MS);
    return () => {
      window.clearTimeout(timer);
      if (idleId) window.cancelIdleCallback(idleId);
    };
  }, [warmClock]);
  return warmClock;
}

const ignore = () => {};

export interface DateRange {
  checkin: string | null;
  checkout: string | null;
  nights: number | null;
}

export type DateRangeFieldProps = {
  checkin: string | null;
  checkout: string | null;
  /** Called with the dates once committed (Validate, auto-close, closing with a complete range, Clear then close). */
  onChange: (range: DateRange) => void;
  /** The visitor pressed Clear (the enforced-dates experiment remembers it). */
  onClear?: () => void;
  /** Opening asked from outside (the enforced-dates experiment on submit): a change to true opens, to false closes. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Known availabilities; when left out, those of `hotelId` are fetched on first opening. */
  availabilities?: Availabilities | null;
  /** Allowed nights from the check-in; when left out, those of `offerId` are fetched once a check-in is chosen. */
  allowedNights?: PossibleNights | null;
  /** Availabilities are being fetched: shows 'We are looking for the next availabilities...' */
  loading?: boolean;
  /** The hotel the search concerns: its availabilities give per-day prices and minimum stays. */
  hotelId?: number | null;
  /** The offer the search concerns: the nights it allows from the chosen check-in. */
  offerId?: number | null;
  /** The family the allowed nights are asked for (2 adults by default). */
  guests?: Guests;
  /** Gift redemption: each day shows whether the stay is included in the gift or costs a supplement. */
  gift?: CalendarPanelProps['gift'];
  flow?: Flow;
  /** A flexible search chosen instead of dates (issue 36): the field says it in words. */
  flexible?: FlexibleStay | null;
  /**
   * Offers flexible dates beside exact ones (tabs in the calendar): called with the flexible choice once committed
   * (Validate, or closing with a month chosen), or null once cleared. Left out, the calendar offers exact dates only.
   */
  onFlexibleChange?: (flexible: FlexibleStay | null) => void;
  /** Clock for tests; the real time otherwise. */
  now?: () => Date;
};

const realClock = () => new Date();

/**
 * The range being chosen, in a small store: each part of the field reads only what it shows (the field itself only
 * whether the calendar is open), so choosing a day re-renders the grid and the footer, not the dialog around them.
 * `dispatch` returns the previous and next states, to tell when a range was just completed.
 */
type RangeStore = {
  get: () => RangeState;
  dispatch: (event: RangeEvent) => [RangeState, RangeState];
  reset: (state: RangeState) => void;
  subscribe: (listener: () => void) => () => void;
};

function createRangeStore(initial: RangeState): RangeStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: RangeState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    dispatch: (event) => {
      const previous = state;
      set(rangeReducer(previous, event));
      return [previous, state];
    },
    reset: set,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One value of the range (a primitive, so an unrelated change does not re-render the reader). */
function useRangeValue<T extends string | number | boolean | null>(store: RangeStore, select: (state: RangeState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()), () => select(store.get()));
}

const selectIsOpen = (state: RangeState) => state.isOpen;
const selectCheckin = (state: RangeState) => state.checkin;
const selectCheckout = (state: RangeState) => state.checkout;
const selectCanClear = (state: RangeState) => state.checkin !== null;

function useRange(checkin: string | null, checkout: string | null) {
  const [store] = useState(() => createRangeStore(initialRangeState({ checkin, checkout })));
  const isOpen = useRangeValue(store, selectIsOpen);
  // Dates changed from outside (restore, flow change) while closed: start from them.
  useEffect(() => {
    const state = store.get();
    if (!state.isOpen && (state.checkin !== checkin || state.checkout !== checkout)) store.reset(initialRangeState({ checkin, checkout }));
  }, [store, checkin, checkout]);
  return { store, isOpen };
}

/**
 * Puts back the dates kept in the session (home page, not in the activity flow, still in the future). The results
 * page puts them back in its address instead, so the results and the box agree.
 */
function useRestoredDates(hasDates: boolean, flow: Flow, now: () => Date, onChange: (range: DateRange) => void) {
  const { page, locale } = useAppConfig();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (hasDates || page === 'search') return;
    const restored = sessionDatesToRestore(page, flow, now(), timeZoneOf(locale));
    if (restored) onChange(restored);
  }, [hasDates, flow, now, onChange, page, locale]);
}

const TWO_ADULTS: Guests = { adults: 2, children: 0, babies: 0 };

/** Availabilities and allowed nights: given by the caller, or fetched for the hotel and offer the search concerns. */
function useCalendarData(props: DateRangeFieldProps, pending: string | null, clock: Date | null) {
  const { apiBase, locale } = useAppConfig();
  const month = clock ? monthOf(todayAt(timeZoneOf(locale), clock).day) : null;
  const hotel = useHotelAvailabilities(apiBase, locale, props.availabilities === undefined ? (props.hotelId ?? null) : null, month);
  const nights = useCheckoutNights(
    apiBase,
    locale,
    props.allowedNights === undefined ? (props.offerId ?? null) : null,
    pending,
    props.guests ?? TWO_ADULTS,
  );
  return {
    availabilities: props.availabilities === undefined ? hotel.availabilities : props.availabilities,
    allowedNights: props.allowedNights === undefined ? nights.allowedNights : props.allowedNights,
    loading: Boolean(props.loading) || hotel.loading || nights.loading,
  };
}

/**
 * The dates field: a button showing the chosen stay, opening the calendar as a dropdown with two months on desktop
 * or a full-screen dialog with vertical scrolling on mobile. Clear and Validate in the footer; a complete range closes
 * the calendar by itself a second later; Escape or closing with only a check-in brings back the previous dates.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const { checkin, checkout, onChange, onClear, open, onOpenChange, gift, flow = 'booking', now = realClock, flexible = null, onFlexibleChange } = props;
  const intl = useIntl();
  const { page } = useAppConfig();
  const { track } = useAnalytics();
  const isMobile = useIsMobile();
  const { store, isOpen } = useRange(checkin, checkout);
  const nights = checkin && checkout ? daysBetween(checkin, checkout) : null;
  const dispatch = store.dispatch;
  const [clock, setClock] = useState<Date | null>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const dropdownId = useId();
  const rehearsalId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const autoClose = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Flexible dates: which tab shows, the choice being made, and whether it was shown first (its length then takes the focus).
  const [mode, setMode] = useState<DatesMode>('dates');
  const [draft, setDraft] = useState<FlexibleStay>(NO_FLEXIBLE);
  const [openedOnFlexible, setOpenedOnFlexible] = useState(false);
  // Drawn once shown, then kept (hidden behind the dates' tab) until the calendar closes.
  const [flexibleDrawn, setFlexibleDrawn] = useState(false);
  const showMode = (next: DatesMode) => {
    setMode(next);
    if (next === 'flexible') setFlexibleDrawn(true);
  };

  useRestoredDates(Boolean(checkin), flow, now, onChange);
  const warmClock = useWarmUpWhenIdle();

  const cancelAutoClose = () => {
    if (autoClose.current) clearTimeout(autoClose.current);
    autoClose.current = null;
  };
  useEffect(() => cancelAutoClose, []);

  const commit = (next: RangeState) => {
    if (next.checkin === checkin && next.checkout === checkout) return;
    const dates = { checkin: next.checkin, checkout: next.checkout, nights: next.nights };
    keepSessionDates(dates);
    onChange(dates);
  };

  /** The flexible choice shown, once committed: a month or more makes the search flexible, none clears it. */
  const commitFlexible = () => {
    const chosen = draft.months.length > 0 ? draft : null;
    if (!sameFlexible(chosen, flexible)) onFlexibleChange?.(chosen);
  };

  const setOpen = (next: boolean) => {
    if (next === store.get().isOpen) return;
    if (next) {
      const onFlexible = Boolean(onFlexibleChange && flexible && !(checkin && checkout));
      setMode(onFlexible ? 'flexible' : 'dates');
      setOpenedOnFlexible(onFlexible);
      setFlexibleDrawn(onFlexible);
      setDraft(flexible ?? NO_FLEXIBLE);
      if (onFlexibleChange) preloadFlexiblePanel();
      setClock(now());
      // The dropdown's place, read before anything is added to the page (nothing to measure on mobile: full screen).
      if (!isMobile) setPlacement(placeUnder(triggerRef.current));
      dispatch({ type: 'open' });
      track(analyticsEvents.searchOverlay('display', 'calendar'));
    } else {
      cancelAutoClose();
      const closed = dispatch({ type: 'close' })[1];
      if (mode === 'flexible') commitFlexible();
      else commit(closed);
    }
    onOpenChange?.(next);
  };
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });

  // The experiment (or any caller) opens or closes the calendar from outside: only a change of `open` acts, so a
  // caller need not mirror every opening by the visitor (and re-render for it).
  const requested = useRef(false);
  useEffect(() => {
    if (open === undefined || open === requested.current) return;
    requested.current = open;
    setOpenRef.current(open);
  }, [open]);

  const selectDay = (day: string) => {
    cancelAutoClose();
    const [previous, next] = dispatch({ type: 'selectDay', day });
    if (pendingCheckin(next)) track(analyticsEvents.calendarCheckin(day, page, flow));
    if (rangeJustCompleted(previous, next)) {
      autoClose.current = setTimeout(() => setOpenRef.current(false), AUTO_CLOSE_DELAY_MS);
    }
  };

  const validate = () => {
    cancelAutoClose();
    if (mode === 'flexible') {
      dispatch({ type: 'close' });
      commitFlexible();
      onOpenChange?.(false);
      return;
    }
    const [, next] = dispatch({ type: 'validate' });
    if (next.isOpen) return;
    commit(next);
    onOpenChange?.(false);
  };

  const clear = () => {
    cancelAutoClose();
    dispatch({ type: 'clear' });
    onClear?.();
  };

  const preload = () => void preloadCalendarPanel().catch(() => {});
  const title = intl.formatMessage(messages.title);
  const footer =
    mode === 'flexible' ? (
      <FlexibleFooter canClear={draft.months.length > 0} onClear={() => setDraft({ ...draft, months: [] })} onValidate={validate} />
    ) : (
      <LiveFooter store={store} onClear={clear} onValidate={validate} />
    );
  const datesPanel = isOpen && clock && (
    <LivePanel
      store={store}
      field={props}
      layout={isMobile ? 'scroll' : 'paged'}
      clock={clock}
      onSelectDay={selectDay}
      onShortcut={(shortcut) => {
        dispatch({ type: 'clear' });
        selectDay(shortcut.checkin);
        selectDay(shortcut.checkout);
      }}
      gift={gift}
    />
  );
  const panel =
    datesPanel && onFlexibleChange ? (
      <DatesModeTabs
        mode={mode}
        onMode={showMode}
        dates={datesPanel}
        flexible={flexibleDrawn && clock && <FlexiblePanel value={draft} onChange={setDraft} now={clock} focusOnMount={openedOnFlexible} />}
      />
    ) : (
      datesPanel
    );

  // The unseen rehearsal: the panel, in the dropdown's frame on desktop, and the footer's buttons.
  const rehearsal = warmClock && (
    <Activity mode="hidden">
      <Rehearsal id={rehearsalId} title={title} isMobile={isMobile} footer={<LiveFooter store={store} onClear={ignore} onValidate={ignore} />}>
        <CalendarPanel layout={isMobile ? 'scroll' : 'paged'} now={warmClock} checkin={checkin} checkout={checkout} onSelectDay={ignore} onShortcut={ignore} />
      </Rehearsal>
    </Activity>
  );

  return (
    <>
      {isMobile ? (
        <Dialog title={title} trigger={<Trigger checkin={checkin} checkout={checkout} nights={nights} flexible={flexible} onPointerEnter={preload} onFocus={preload} />} open={isOpen} onOpenChange={setOpen} footer={footer}>
          {panel}
        </Dialog>
      ) : (
        <>
          <Trigger
            ref={triggerRef}
            checkin={checkin}
            checkout={checkout}
            nights={nights}
            flexible={flexible}
            onPointerEnter={preload}
            onFocus={preload}
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            aria-controls={isOpen ? dropdownId : undefined}
            onClick={() => setOpen(!store.get().isOpen)}
          />
          {isOpen && placement && (
            <CalendarDropdown id={dropdownId} title={title} triggerRef={triggerRef} placement={placement} onDismiss={() => setOpen(false)} footer={footer}>
              {panel}
            </CalendarDropdown>
          )}
        </>
      )}
      {rehearsal}
    </>
  );
}

/** What the first opening will draw, drawn unseen: in the dropdown's frame on desktop, the panel and footer on mobile. */
function Rehearsal({ id, title, isMobile, footer, children }: { id: string; title: string; isMobile: boolean; footer: ReactNode; children: ReactNode }) {
  if (isMobile) {
    return (
      <>
        {children}
        {footer}
      </>
    );
  }
  return (
    <DropdownFrame id={id} title={title} footer={footer}>
      {children}
    </DropdownFrame>
  );
}

type LivePanelProps = Pick<CalendarPanelProps, 'layout' | 'onSelectDay' | 'onShortcut' | 'gift'> & { store: RangeStore; field: DateRangeFieldProps; clock: Date };

/** The grid with the range being chosen and the data of the hotel or offer the search concerns. */
function LivePanel({ store, field, clock, ...rest }: LivePanelProps) {
  const checkin = useRangeValue(store, selectCheckin);
  const checkout = useRangeValue(store, selectCheckout);
  const { availabilities, allowedNights, loading } = useCalendarData(field, pendingCheckin({ checkin, checkout }), clock);
  return <CalendarPanel {...rest} now={clock} checkin={checkin} checkout={checkout} availabilities={availabilities} allowedNights={allowedNights} loading={loading} />;
}

/** Flexible dates' footer: Clear (once a month is chosen) and Validate. */
function FlexibleFooter({ canClear, onClear, onValidate }: { canClear: boolean; onClear: () => void; onValidate: () => void }) {
  return (
    <>
      <Button variant="ghost" onClick={onClear} disabled={!canClear}>
        <FormattedMessage {...messages.clear} />
      </Button>
      <Button onClick={onValidate}>
        <FormattedMessage {...messages.validate} />
      </Button>
    </>
  );
}

/** Clear (once there is a check-in) and Validate (not with a lone check-in). */
function LiveFooter({ store, onClear, onValidate }: { store: RangeStore; onClear: () => void; onValidate: () => void }) {
  const clearable = useRangeValue(store, selectCanClear);
  const valid = useRangeValue(store, canValidate);
  return (
    <>
      <Button variant="ghost" onClick={onClear} disabled={!clearable}>
        <FormattedMessage {...messages.clear} />
      </Button>
      <Button onClick={onValidate} disabled={!valid}>
        <FormattedMessage {...messages.validate} />
      </Button>
    </>
  );
}
