import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';
import { useAppConfig } from '@/shared/app-config';
import { currentDestination, destinationPlace } from '@/shared/search-address';
import { useSWRConfig } from 'swr';
import { AUTOCOMPLETE_MIN_TERM, autocompleteUrl, fetchSuggestions, useDestinationSuggestions, type SuggestionsStatus } from '../../api/autocomplete';
import { useRecommendedDestinations, type RecommendedDestination } from '../../api/recommended';
import { highlightMatch, type DestinationSuggestion } from '../../model/destination';
import { AROUND_DESTINATION_KM } from '../../model/local-search';
import type { RecentSearch } from '../../model/recent-searches';
import type { SearchBoxDestination } from '../../model/box-state';
import { useDebouncedValue } from '../use-debounced-value';
import { CategoryIcon } from './category-icon';
import { categoryMessages, destinationMessages as messages } from './destination-messages';
import { LocalSearchDialog } from './local-search-dialog';
import { useRecentSearches } from './use-recent-searches';
import { DestinationField, DestinationInput, FieldHeader, FieldHint, FieldLabel } from '../search-box-parts';
import { theme } from '@/styles/theme';

export const AUTOCOMPLETE_DEBOUNCE_MS = 250;

type Option =
  | { kind: 'local' }
  | { kind: 'recent'; item: RecentSearch }
  | { kind: 'recommended'; item: RecommendedDestination }
  | { kind: 'suggestion'; item: DestinationSuggestion };

/** The hint 'And 30km around' shows under a chosen city or point of interest (the places a search widens around). */
const showsAroundHint = (value: SearchBoxDestination | null): boolean => {
  const chosen = value ? currentDestination(value.place) : null;
  return chosen?.category === 'city' || chosen?.category === 'poi';
};

/**
 * Options in the listbox: before typing, the local option, recent searches and the recommended destinations (§7,
 * those not among the recent ones); then only the suggestions for the text typed.
 */
function useOptions(searching: boolean, recent: RecentSearch[], recommended: RecommendedDestination[], suggestions: DestinationSuggestion[]): Option[] {
  return useMemo<Option[]>(() => {
    if (searching) return suggestions.map((item) => ({ kind: 'suggestion', item }));
    const seen = new Set(recent.map((item) => `${item.category}-${item.id}`));
    return [
      { kind: 'local' },
      ...recent.map((item): Option => ({ kind: 'recent', item })),
      ...recommended.filter((item) => !seen.has(`${item.category}-${item.id}`)).map((item): Option => ({ kind: 'recommended', item })),
    ];
  }, [searching, suggestions, recent, recommended]);
}

const NO_SUGGESTIONS: DestinationSuggestion[] = [];

/** What came of text typed but not chosen (Enter, or Search): its first suggestion, or a refusal the field explains. */
export type DestinationResolution = { kind: 'chosen'; destination: SearchBoxDestination } | { kind: 'refused' };

export type DestinationComboboxHandle = {
  /**
   * Text typed and not chosen: its first suggestion is chosen as soon as the suggestions for it have arrived; when
   * none matches (or they cannot be had) the field says so and takes the focus. Null when no text is pending.
   */
  resolvePending: () => Promise<DestinationResolution> | null;
};

type FieldErrorState = { kind: 'noMatch' | 'unavailable'; text: string };

export type DestinationComboboxProps = {
  value: SearchBoxDestination | null;
  onChange: (value: SearchBoxDestination) => void;
  ref?: Ref<DestinationComboboxHandle>;
};

/**
 * Destination field (ARIA 1.2 combobox with a listbox): focus clears the text and opens the suggestions; arrows,
 * Home/End, Enter and Escape work from the field; the active option is announced through aria-activedescendant.
 * Typed text is never dropped: Enter submits the box's form, whose Search (through `resolvePending`) chooses its first
 * suggestion, waiting for them if need be, and searches; text that matches nothing is refused with a message in the field.
 */
