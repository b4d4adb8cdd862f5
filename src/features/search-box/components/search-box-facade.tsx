import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type FormEvent, type PointerEvent, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SearchFieldButton, SearchFieldLabel, SearchFieldNote, SearchFieldValue } from '@/components/ui/search-field';
import type { Flow } from '@/contracts/search-criteria';
import { useAppConfig } from '@/shared/app-config';
import { theme as tokens } from '@/styles/theme';
import { allowedThemeId, visibleThemes } from '../model/themes';
import { searchBoxMessages as messages } from './search-box-messages';
import { BoxBar, barCells, SearchBoxFrame, type BarCell } from './search-box-frame';
import {
  DestinationField,
  DestinationInput,
  Ellipsis,
  FieldHeader,
  FieldHint,
  FieldLabel,
  STICKY_SCROLL_THRESHOLD_PX,
  SummaryButton,
  SummaryContent,
  ThemeIcon,
  ThemeValue,
} from './search-box-parts';
import type { DatesButtonProps, FacadeWiring, LiveSearchBoxProps } from './search-box-wiring';
import type { ThemeOption } from './theme-select';
import type { FlexibleStay } from '@/shared/search-address/flexible-stay';

/**
 * What the search box shows at rest, worked out by the page (home: its flow and the session's dates; results: the
 * address), so this file needs none of the search box's code.
 */
export type FacadeValues = {
  flow: Flow;
  destination: string;
  /** 'And {km} km around' beside the label (a chosen city or point of interest), else null */
  aroundKm: number | null;
  checkin: string | null;
  checkout: string | null;
  nights: number | null;
  /** A flexible search instead of dates (the address's; never on the home page, whose box starts without one). */
  flexible?: FlexibleStay | null;
  themeId: number | null;
  adults: number;
  children: number;
  babies: number;
};

/**
 * The real box: its code (destination combobox, calendar, guests...) is a chunk of its own, fetched on first use. A
 * plain import() rather than next/dynamic: next/dynamic renders its loading state at least once after the code is
 * there (its preload is not exposed), which would blank the box for a frame at the swap; here the facade stays
 * until the component is in hand, then both change places in one commit. Never server-rendered: only events load it.
 */
let LiveSearchBox: ComponentType<LiveSearchBoxProps> | null = null;
let liveBoxLoading: Promise<ComponentType<LiveSearchBoxProps>> | null = null;

/** Fetches the real box once (pointing at or focusing the facade already starts it); a failure lets the next visit try again. */
export function preloadSearchBox(load: FacadeWiring['loadLiveBox']): Promise<ComponentType<LiveSearchBoxProps>> {
  liveBoxLoading ??= load().then(
    (loaded) => (LiveSearchBox = loaded),
    (failure: unknown) => {
      liveBoxLoading = null;
      throw failure;
    },
  );
  return liveBoxLoading;
}

/** The facade's controls, named as the real box's: the one the visitor was on gets the focus (and the click) after the swap. */
type Control = 'destination' | 'dates' | 'theme' | 'guests' | 'submit' | 'summary' | `flow:${string}`;
type Handover = { focus: Control | null; click: Control | null; typed: string | null; enter: boolean };

/** The control an element belongs to: a flow radio by its value (the frame draws them), the rest by `data-facade`. */
function controlOf(element: EventTarget | Element | null): Control | null {
  if (!(element instanceof Element)) return null;
  if (element instanceof HTMLInputElement && element.type === 'radio') return `flow:${element.value}`;
  return (element.closest('[data-facade]')?.getAttribute('data-facade') as Control | null) ?? null;
}

/** The cells of the inline bar, in the real box's order, then Search. */
const cellsOf = (flow: Flow): Control[] => [...barCells(flow), 'submit'];

