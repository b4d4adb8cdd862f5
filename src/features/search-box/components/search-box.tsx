import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Dialog } from '@/components/ui/dialog';
import { useIsMobile } from '@/components/ui/use-media-query';
import type { Flow } from '@/contracts/search-criteria';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';
import { useAppConfig } from '@/shared/app-config';
import { decideSubmit, INITIAL_ENFORCED_DATES_STATE, noteDatesCleared } from '../model/enforced-dates';
import { emptyBoxState, type SearchBoxDestination, type SearchBoxState } from '../model/box-state';
import { changeFlow } from '../model/flow-change';
import { allowedThemeId, visibleThemes } from '../model/themes';
import { DestinationCombobox, type DestinationComboboxHandle } from './destination/destination-combobox';
import type { ToggleFlow } from './flow-toggle';
import { BoxBar, DIALOG_TITLES, SearchBoxFrame, type BarCell } from './search-box-frame';
import { searchBoxMessages as messages } from './search-box-messages';
import { ThemeSelect, type ThemeOption } from './theme-select';
import { BoxForm, STICKY_SCROLL_THRESHOLD_PX, SummaryButton, SummaryContent } from './search-box-parts';
import { theme } from '@/styles/theme';
import { flexibleInFlow, type FlexibleStay } from '@/shared/search-address/flexible-stay';


export interface DateRangeValue {
  checkin: string | null;
  checkout: string | null;
  nights: number | null;
}

/** What the page's dates slot receives (the calendar feature's field takes these props). */
export type DatesSlotProps = DateRangeValue & {
  onChange: (range: DateRangeValue) => void;
  onClear: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  flow: Flow;
  /** the hotel the search concerns (a hotel destination): its availabilities give per-day prices */
  hotelId: number | null;
  /** the offer the search concerns: its allowed nights limit the check-out */
  offerId: number | null;
  guests: { adults: number; children: number; babies: number };
  /** A flexible search chosen instead of dates (issue 36). */
  flexible: FlexibleStay | null;
  /** Given in the flows that offer flexible dates (booking, hotel): the calendar then offers them beside exact dates. */
  onFlexibleChange?: (flexible: FlexibleStay | null) => void;
};

export interface GuestsValue {
  adults: number;
  children: number;
  babies: number;
  singleRoom: boolean;
}

/** What the page's guests slot receives (the guests feature's field takes these props). */
export type GuestsSlotProps = { value: GuestsValue; onChange: (value: GuestsValue) => void; flow: Flow };

export type SearchBoxProps = {
  initialState?: Partial<SearchBoxState>;
  /** A new key starts the box over from `initialState` (the results page's address changed); the same key with another
   * destination label only renames the destination. */
  initialStateKey?: string;
  /** every theme with its translated name; the reduced-thematics experiment narrows them here */
  themes: readonly ThemeOption[];
  /** The box's search (a view of the search address); the page decides where to go. */
  onSubmit: (state: SearchBoxState) => void;
  /** After a flow switch (the criteria already reset): the new state, and whether the page must drop its result filters
   * or reset the activity stores. The page navigates to the flow's route. */
  onFlowChange?: (flow: Flow, effects: { clearFilters: boolean; resetActivityStores: boolean }, state: SearchBoxState) => void;
  renderDates: (slot: DatesSlotProps) => ReactNode;
  renderGuests: (slot: GuestsSlotProps) => ReactNode;
};


/** A hotel destination's id, as a number (the catalog's hotel ids are numbers). */
function hotelIdOf(destination: SearchBoxDestination | null): number | null {
  return destination?.place.hotel ?? null;
}

/** The box starts over when the page's key changes; a later destination label (same place) only renames it. */
function useStartOver(
  initialState: Partial<SearchBoxState> | undefined,
  key: string | undefined,
  setState: (update: (current: SearchBoxState) => SearchBoxState) => void,
  reducedThematics: boolean,
) {
  const lastKey = useRef(key);
  useEffect(() => {
    if (key === undefined || key === lastKey.current) return;
    lastKey.current = key;
    setState(() => initialStateOf(initialState, reducedThematics));
  }, [key, initialState, setState, reducedThematics]);
  const label = initialState?.destination?.label;
  const place = JSON.stringify(initialState?.destination?.place ?? null);
  useEffect(() => {
    if (!label) return;
    setState((current) =>
      current.destination && current.destination.label !== label && JSON.stringify(current.destination.place) === place
        ? { ...current, destination: { ...current.destination, label } }
        : current,
    );
  }, [label, place, setState]);
}

function initialStateOf(initial: Partial<SearchBoxState> | undefined, reducedThematics: boolean): SearchBoxState {
  const state: SearchBoxState = { ...emptyBoxState(), ...initial };
  return { ...state, theme: allowedThemeId(state.theme ?? null, reducedThematics) ?? undefined };
}

/** Mobile sticky summary: shown once scrolled past 250 px while the summary bar itself is out of view. */
function useStickySummary(target: RefObject<HTMLElement | null>) {
  const [outOfView, setOutOfView] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOutOfView(!entry.isIntersecting));
    observer.observe(element);
    const onScroll = () => setScrolled(window.scrollY > STICKY_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [target]);
  return outOfView && scrolled;
}

/**
 * The search box: Stays / Gifts / Activities, destination, dates, theme and guests, then Search. Inline on desktop;
 * on mobile a compact summary (and a sticky copy once scrolled) opens it in a full-screen dialog. Dates and guests
 * come from the page through slots, so this feature never imports the calendar or guests features.
 */
