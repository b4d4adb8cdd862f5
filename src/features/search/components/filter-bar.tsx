import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Popover } from '@/components/ui/popover';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { toCatalogLocale } from '@/lib/locales';
import { useAppConfig } from '@/site/app-config-context';
import { FACET_PROPERTIES, facetsUrl, useFacets } from '../api/facets';
import { offersQuery, useOffers } from '../api/offers';
import {
  applyDraft,
  canFilterByDistance,
  clearFilter,
  distanceBoundsFor,
  draftFromState,
  filterCount,
  resetFilters,
  shouldRefreshFacets,
  toFacetQuery,
  toSearchCriteria,
  type FilterGroup,
  type FiltersDraft,
  type SearchState,
} from '../model';
import { ActivitiesSection, DistanceSection, FacilitiesSection, MoreFiltersSection, PriceSection, type SectionProps } from './filter-sections';

export type FilterBarProps = {
  state: SearchState;
  navigate: (state: SearchState) => void;
  /** Offers of the applied search, for 'View {count} offers' while the draft equals it. */
  total: number | undefined;
};

type Panel = FilterGroup | 'all';

// ---------- hooks ----------

/**
 * Draft vs applied filters (§4): a panel starts from the address; edits stay local; Confirm writes
 * the hash (page dropped); closing any other way restores the draft from the address. While a panel
 * is open, facet counts and the offer count follow the draft (refetched only when it changed).
 */
export function useFilterDraft(state: SearchState, navigate: (state: SearchState) => void) {
  const { apiBase, locale } = useAppConfig();
  const [open, setOpen] = useState<Panel | null>(null);
  const [draft, setDraft] = useState<FiltersDraft>(() => draftFromState(state));
  const [fetched, setFetched] = useState<FiltersDraft | null>(null);
  const applied = useMemo(() => draftFromState(state), [state]);
  const [seen, setSeen] = useState(applied);

  // The address changed (Confirm, Clear, back button): the draft follows it (state adjusted while rendering).
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }

  const isOpen = open !== null;
  if (shouldRefreshFacets(isOpen, draft, fetched)) setFetched(draft);

  const draftState = useMemo(() => applyDraft(state, fetched ?? applied), [state, fetched, applied]);
  const facetsKey = useMemo(() => {
    if (!isOpen || !fetched) return null;
    const criteria = toSearchCriteria(draftState, toCatalogLocale(locale), { now: new Date() });
    const query = offersQuery(criteria);
    query.delete('page');
    query.delete('pageSize');
    for (const [key, value] of Object.entries(toFacetQuery(draftState))) query.set(key, value);
    query.set('withNames', 'true');
    query.set('propertiesRequested', FACET_PROPERTIES.join(','));
    return facetsUrl(apiBase, query);
  }, [isOpen, fetched, draftState, locale, apiBase]);
  const { facets } = useFacets(facetsKey);

  const changed = shouldRefreshFacets(true, draft, applied);
  const countCriteria = useMemo(
    () => (isOpen && changed ? toSearchCriteria(applyDraft(state, draft), toCatalogLocale(locale), { now: new Date(), pageSize: 1 }) : null),
    [isOpen, changed, state, draft, locale],
  );
  const draftCount = useOffers(apiBase, countCriteria);

  return {
    open,
    draft,
    facets,
    changed,
    draftTotal: changed ? draftCount.offers?.searchDetails.totalCount : undefined,
    setDraft,
    openPanel: (panel: Panel | null) => {
      setDraft(applied);
      setOpen(panel);
    },
    confirm: () => {
      setOpen(null);
      navigate(applyDraft(state, draft));
    },
    clear: (group: FilterGroup) => {
      setOpen(null);
      navigate(clearFilter(state, group));
    },
    resetAll: () => navigate(resetFilters(state)),
  };
}

// ---------- components ----------

const GROUPS: { group: FilterGroup; title: ReactNode }[] = [
  { group: 'activities', title: <FormattedMessage id="filters.activities.title" /> },
  { group: 'price', title: <FormattedMessage id="filters.price.title" /> },
  { group: 'distance', title: <FormattedMessage id="filters.distance.title" /> },
  { group: 'facilities', title: <FormattedMessage id="filters.facilities.title" /> },
  { group: 'moreFilters', title: <FormattedMessage id="filters.more.title" /> },
];

