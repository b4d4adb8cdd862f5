import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { lazyPart } from '@/lib/lazy-part';
import { draftFromState, filterCount, type FilterGroup } from '../model';
import type { FilterBar as RealFilterBar, FilterBarProps } from './filter-bar';
import { FILTER_GROUPS, FilterAnchor, FilterBarNav, FilterButton, FilterCountBadge } from './filter-bar-parts';

type FilterBarComponent = typeof RealFilterBar;

/**
 * The dropdowns' code (`filter-bar.tsx`: popover, draft, facets), once per visit; a failed fetch is tried again on
 * the next pointer or focus. The panels' contents (`filter-sections.tsx`) are fetched alongside: a dropdown that
 * opens before they are here shows its skeleton, as it always has.
 */
const filterBarPart = lazyPart<FilterBarComponent>(() => {
  void import('./filter-sections').catch(() => {});
  return import('./filter-bar').then((module) => module.FilterBar);
});
export const preloadFilterBar = filterBarPart.load;
const prefetch = () => void preloadFilterBar().catch(() => {});

/**
 * Desktop filter bar as the page first shows it: the same navigation landmark, buttons, names, states and boxes as
 * the real bar with its dropdowns closed, without their code. Pointing at the bar fetches the code; once a button
 * has the focus or is pressed and the code is here, the real bar takes this one's place in one commit: the focused
 * button keeps the focus, and a pressed one (click, Enter, Space, or still held down) has its dropdown opened, focus
 * inside, as the real bar would. Later pages of the visit draw the real bar at once.
 */
export function LazyFilterBar(props: FilterBarProps) {
  const intl = useIntl();
  const [Bar, setBar] = useState<FilterBarComponent | null>(filterBarPart.current);
  const [pressed, setPressed] = useState<FilterGroup | null>(null);
  const nav = useRef<HTMLElement>(null);
  // The focused button's place in the bar, and the bar's parent (where to find the real bar), as this one leaves.
  const focused = useRef<{ index: number; parent: HTMLElement } | null>(null);
  // A button held down: if the real bar arrives between press and release, the click is lost with this bar.
  const held = useRef<FilterGroup | null>(null);

  const load = () => {
    preloadFilterBar().then(
      (component) => {
        // Note which button has the focus as this bar leaves the page: the real one at the same place gets it.
        const buttons = [...(nav.current?.querySelectorAll('button') ?? [])];
        const index = buttons.findIndex((button) => button === document.activeElement);
        const parent = nav.current?.parentElement;
        focused.current = index >= 0 && parent ? { index, parent } : null;
        if (held.current) setPressed(held.current);
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
    <FilterBarNav ref={nav} aria-label={intl.formatMessage({ id: 'filters.barLabel' })} onPointerEnter={prefetch} onFocus={load}>
      {FILTER_GROUPS.map(({ group, title }) => (
        <FilterAnchor key={group}>
          <FilterButton
            type="button"
            aria-expanded={false}
            aria-haspopup="dialog"
            onPointerDown={() => {
              held.current = group;
              load();
            }}
            onPointerUp={() => (held.current = null)}
            onPointerLeave={() => (held.current = null)}
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
