import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { draftFromState } from '../../model';
import { parseSearchState } from '@/shared/search-address';
import { ACTIVITIES_COLLAPSED_PX, ActivitiesSection, PriceSection } from '../filter-sections';

const ROW = 36;
const LEGEND = 28;

/** jsdom has no layout: each option is a 32 px row under a 28 px legend. */
function fakeLayout() {
  const rect = (top: number, height: number) => ({ top, bottom: top + height, left: 0, right: 300, width: 300, height, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName === 'LABEL') return rect(LEGEND + Array.from(this.parentElement!.querySelectorAll('label')).indexOf(this as HTMLLabelElement) * ROW, 32);
    return rect(0, ACTIVITIES_COLLAPSED_PX);
  });
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return LEGEND + this.querySelectorAll('label').length * ROW;
  });
}

const facets = (n: number) => ({
  properties: [{ propertyType: 'activity' as const, values: Array.from({ length: n }, (_, i) => ({ name: `a${i}`, id: i + 1, label: `Activité ${i + 1}`, count: 3 })) }],
});

describe('Activities list collapsed at 124 px', () => {
  beforeEach(fakeLayout);
  afterEach(() => {
    jest.restoreAllMocks();
  });
  const draft = draftFromState(parseSearchState('', {}, new Date('2026-03-02T10:00:00Z'), 'Europe/Paris'));

  it('keeps options hidden by the fold out of the tab order until "Show more"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActivitiesSection draft={draft} onChange={() => {}} facets={facets(6)} flow="booking" />);
    const boxes = screen.getAllByRole('checkbox', { hidden: true });
    const inert = () => boxes.map((box) => box.closest('label')!.hasAttribute('inert'));
    // Rows end at 60, 96, 132...: only the first two are wholly inside 124 px (inert takes the rest out of the
    // tab order and the accessibility tree in browsers; jsdom only keeps the attribute).
    expect(inert()).toEqual([false, false, true, true, true, true]);

    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(inert()).toEqual([false, false, false, false, false, false]);
    expect(screen.getByRole('button', { name: 'Voir moins' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no "Show more" when every option fits', () => {
    renderWithProviders(<ActivitiesSection draft={draft} onChange={() => {}} facets={facets(2)} flow="booking" />);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').every((box) => !box.closest('label')!.hasAttribute('inert'))).toBe(true);
  });
});

describe('Price slider bounds', () => {
  const draft = draftFromState(parseSearchState('', {}, new Date('2026-03-02T10:00:00Z'), 'Europe/Paris'));
  const priceFacets = (range: { min: number; max: number } | null) => ({ properties: [{ propertyType: 'price' as const, values: [], range }] });

  it("ends at the facets' highest price", () => {
    renderWithProviders(<PriceSection draft={draft} onChange={() => {}} facets={priceFacets({ min: 4500, max: 18040 })} flow="booking" />);
    expect(screen.getByRole('slider', { name: 'Prix maximum' })).toHaveAttribute('aria-valuemax', '181');
  });

  it('falls back to the 1,000 € budget, capped at 250 €, without a price range', () => {
    renderWithProviders(<PriceSection draft={draft} onChange={() => {}} facets={priceFacets(null)} flow="booking" />);
    expect(screen.getByRole('slider', { name: 'Prix maximum' })).toHaveAttribute('aria-valuemax', '250');
  });
});