function Section({ group, ...props }: SectionProps & { group: FilterGroup; state: SearchState }) {
  switch (group) {
    case 'activities':
      return <ActivitiesSection {...props} />;
    case 'price':
      return <PriceSection {...props} />;
    case 'distance':
      return <DistanceSection {...props} bounds={distanceBoundsFor(props.state)} available={canFilterByDistance(props.state)} />;
    case 'facilities':
      return <FacilitiesSection {...props} />;
    case 'moreFilters':
      return <MoreFiltersSection {...props} />;
  }
}

/** The number of chosen filters: the digit for the eye, a sentence for screen readers. */
export function FilterCountBadge({ count }: { count: number }) {
  return (
    <>
      <CountBadge aria-hidden="true">{count}</CountBadge>
      <VisuallyHidden>
        <FormattedMessage id="filters.countBadge" values={{ count }} />
      </VisuallyHidden>
    </>
  );
}

function ViewOffers({ count }: { count: number | undefined }) {
  return count === undefined ? <FormattedMessage id="filters.viewOffers" /> : <FormattedMessage id="filters.viewCount" values={{ count }} />;
}

/** Desktop: one dropdown per filter group with 'View {count} offers' and Reset. */
export function FilterBar({ state, navigate, total }: FilterBarProps) {
  const filters = useFilterDraft(state, navigate);
  const count = filters.changed ? filters.draftTotal : total;
  const moreCount = filterCount(draftFromState(state), 'desktop');
  const sectionProps = { draft: filters.draft, onChange: filters.setDraft, facets: filters.facets, flow: state.flow, state };
  return (
    <Bar aria-label={useIntl().formatMessage({ id: 'filters.barLabel' })}>
      {GROUPS.map(({ group, title }) => (
        <Popover
          key={group}
          title={title}
          // Each section shows its own legend or label; the title still names the panel.
          hideTitle
          open={filters.open === group}
          onOpenChange={(open) => filters.openPanel(open ? group : null)}
          // Distance: a click outside confirms a changed draft (§4); other dropdowns just close.
          onOutsideClose={group === 'distance' && filters.changed ? filters.confirm : undefined}
          trigger={
            <FilterButton type="button" $active={filters.open === group}>
              {title}
              {group === 'moreFilters' && moreCount > 0 && (
                <FilterCountBadge count={moreCount} />
              )}
            </FilterButton>
          }
          footer={
            <>
              <Button variant="ghost" onClick={() => filters.clear(group)}>
                <FormattedMessage id="filters.reset" />
              </Button>
              <Button onClick={filters.confirm}>
                <ViewOffers count={count} />
              </Button>
            </>
          }
        >
          <Section group={group} {...sectionProps} />
        </Popover>
      ))}
    </Bar>
  );
}

/** Mobile: every filter in a full-screen 'Filters' modal with Confirm and Reset. */
export function FiltersModal({ state, navigate, total, trigger, disabled }: FilterBarProps & { trigger: (props: { count: number; disabled?: boolean }) => ReactElement; disabled?: boolean }) {
  const filters = useFilterDraft(state, navigate);
  const count = filterCount(draftFromState(state), 'mobile');
  const sectionProps = { draft: filters.draft, onChange: filters.setDraft, facets: filters.facets, flow: state.flow, state };
  return (
    <Dialog
      title={<FormattedMessage id="filters.modalTitle" />}
      open={filters.open === 'all'}
      onOpenChange={(open) => filters.openPanel(open ? 'all' : null)}
      trigger={trigger({ count, disabled })}
      footer={
        <>
          <Button variant="secondary" onClick={filters.resetAll}>
            <FormattedMessage id="filters.reset" />
          </Button>
          <Button onClick={filters.confirm}>
            <FormattedMessage id="filters.confirm" />
            <ViewCount>
              <ViewOffers count={filters.changed ? filters.draftTotal : total} />
            </ViewCount>
          </Button>
        </>
      }
    >
      <ModalSections>
        {GROUPS.map(({ group, title }) => (
          <section key={group}>
            {(group === 'distance' || group === 'moreFilters') && <SectionTitle>{title}</SectionTitle>}
            <Section group={group} {...sectionProps} />
          </section>
        ))}
      </ModalSections>
    </Dialog>
  );
}

// ---------- styles ----------

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const FilterButton = styled.button<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.brandLight : theme.colors.background)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const ModalSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  section + section {
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const ViewCount = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  &::before {
    content: '(';
  }
  &::after {
    content: ')';
  }
`;