export function DestinationCombobox({ value, onChange, ref }: DestinationComboboxProps) {
  const intl = useIntl();
  const { apiBase, locale } = useAppConfig();
  const { track } = useAnalytics();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const skipNextFocusOpen = useRef(false);
  // The text typed since the field took the focus ('' once a destination is chosen). Kept in a ref too: the facade
  // hands its text over and may press Search in the same instant, before this renders again.
  const [text, setTextState] = useState('');
  const textRef = useRef('');
  const setText = (next: string) => {
    textRef.current = next;
    setTextState(next);
  };
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<FieldErrorState | null>(null);
  // Enter or Search before the suggestions for the typed text arrived: who waits for them, and which asking is current.
  const waiters = useRef<{ resolve: (result: DestinationResolution) => void; focusOnRefusal: boolean }[]>([]);
  const asking = useRef(0);
  const { mutate } = useSWRConfig();
  // The active option belongs to one list of options: new suggestions start with none active.
  const [activeIn, setActiveIn] = useState<{ options: Option[] | null; index: number }>({ options: null, index: -1 });
  const [localOpen, setLocalOpen] = useState(false);
  const typed = text.trim();
  // Typing a search: the local option and recent searches give way at once, not when the debounce ends.
  const searching = open && typed.length >= AUTOCOMPLETE_MIN_TERM;
  const debounced = useDebouncedValue(searching ? typed : '', AUTOCOMPLETE_DEBOUNCE_MS);
  const term = searching ? debounced : '';
  const { suggestions, status } = useDestinationSuggestions(term, apiBase, locale);
  // Only the answer for the very text in the field is offered: none while the debounce runs or the answer is on its way.
  const current = searching && term === typed;
  const waiting = searching && (!current || status === 'loading');
  const { recent, remember } = useRecentSearches();
  // Asked for the first time the list opens, then kept (SWR): the field focused and empty shows them.
  const [wantsRecommended, setWantsRecommended] = useState(false);
  if (open && !wantsRecommended) setWantsRecommended(true);
  const recommended = useRecommendedDestinations(wantsRecommended, apiBase, locale);
  const options = useOptions(searching, recent, recommended, current ? suggestions : NO_SUGGESTIONS);
  const active = activeIn.options === options ? activeIn.index : -1;
  const setActive = (index: number) => setActiveIn({ options, index });
  const shownText = open || text !== '' ? text : (value?.label ?? '');

  const openList = () => {
    if (open) return;
    setOpen(true);
    track(analyticsEvents.searchOverlay('display', 'destination'));
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const finishPending = (result: DestinationResolution | null) => {
    const given = waiters.current;
    waiters.current = [];
    asking.current += 1;
    if (result?.kind === 'refused' && given.some((waiter) => waiter.focusOnRefusal) && document.activeElement !== inputRef.current) {
      // Search was pressed: the field explaining why takes the focus, keeping its text (no new search on this focus).
      skipNextFocusOpen.current = true;
      inputRef.current?.focus();
    }
    for (const waiter of given) waiter.resolve(result ?? { kind: 'refused' });
  };

  /** Escape, or text typed anew: the typed text (and a pick waiting for it) is dropped. */
  const dismiss = () => {
    close();
    setText('');
    setError(null);
    finishPending(null);
  };

  // Inside the mobile dialog, Radix closes the whole dialog on Escape (a capture listener on document): while the list
  // is open, take Escape first, at window capture, so it only closes the list.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || document.activeElement !== inputRef.current) return;
      event.stopPropagation();
      event.preventDefault();
      dismiss();
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  });

  const chooseSuggestion = (item: DestinationSuggestion | RecentSearch, kind: 'suggestion' | 'recent' | 'recommended'): SearchBoxDestination => {
    track(analyticsEvents.searchOverlay('click', 'destination', kind));
    remember({ id: item.id, label: item.label, category: item.category });
    const destination = { label: item.label, place: destinationPlace(item) };
    onChange(destination);
    setText('');
    setError(null);
    close();
    return destination;
  };

  const choose = (option: Option) => {
    if (option.kind === 'local') {
      track(analyticsEvents.searchOverlay('click', 'destination', 'local'));
      close();
      setLocalOpen(true);
      return;
    }
    chooseSuggestion(option.item, option.kind);
  };

  /** The first suggestion for `forText` once they are here; the field's message when none matches. */
  const settle = (forText: string, answer: SuggestionsStatus, list: DestinationSuggestion[]) => {
    const first = answer === 'answered' ? list[0] : undefined;
    if (first) {
      finishPending({ kind: 'chosen', destination: chooseSuggestion(first, 'suggestion') });
      return;
    }
    close();
    setError({ kind: answer === 'failed' ? 'unavailable' : 'noMatch', text: forText });
    finishPending({ kind: 'refused' });
  };

  const pickFirst = (focusOnRefusal: boolean): Promise<DestinationResolution> | null => {
    const forText = textRef.current.trim();
    if (forText === '') return null;
    const result = new Promise<DestinationResolution>((resolve) => waiters.current.push({ resolve, focusOnRefusal }));
    if (forText.length < AUTOCOMPLETE_MIN_TERM) settle(forText, 'answered', NO_SUGGESTIONS);
    else if (term === forText && status === 'answered') settle(forText, status, suggestions);
    else {
      // Asked for at once, without waiting for the debounce, into the list's own cache; typing again cancels the pick.
      const mine = ++asking.current;
      const key = autocompleteUrl(apiBase, forText, locale);
      mutate(key, fetchSuggestions(key), { revalidate: false }).then(
        (list) => mine === asking.current && settle(forText, 'answered', list ?? NO_SUGGESTIONS),
        (failure: unknown) => {
          console.error('Destination autocomplete failed', failure);
          if (mine === asking.current) settle(forText, 'failed', NO_SUGGESTIONS);
        },
      );
    }
    return result;
  };

  useImperativeHandle(ref, () => ({
    resolvePending: () => {
      const resolving = pickFirst(true);
      if (!resolving) close();
      return resolving;
    },
  }));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else if (count > 0) setActive((active + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else if (count > 0) setActive(active <= 0 ? count - 1 : active - 1);
        break;
      case 'Home':
      case 'End':
        // Once the visitor moves through the options, Home/End move there; otherwise they move the caret.
        if (open && active >= 0 && count > 0) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : count - 1);
        }
        break;
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
        } else if (textRef.current.trim() !== '') {
          // Typed text, no option chosen: the box searches its first suggestion (waited for), as Search does; never a
          // search everywhere. A field outside a form only chooses it.
          event.preventDefault();
          const form = event.currentTarget.form;
          if (form) form.requestSubmit();
          else void pickFirst(false);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          dismiss();
        }
        break;
      case 'Tab':
        // The focus moves on to the box's next control (the browser's own Tab) and the list closes behind it.
        if (open) close();
        break;
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  // The active option stays in view as the arrow keys move through a long list.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);
  const expanded = open && (options.length > 0 || searching);
  const hint = showsAroundHint(value) && !open && text === '';
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const answered = current && status !== 'loading';

  return (
    <DestinationField>
      <FieldHeader>
        <FieldLabel htmlFor={`${id}-input`}>
          <FormattedMessage {...messages.label} />
        </FieldLabel>
        {hint && (
          <FieldHint id={hintId}>
            <FormattedMessage {...messages.around} values={{ km: AROUND_DESTINATION_KM }} />
          </FieldHint>
        )}
      </FieldHeader>
      <DestinationInput
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        placeholder={open && value ? value.label : intl.formatMessage(messages.placeholder)}
        value={shownText}
        onFocus={() => {
          if (skipNextFocusOpen.current) {
            skipNextFocusOpen.current = false;
            return;
          }
          setText('');
          setError(null);
          openList();
        }}
        onClick={() => {
          // Clicking the focused field again after Escape starts a new search, as focusing does.
          if (open) return;
          setText('');
          setError(null);
          openList();
        }}
        onBlur={(event) => {
          // Leaving for Search: the list stays until the search settles (in the phone's dialog the list is in the
          // flow, and closing it at once would move Search from under the finger before its click).
          if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
          close();
        }}
        onChange={(event) => {
          finishPending(null);
          setText(event.target.value);
          setError(null);
          openList();
        }}
        onKeyDown={onKeyDown}
      />
      <Popup $open={expanded}>
        {/* Out of the Tab order: Chrome makes a scrolling box without focusable content a Tab stop of its own, and
            the list (long with the recommended destinations) would take the focus from the field, close, and drop it. */}
        <Listbox id={listboxId} role="listbox" tabIndex={-1} aria-label={intl.formatMessage(messages.label)}>
          {options.map((option, index) => (
            <OptionRow
              key={option.kind === 'local' ? 'local' : `${option.kind}-${option.item.category}-${option.item.id}`}
              option={option}
              id={optionId(index)}
              active={index === active}
              query={term}
              recentStart={(option.kind === 'recent' || option.kind === 'recommended') && options[index - 1]?.kind !== option.kind}
              // Keep focus in the field: the choice is made on mouse down, before the field would blur.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            />
          ))}
        </Listbox>
        {open && waiting && (
          <Empty>
            <FormattedMessage {...messages.searching} />
          </Empty>
        )}
        {open && answered && options.length === 0 && (
          <Empty>
            <FormattedMessage {...messages.noResult} />
          </Empty>
        )}
      </Popup>
      <FieldError id={errorId} role="alert">
        {error && <FormattedMessage {...(error.kind === 'noMatch' ? messages.noMatch : messages.unavailable)} values={{ text: error.text }} />}
      </FieldError>
      <VisuallyHidden role="status">
        {open && answered && <FormattedMessage {...messages.resultCount} values={{ count: options.length }} />}
      </VisuallyHidden>
      <LocalSearchDialog
        open={localOpen}
        onOpenChange={(next) => {
          // Focus comes back to the field when the dialog closes: do not reopen the list then.
          if (!next) skipNextFocusOpen.current = true;
          setLocalOpen(next);
        }}
        onChoose={(destination) => {
          setText('');
          setError(null);
          onChange(destination);
        }}
      />
    </DestinationField>
  );
}