/** The real box's element for a facade control: the same radio, the same cell of the inline bar, or the summary. */
function liveControl(root: HTMLElement, control: Control, flow: Flow): HTMLElement | null {
  if (control.startsWith('flow:')) return root.querySelector<HTMLElement>(`[role="radiogroup"] input[type="radio"][value="${control.slice(5)}"]`);
  if (control === 'summary') {
    const buttons = [...root.querySelectorAll<HTMLElement>('button')];
    return buttons.find((button) => !button.closest('form, [inert], [aria-hidden="true"]') && button.getClientRects().length > 0) ?? null;
  }
  const cells = root.querySelector('form[role="search"]')?.firstElementChild?.children;
  const cell = cells?.[cellsOf(flow).indexOf(control)];
  return cell?.querySelector<HTMLElement>('input, button, [tabindex]') ?? null;
}

/** Puts text typed into the facade's destination into the real combobox, as if typed there (its onChange runs). */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.setSelectionRange(text.length, text.length);
}

const noSubscription = () => () => {};
const mobileQuery = tokens.media.mobile.replace('@media ', '');

export type SearchBoxFacadeProps = {
  values: FacadeValues;
  themes: readonly ThemeOption[];
  /** Props of the real box (the home page's flow, the results' destination name). */
  live: LiveSearchBoxProps;
  wiring: FacadeWiring;
  /** Load the real box at once (an experiment that acts on the dates, the activity flow's stepper). */
  loadNow?: boolean;
};

/**
 * The search box at rest, drawn without its code: the same fields, names and sizes, showing the same values. The first
 * pointer, touch, focus or click on it fetches the real box (its own chunk), which then takes its place in one paint;
 * the control the visitor was on gets the focus back (and the click, the text typed meanwhile) in the real box.
 */
