import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import type { Flow } from '@/contracts/search-criteria';
import type { FacetPropertyType } from '@/contracts/facets';
import type { FacetsResponse, FacetValue } from '../api/facets';
import { facetValues } from '../api/facets';
import { budgetToSlider, canFilterByDistance, chooseHotelScore, clampDistance, distanceBoundsFor, isOptionDisabled, priceSliderTop, sliderToBudget, sliderToDistance, toggleValue, type Bounds, type FilterGroup, type FiltersDraft } from '../model';
import { HOTEL_SCORE_OPTIONS, PETS_FACILITY, STAR_OPTIONS, type SearchState } from '@/shared/search-address';
import { theme } from '@/styles/theme';
import { centsFromEuros, formatMoney } from '@/lib/money';

export type SectionProps = {
  draft: FiltersDraft;
  onChange: (draft: FiltersDraft) => void;
  facets: FacetsResponse | undefined;
  flow: Flow;
};

/** Height the Activities list is collapsed at (§4). */
export const ACTIVITIES_COLLAPSED_PX = 124;

// ---------- helpers ----------

const countOf = (values: FacetValue[], key: string | number): number | undefined =>
  values.find((v) => v.name === String(key) || String(v.id) === String(key))?.count;

// ---------- sections ----------

/** The content of one filter group (a desktop dropdown, or a section of the mobile modal). */
export function FilterSection({ group, state, ...props }: SectionProps & { group: FilterGroup; state: SearchState }) {
  switch (group) {
    case 'activities':
      return <ActivitiesSection {...props} />;
    case 'price':
      return <PriceSection {...props} />;
    case 'distance':
      return <DistanceSection {...props} bounds={distanceBoundsFor(state)} available={canFilterByDistance(state)} />;
    case 'facilities':
      return <FacilitiesSection {...props} />;
    case 'moreFilters':
      return <MoreFiltersSection {...props} />;
  }
}

export function PriceSection({ draft, onChange, flow, facets }: SectionProps) {
  const intl = useIntl();
  const top = priceSliderTop(facets?.properties.find((p) => p.propertyType === 'price')?.range, flow);
  const slider = budgetToSlider(draft.budget, flow, top);
  const [values, setValues] = useState<number[] | null>(null);
  const shown = values ?? [slider.low, slider.high];
  const money = (euros: number) => formatMoney(centsFromEuros(euros), intl.locale, { decimals: 'none' });
  return (
    <Slider
      label={<FormattedMessage id="filters.price.title" />}
      thumbLabels={[intl.formatMessage({ id: 'filters.price.min' }), intl.formatMessage({ id: 'filters.price.max' })]}
      min={slider.min}
      max={slider.max}
      value={shown}
      onValueChange={setValues}
      onValueCommit={([low, high]) => {
        setValues(null);
        onChange({ ...draft, budget: sliderToBudget(low, high, flow, top) });
      }}
      formatValue={(value, thumb) =>
        thumb === 1 && slider.highPlus && value >= slider.max ? intl.formatMessage({ id: 'filters.price.plus' }, { price: money(value) }) : money(value)
      }
    />
  );
}

export function DistanceSection({ draft, onChange, bounds, available }: SectionProps & { bounds: Bounds; available: boolean }) {
  const intl = useIntl();
  const on = draft.distance.min !== undefined || draft.distance.max !== undefined;
  const [values, setValues] = useState<number[] | null>(null);
  const shown = values ?? [clampDistance(draft.distance.min ?? bounds.min, bounds), clampDistance(draft.distance.max ?? bounds.max, bounds)];
  const km = (value: number) => intl.formatNumber(value, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 });
  return (
    <Stack>
      <Switch
        label={<FormattedMessage id="filters.distance.around" />}
        description={available ? undefined : <FormattedMessage id="filters.distance.needsPlace" />}
        checked={on}
        disabled={!available}
        onCheckedChange={(checked) => onChange({ ...draft, distance: checked ? { max: bounds.max } : {} })}
      />
      {on && available && (
        <Slider
          label={<FormattedMessage id="filters.distance.title" />}
          thumbLabels={[intl.formatMessage({ id: 'filters.distance.min' }), intl.formatMessage({ id: 'filters.distance.max' })]}
          min={bounds.min}
          max={bounds.max}
          value={shown}
          onValueChange={setValues}
          onValueCommit={([low, high]) => {
            setValues(null);
            onChange({ ...draft, distance: sliderToDistance(low, high, bounds) });
          }}
          formatValue={km}
        />
      )}
    </Stack>
  );
}