type OptionRowProps = {
  option: Option;
  id: string;
  active: boolean;
  query: string;
  recentStart: boolean;
  onMouseDown: (event: MouseEvent) => void;
};

function OptionRow({ option, id, active, query, recentStart, onMouseDown }: OptionRowProps) {
  const intl = useIntl();
  let content: ReactNode;
  if (option.kind === 'local') {
    content = (
      <>
        <CategoryIcon glyph="target" />
        <OptionText>
          <strong>
            <FormattedMessage id="searchBox.local.lessThan2h" />
          </strong>
          <Small>
            <FormattedMessage {...messages.localGroup} />
          </Small>
        </OptionText>
      </>
    );
  } else {
    const { item } = option;
    const parts = option.kind === 'suggestion' ? highlightMatch(item.label, query) : [{ text: item.label, match: false }];
    content = (
      <>
        <CategoryIcon glyph={option.kind === 'recent' ? 'clock' : undefined} category={item.category} />
        <OptionText>
          {/* The highlighted copy is for the eyes; screen readers get the label whole (marks would split its words). */}
          <span aria-hidden="true">
            {parts.map((part, index) => (part.match ? <Mark key={index}>{part.text}</Mark> : <span key={index}>{part.text}</span>))}
          </span>
          <VisuallyHidden>{item.label}</VisuallyHidden>
          <Small>
            {option.kind === 'recent' ? (
              <FormattedMessage {...messages.recentTitle} />
            ) : option.kind === 'recommended' ? (
              <FormattedMessage {...messages.recommended} values={{ category: intl.formatMessage(categoryMessages[item.category]), count: option.item.hotelCount }} />
            ) : (
              <>
                <FormattedMessage {...categoryMessages[item.category]} />
                {option.kind === 'suggestion' && option.item.parentLabel ? ` · ${option.item.parentLabel}` : null}
                {option.kind === 'suggestion' && option.item.postalcode ? ` · ${option.item.postalcode}` : null}
              </>
            )}
          </Small>
        </OptionText>
      </>
    );
  }
  return (
    <OptionItem id={id} role="option" aria-selected={active} $active={active} $separated={recentStart} onMouseDown={onMouseDown}>
      {content}
    </OptionItem>
  );
}