export function SearchBox({ initialState, initialStateKey, themes, onSubmit, onFlowChange, renderDates, renderGuests }: SearchBoxProps) {
  const intl = useIntl();
  const { flags } = useAppConfig();
  const { track } = useAnalytics();
  const isMobile = useIsMobile();
  const [state, setState] = useState(() => initialStateOf(initialState, flags.reducedThematics));
  const [enforced, setEnforced] = useState(INITIAL_ENFORCED_DATES_STATE);
  const [datesOpen, setDatesOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The destination field of the layout in use (the inline bar, or the phone's dialog).
  const destination = useRef<DestinationComboboxHandle>(null);
  const sticky = useStickySummary(summaryRef);
  const shownThemes = useMemo(() => visibleThemes(themes, flags.reducedThematics), [themes, flags.reducedThematics]);
  const withDates = state.flow !== 'gifting';
  useStartOver(initialState, initialStateKey, setState, flags.reducedThematics);

  const update = (patch: Partial<SearchBoxState>) => setState((current) => ({ ...current, ...patch }));

  const switchFlow = (to: ToggleFlow) => {
    if (to === state.flow) return;
    const result = changeFlow(state, to);
    setState(result.state);
    onFlowChange?.(to, { clearFilters: result.clearFilters, resetActivityStores: result.resetActivityStores }, result.state);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    track(analyticsEvents.searchOverlay('click', 'searchBox', 'submit'));
    // Text typed in the destination and not chosen is never dropped: its first suggestion is chosen (once they are
    // here) and searched; text that matches nothing stops the search, the field saying why.
    const resolving = destination.current?.resolvePending();
    if (resolving) {
      void resolving.then((result) => {
        if (result.kind === 'chosen') search({ ...state, destination: result.destination, id: undefined });
      });
      return;
    }
    search(state);
  };

  const search = (searched: SearchBoxState) => {
    if (withDates && searched.flow !== 'activity') {
      const decision = decideSubmit(flags.enforcedDates, Boolean((searched.checkin && searched.checkout) || searched.flexible), enforced);
      setEnforced(decision.state);
      if (!decision.search) {
        if (isMobile && !dialogOpen) openDialog();
        setDatesOpen(true);
        return;
      }
    }
    setDialogOpen(false);
    onSubmit(searched);
  };

  const openDialog = () => {
    setDialogOpen(true);
    track(analyticsEvents.searchOverlay('display', 'searchBox'));
  };

  const fields = (layout: 'bar' | 'dialog') => {
    const active = (layout === 'dialog') === isMobile;
    const cell = (name: BarCell) => {
      if (name === 'destination') {
        return <DestinationCombobox ref={active ? destination : undefined} value={state.destination} onChange={(chosen) => update({ destination: chosen, id: undefined })} />;
      }
      if (name === 'dates') {
        return renderDates({
          checkin: state.checkin ?? null,
          checkout: state.checkout ?? null,
          nights: state.nights ?? null,
          // Exact dates and a flexible stay exclude each other: choosing one drops the other.
          onChange: ({ checkin, checkout, nights }) =>
            update({ checkin: checkin ?? undefined, checkout: checkout ?? undefined, nights: nights ?? undefined, ...(checkin && checkout ? { flexible: undefined } : {}) }),
          flexible: state.flexible ?? null,
          onFlexibleChange: flexibleInFlow(state.flow)
            ? (flexible) => update(flexible ? { flexible, checkin: undefined, checkout: undefined, nights: flexible.nights } : { flexible: undefined, nights: undefined })
            : undefined,
          onClear: () => setEnforced(noteDatesCleared),
          open: active && datesOpen,
          // Only the experiment's request is kept: the visitor's own openings do not re-render the box.
          onOpenChange: (next) => !next && setDatesOpen(false),
          flow: state.flow,
          hotelId: hotelIdOf(state.destination),
          offerId: state.id ?? null,
          guests: { adults: state.adults, children: state.children, babies: state.babies },
        });
      }
      if (name === 'theme') return <ThemeSelect themes={shownThemes} value={state.theme ?? null} onChange={(theme) => update({ theme: theme ?? undefined })} />;
      return renderGuests({
        value: { adults: state.adults, children: state.children, babies: state.babies, singleRoom: state.singleRoom },
        onChange: (guests) => update(guests),
        flow: state.flow,
      });
    };
    return <BoxBar flow={state.flow} layout={layout} cell={cell} />;
  };

  const summary = (
    <SummaryButton type="button" onClick={() => openDialog()}>
      <SummaryContent
        destination={state.destination?.label}
        withDates={withDates}
        checkin={state.checkin}
        checkout={state.checkout}
        flexible={state.flexible}
        travellers={state.adults + state.children + state.babies}
      />
    </SummaryButton>
  );
  const formLabel = intl.formatMessage(messages.form);

  return (
    <SearchBoxFrame
      flow={state.flow}
      onFlow={switchFlow}
      withActivities={flags.activityOnlySearch}
      formLabel={formLabel}
      onSubmit={submit}
      bar={fields('bar')}
      summary={summary}
      summaryRef={summaryRef}
    >
      <StickyBar $visible={sticky} aria-hidden={!sticky || undefined} inert={!sticky || undefined}>
        {summary}
      </StickyBar>
      {isMobile && (
        <Dialog title={<FormattedMessage {...DIALOG_TITLES[state.flow]} />} open={dialogOpen} onOpenChange={setDialogOpen}>
          <BoxForm role="search" aria-label={formLabel} onSubmit={submit}>
            {fields('dialog')}
          </BoxForm>
        </Dialog>
      )}
    </SearchBoxFrame>
  );
}

const StickyBar = styled.div<{ $visible: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${theme.zIndex.header};
  padding: ${theme.space.sm};
  background: ${theme.colors.brandDark};
  transform: translateY(${({ $visible }) => ($visible ? '0' : '-110%')});
  transition: transform 200ms ease-out;
  ${theme.media.desktop} {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