export function SearchBoxFacade({ values, themes, live, wiring, loadNow = false }: SearchBoxFacadeProps) {
  const { flags } = useAppConfig();
  const [loaded, setLive] = useState<ComponentType<LiveSearchBoxProps> | null>(null);
  // Rendered in the browser without hydrating (a later page of the visit) once the box is loaded: the real box at once.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const Live = loaded ?? (inBrowser ? LiveSearchBox : null);
  const isLive = Live !== null;
  const root = useRef<HTMLDivElement>(null);
  const clicked = useRef<Control | null>(null);
  const pressed = useRef<{ control: Control | null; type: string } | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const typedRef = useRef<string | null>(null);
  const handover = useRef<Handover | null>(null);
  // Enter pressed in the destination: the real field gets it (it chooses the first suggestion for the text).
  const entered = useRef(false);
  const flowRef = useRef(values.flow);
  useEffect(() => {
    flowRef.current = values.flow;
  });

  const { loadLiveBox } = wiring;
  const activate = useCallback(() => {
    preloadSearchBox(loadLiveBox).then(
      (box) => setLive(() => box),
      (failure: unknown) => console.error('Search box failed to load', failure),
    );
  }, [loadLiveBox]);

  // Read as the facade leaves the page (its layout cleanup: still in the page, the focus still where the visitor put it).
  const leave = useCallback(() => {
    const active = document.activeElement;
    const inside = root.current?.contains(active) ?? false;
    // A mouse button held on a control: its click would be lost with the control, so the real one gets it. (A finger's
    // tap is not: the browser aims its click at whatever is under the finger, the real control by then.)
    const held = pressed.current?.type === 'mouse' || pressed.current?.type === 'pen' ? pressed.current.control : null;
    handover.current = { focus: inside ? controlOf(active) : null, click: clicked.current ?? held, typed: typedRef.current, enter: entered.current };
  }, []);

  // Already loaded (an earlier page of the visit), an experiment on the dates, the activity flow, or the mobile sticky
  // summary about to show: the real box at once.
  const needsLiveBox = loadNow || flags.enforcedDates !== 'off' || values.flow === 'activity';
  useEffect(() => {
    if (needsLiveBox) activate();
  }, [needsLiveBox, activate]);
  useEffect(() => {
    if (isLive) return;
    const onScroll = () => {
      if (window.scrollY > STICKY_SCROLL_THRESHOLD_PX && window.matchMedia?.(mobileQuery).matches) activate();
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [isLive, activate]);

  useEffect(() => {
    if (isLive) return;
    const release = () => {
      pressed.current = null;
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
  }, [isLive]);

  // The swap: the visitor's control gets the focus in the real box, then the click or the typed text.
  useLayoutEffect(() => {
    const given = handover.current;
    if (!isLive || !given || !root.current) return;
    const target = given.click ?? given.focus;
    const element = target && liveControl(root.current, target, flowRef.current);
    if (!element) return;
    const destination = liveControl(root.current, 'destination', flowRef.current);
    // Text typed, then another control: the real field holds that text too (Search then chooses its first suggestion).
    if (target !== 'destination' && given.typed?.trim() && destination instanceof HTMLInputElement) {
      destination.focus({ preventScroll: true });
      typeInto(destination, given.typed);
    }
    element.focus({ preventScroll: true });
    if (target === 'destination' && given.typed && element instanceof HTMLInputElement) {
      typeInto(element, given.typed);
      if (given.enter) element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    } else if (given.click && target !== 'destination') element.click();
  }, [isLive]);

  const onClick = (event: SyntheticEvent) => {
    const control = controlOf(event.target);
    if (control) clicked.current = control;
    activate();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in the destination field with text typed means 'this text', as in the real field; otherwise, Search.
    if (controlOf(document.activeElement) === 'destination' && typedRef.current?.trim()) entered.current = true;
    else clicked.current = 'submit';
    activate();
  };

  return (
    <Swap ref={root}>
      {Live ? (
        <Live {...live} />
      ) : (
        <FacadeView
          values={values}
          themes={themes}
          DatesButton={wiring.DatesButton}
          reducedThematics={flags.reducedThematics}
          withActivities={flags.activityOnlySearch}
          typed={typed}
          onType={(text) => {
            typedRef.current = text;
            setTyped(text);
          }}
          onFlow={(flow) => {
            clicked.current = `flow:${flow}`;
            activate();
          }}
          onSubmit={onSubmit}
          onLeave={leave}
          handlers={{
            onPointerEnter: activate,
            onPointerDown: (event) => {
              pressed.current = { control: controlOf(event.target), type: event.pointerType };
              activate();
            },
            onFocus: activate,
            onTouchStart: activate,
            onClick,
          }}
        />
      )}
    </Swap>
  );
}

type FacadeViewProps = {
  values: FacadeValues;
  themes: readonly ThemeOption[];
  DatesButton: ComponentType<DatesButtonProps>;
  reducedThematics: boolean;
  withActivities: boolean;
  /** the destination's text while the visitor types in the facade (null: not focused yet) */
  typed: string | null;
  onType: (text: string | null) => void;
  onFlow: (flow: Flow) => void;
  onSubmit: (event: FormEvent) => void;
  /** Called as the real box replaces the facade, before the facade leaves the page. */
  onLeave: () => void;
  handlers: {
    onPointerEnter: () => void;
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
    onFocus: () => void;
    onTouchStart: () => void;
    onClick: (event: SyntheticEvent) => void;
  };
};

/** The real box's look at rest, in its frame: flow toggle, heading, the inline bar on desktop and the summary button on mobile. */
function FacadeView({ values, themes, DatesButton, reducedThematics, withActivities, typed, onType, onFlow, onSubmit, onLeave, handlers }: FacadeViewProps) {
  const intl = useIntl();
  useLayoutEffect(() => onLeave, [onLeave]);
  const { flow } = values;
  const guests = flow === 'gifting' ? { adults: 2, children: 0, babies: 0 } : { adults: values.adults, children: values.children, babies: values.babies };
  const dated = values.checkin && values.checkout ? { checkin: values.checkin, checkout: values.checkout } : null;
  const shown = visibleThemes(themes, reducedThematics);
  const themeId = allowedThemeId(values.themeId, reducedThematics);
  const currentTheme = shown.find((option) => option.id === themeId) ?? null;
  const destinationFocused = typed !== null;

  const cell = (name: BarCell) => {
    if (name === 'destination') {
      return (
        <DestinationField>
          <FieldHeader>
            <FieldLabel htmlFor="search-box-facade-destination">
              <FormattedMessage id="destination.label" />
            </FieldLabel>
            {values.aroundKm !== null && !destinationFocused && (
              <FieldHint id="search-box-facade-around">
                <FormattedMessage id="destination.around" values={{ km: values.aroundKm }} />
              </FieldHint>
            )}
          </FieldHeader>
          <DestinationInput
            id="search-box-facade-destination"
            data-facade="destination"
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={false}
            aria-describedby={values.aroundKm !== null && !destinationFocused ? 'search-box-facade-around' : undefined}
            placeholder={destinationFocused && values.destination ? values.destination : intl.formatMessage({ id: 'destination.placeholder' })}
            value={destinationFocused ? typed : values.destination}
            // As the real field: focusing clears the text for a new search.
            onFocus={() => !destinationFocused && onType('')}
            onBlur={() => typed === '' && onType(null)}
            onChange={(event) => onType(event.target.value)}
          />
        </DestinationField>
      );
    }
    if (name === 'dates') {
      return <DatesButton data-facade="dates" aria-haspopup="dialog" aria-expanded={false} checkin={dated?.checkin ?? null} checkout={dated?.checkout ?? null} nights={values.nights} flexible={values.flexible} />;
    }
    if (name === 'theme') {
      return (
        // In the real box the theme's button sits in its popover's anchor (inline-block: a few pixels taller).
        <PopoverAnchor>
          <SearchFieldButton type="button" data-facade="theme" aria-haspopup="dialog" aria-expanded={false}>
            <SearchFieldLabel>
              <FormattedMessage {...messages.themeLabel} />
            </SearchFieldLabel>
            <ThemeValue>
              <ThemeIcon id={currentTheme?.id ?? null} />
              <Ellipsis>{currentTheme ? currentTheme.name : intl.formatMessage(messages.themeAny)}</Ellipsis>
            </ThemeValue>
          </SearchFieldButton>
        </PopoverAnchor>
      );
    }
    if (flow === 'activity') {
      // The participants stepper comes with the real box, loaded at once in this flow.
      return (
        <SearchFieldLabel>
          <FormattedMessage id="guests.participants" />
        </SearchFieldLabel>
      );
    }
    return (
      <SearchFieldButton type="button" data-facade="guests" aria-haspopup="dialog" aria-expanded={false} disabled={flow === 'gifting'}>
        <SearchFieldLabel>
          <FormattedMessage id="guests.label" />
        </SearchFieldLabel>
        <SearchFieldValue>
          <FormattedMessage id="guests.summary" values={guests} />
        </SearchFieldValue>
        {flow === 'gifting' && (
          <SearchFieldNote>
            <FormattedMessage id="guests.giftingFixed" />
          </SearchFieldNote>
        )}
      </SearchFieldButton>
    );
  };

  return (
    <SearchBoxFrame
      flow={flow}
      // The page's own radios: a change asks for the real box, which makes it (the flow's reset, the address).
      onFlow={onFlow}
      withActivities={withActivities}
      formLabel={intl.formatMessage(messages.form)}
      onSubmit={onSubmit}
      bar={<BoxBar flow={flow} layout="bar" cell={cell} submitProps={{ 'data-facade': 'submit' }} />}
      summary={
        <SummaryButton type="button" data-facade="summary">
          <SummaryContent
            destination={values.destination}
            withDates={flow !== 'gifting'}
            checkin={dated?.checkin}
            checkout={dated?.checkout}
            flexible={values.flexible}
            travellers={guests.adults + guests.children + guests.babies}
          />
        </SummaryButton>
      }
      rootProps={handlers}
    />
  );
}

// Every part at rest comes from the real box's own light modules (search-box-frame.tsx, search-box-parts.tsx, the
// calendar's dates button through the wiring, ui/search-field.tsx): same sizes, so the swap moves nothing.

/** Lays out as if absent: the facade's root, then the real box's, is the page's child. */
const Swap = styled.div`
  display: contents;
`;

/** As the theme select's anchor in the real box (an inline-block wrapper around its button). */
const PopoverAnchor = styled.span`
  position: relative;
  display: inline-block;
`;