export function FacilitiesSection({ draft, onChange, facets }: SectionProps) {
  const intl = useIntl();
  const values = facetValues(facets, 'facility').filter((v) => v.name !== PETS_FACILITY);
  const pets = facetValues(facets, 'pets')[0];
  return (
    <Stack>
      <CheckboxList
        legend={<FormattedMessage id="filters.facilities.title" />}
        options={values.map((v) => ({ key: v.name, label: v.label ?? v.name, count: v.count }))}
        chosen={draft.facilities}
        onToggle={(name) => onChange({ ...draft, facilities: toggleValue(draft.facilities, name) })}
      />
      <Switch
        label={intl.formatMessage({ id: 'filters.pets' })}
        description={pets ? <FormattedMessage id="filters.offerCount" values={{ count: pets.count }} /> : undefined}
        checked={draft.facilities.includes(PETS_FACILITY)}
        disabled={pets ? isOptionDisabled(pets.count, draft.facilities.includes(PETS_FACILITY)) : false}
        onCheckedChange={() => onChange({ ...draft, facilities: toggleValue(draft.facilities, PETS_FACILITY) })}
      />
    </Stack>
  );
}

export function ActivitiesSection({ draft, onChange, facets }: SectionProps) {
  const [expanded, setExpanded] = useState(false);
  const values = facetValues(facets, 'activity');
  const list = useRef<HTMLDivElement>(null);
  const overflows = useClippedOptions(list, !expanded, values.length);
  if (values.length === 0) {
    return (
      <Muted>
        <FormattedMessage id="filters.activities.none" />
      </Muted>
    );
  }
  return (
    <Stack>
      <Collapsible ref={list} $collapsed={!expanded && overflows} id="filters-activities-list">
        <CheckboxList
          legend={<FormattedMessage id="filters.activities.title" />}
          options={values.map((v) => ({ key: String(v.id), label: v.label ?? v.name, count: v.count }))}
          chosen={draft.activities.map(String)}
          onToggle={(id) => onChange({ ...draft, activities: toggleValue(draft.activities, Number(id)) })}
        />
      </Collapsible>
      {overflows && (
        <TextButton type="button" aria-expanded={expanded} aria-controls="filters-activities-list" onClick={() => setExpanded((e) => !e)}>
          {expanded ? <FormattedMessage id="filters.showLess" /> : <FormattedMessage id="filters.showMore" />}
        </TextButton>
      )}
    </Stack>
  );
}

/**
 * The Activities list collapsed at 124 px (§4): options not wholly visible are made `inert`, so keyboard and
 * screen-reader users never land on a checkbox they cannot see ('Show more' reveals them). Returns whether
 * the list is taller than the collapsed height at all (no 'Show more' otherwise).
 */
function useClippedOptions(ref: RefObject<HTMLDivElement | null>, collapsed: boolean, count: number): boolean {
  const [overflows, setOverflows] = useState(true);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const options = Array.from(box.querySelectorAll<HTMLElement>('label'));
    const tooTall = box.scrollHeight > ACTIVITIES_COLLAPSED_PX + 1;
    setOverflows(tooTall);
    const limit = box.getBoundingClientRect().top + ACTIVITIES_COLLAPSED_PX;
    for (const option of options) {
      const hidden = collapsed && tooTall && option.getBoundingClientRect().bottom > limit + 1;
      option.toggleAttribute('inert', hidden);
    }
  }, [ref, collapsed, count]);
  return overflows;
}