const Popup = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  position: absolute;
  top: calc(100% + ${theme.space.md});
  left: -${theme.space.md};
  z-index: ${theme.zIndex.dropdown};
  width: min(420px, calc(100vw - ${theme.space.lg}));
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.lg};
  ${theme.media.mobile} {
    position: static;
    width: auto;
    margin-top: ${theme.space.sm};
    box-shadow: none;
  }
`;

/** The listbox itself scrolls (the combobox's popup: arrow keys move through it, the active option kept in view). */
const Listbox = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${theme.space.xs} 0;
  max-height: 360px;
  overflow-y: auto;
  ${theme.media.mobile} {
    max-height: none;
  }
  &:empty {
    display: none;
  }
`;

const OptionItem = styled.li<{ $active: boolean; $separated: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  cursor: pointer;
  color: ${theme.colors.brandDark};
  border-top: ${({ $separated }) => ($separated ? `1px solid ${theme.colors.border}` : '0')};
  background: ${({ $active }) => ($active ? theme.colors.brandLight : 'transparent')};
  outline: ${({ $active }) => ($active ? `2px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -2px;
  &:hover {
    background: ${theme.colors.brandLight};
  }
`;

const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  color: ${theme.colors.text};
`;

const Small = styled.span`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
`;

const Mark = styled.mark`
  background: transparent;
  color: inherit;
  font-weight: ${theme.font.weight.bold};
  text-decoration: underline;
  text-decoration-color: ${theme.colors.brand};
  text-underline-offset: 3px;
`;

/** The field's refusal, under it like the list (in the flow of the mobile dialog); empty, it takes no room. */
const FieldError = styled.p`
  position: absolute;
  top: calc(100% + ${theme.space.sm});
  left: -${theme.space.md};
  z-index: ${theme.zIndex.dropdown};
  width: min(420px, calc(100vw - ${theme.space.lg}));
  margin: 0;
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  border: 2px solid ${theme.colors.danger};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.background};
  color: ${theme.colors.danger};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  box-shadow: ${theme.shadow.md};
  &:empty {
    display: none;
  }
  ${theme.media.mobile} {
    position: static;
    width: auto;
    margin-top: ${theme.space.sm};
    box-shadow: none;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${theme.space.md};
  color: ${theme.colors.textMuted};
`;
