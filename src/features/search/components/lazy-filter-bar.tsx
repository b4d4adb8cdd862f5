import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { draftFromState, filterCount, type FilterGroup } from '../model';
import type { FilterBar as RealFilterBar, FilterBarProps } from './filter-bar';
import { FILTER_GROUPS, FilterAnchor, FilterBarNav, FilterButton, FilterCountBadge } from './filter-bar-parts';

type FilterBarComponent = typeof RealFilterBar;

let loaded: FilterBarComponent | null = null;
let pending: Promise<FilterBarComponent> | null = null;

/**
 * The dropdowns' code (`filter-bar.tsx`: popover, draft, facets) and the panels' contents, fetched together, once
 * per visit; a failed fetch is tried again on the next pointer or focus.
 */
export function preloadFilterBar(): Promise<FilterBarComponent> {
  pending ??= Promise.all([import('./filter-bar'), import('./filter-sections')]).then(
    ([module]) => (loaded = module.FilterBar),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * Desktop filter bar as the page first shows it: the same navigation landmark, buttons, names, states and boxes as
 * the real bar with its dropdowns closed, without their code. Pointing at the bar or focusing a button fetches the
 * code; once it is here the real bar takes this one's place in one commit, keeping the focused button focused, and
 * a button pressed meanwhile (click, Enter or Space) has its dropdown opened, focus inside, as the real one would.
 * Later pages of the visit draw the real bar at once.
 */
export function LazyFilterBar(props: FilterBarProps) {
  const intl = useIntl();
  const [Bar, setBar] = useState<FilterBarComponent | null>(() => loaded);
  const [pressed, setPressed] = useState<FilterGroup | null>(null);
  const nav = useRef<HTMLElement>(null);
  // The focused button's place in the bar, and the bar's parent (where to find the real bar), as this one leaves.
  const focused = useRef<{ index: number; parent: HTMLElement } | null>(null);

  const load = () => {
    preloadFilterBar().then(
      (component) => {
        // Note which button has the focus as this bar leaves the page: the real one at the same place gets it.
        const buttons = [...(nav.current?.querySelectorAll('button') ?? [])];
        const index = buttons.findIndex((button) => button === document.activeElement);
        const parent = nav.current?.parentElement;
        focused.current = index >= 0 && parent ? { index, parent } : null;
        setBar(() => component);
      },
      () => {},
    );
  };

  useLayoutEffect(() => {
    if (!Bar || pressed || focused.current === null) return;
    // The real bar's buttons, in the same order (its panels only exist while open).
    const { index, parent } = focused.current;
    parent.querySelectorAll<HTMLElement>(':scope > nav button')[index]?.focus({ preventScroll: true });
    focused.current = null;
  }, [Bar, pressed]);

  if (Bar) return <Bar {...props} initiallyOpen={pressed} />;

  const moreCount = filterCount(draftFromState(props.state), 'desktop');
  return (
    <FilterBarNav ref={nav} aria-label={intl.formatMessage({ id: 'filters.barLabel' })} onPointerEnter={load} onFocus={load}>
      {FILTER_GROUPS.map(({ group, title }) => (
        <FilterAnchor key={group}>
          <FilterButton
            type="button"
            aria-expanded={false}
            aria-haspopup="dialog"
            onClick={() => {
              setPressed(group);
              load();
            }}
          >
            {title}
            {group === 'moreFilters' && moreCount > 0 && <FilterCountBadge count={moreCount} />}
          </FilterButton>
        </FilterAnchor>
      ))}
    </FilterBarNav>
  );
}