export function MoreFiltersSection({ draft, onChange, facets }: SectionProps) {
  const intl = useIntl();
  const stars = facetValues(facets, 'stars');
  const scores = facetValues(facets, 'score');
  const lists: { key: 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles' | 'tags'; type: FacetPropertyType; legend: ReactNode }[] = [
    { key: 'hotelTypes', type: 'type', legend: <FormattedMessage id="filters.more.types" /> },
    { key: 'hotelEnvironments', type: 'environment', legend: <FormattedMessage id="filters.more.environments" /> },
    { key: 'hotelStyles', type: 'style', legend: <FormattedMessage id="filters.more.styles" /> },
    { key: 'tags', type: 'tag', legend: <FormattedMessage id="filters.more.tags" /> },
  ];
  return (
    <Stack>
      <CheckboxList
        legend={<FormattedMessage id="filters.more.stars" />}
        options={STAR_OPTIONS.map((n) => ({ key: String(n), label: intl.formatMessage({ id: 'filters.more.starsOption' }, { count: n }), count: countOf(stars, n) }))}
        chosen={draft.stars.map(String)}
        onToggle={(n) => onChange({ ...draft, stars: toggleValue(draft.stars, Number(n)) })}
      />
      <Fieldset>
        <legend>
          <FormattedMessage id="filters.more.score" />
        </legend>
        {HOTEL_SCORE_OPTIONS.map((score) => {
          const count = countOf(scores, score);
          const chosen = draft.hotelScore === score;
          return (
            <Option key={score}>
              <input
                type="checkbox"
                checked={chosen}
                disabled={count !== undefined && isOptionDisabled(count, chosen)}
                onChange={() => onChange({ ...draft, hotelScore: chooseHotelScore(draft.hotelScore, score) })}
              />
              <FormattedMessage id="filters.more.scoreOption" values={{ score }} />
              {count !== undefined && (
                <Count>
                  <FormattedNumber value={count} />
                </Count>
              )}
            </Option>
          );
        })}
      </Fieldset>
      {lists.map(({ key, type, legend }) => {
        const values = facetValues(facets, type);
        if (values.length === 0) return null;
        return (
          <CheckboxList
            key={key}
            legend={legend}
            options={values.map((v) => ({ key: v.name, label: v.label ?? v.name, count: v.count }))}
            chosen={draft[key]}
            onToggle={(name) => onChange({ ...draft, [key]: toggleValue(draft[key], name) })}
          />
        );
      })}
    </Stack>
  );
}

type CheckboxOption = { key: string; label: string; count?: number };

/** Options with count 0 are disabled unless already chosen (§5). */
function CheckboxList({ legend, options, chosen, onToggle }: { legend: ReactNode; options: CheckboxOption[]; chosen: string[]; onToggle: (key: string) => void }) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {options.map((option) => {
        const isChosen = chosen.includes(option.key);
        return (
          <Option key={option.key}>
            <input
              type="checkbox"
              checked={isChosen}
              disabled={option.count !== undefined && isOptionDisabled(option.count, isChosen)}
              onChange={() => onToggle(option.key)}
            />
            {option.label}
            {option.count !== undefined && (
              <Count>
                <FormattedNumber value={option.count} />
              </Count>
            )}
          </Option>
        );
      })}
    </Fieldset>
  );
}

// ---------- styles ----------

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space.sm};
    font-weight: ${theme.font.weight.semibold};
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 32px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${theme.colors.brand};
  }
  &:has(input:disabled) {
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Count = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  &::before {
    content: '(';
  }
  &::after {
    content: ')';
  }
`;

const Collapsible = styled.div<{ $collapsed: boolean }>`
  position: relative;
  max-height: ${({ $collapsed }) => ($collapsed ? `${ACTIVITIES_COLLAPSED_PX}px` : 'none')};
  overflow: hidden;
  label[inert] {
    opacity: 0.35;
  }
`;

const TextButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.brandDark};
  text-decoration: underline;
  cursor: pointer;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
