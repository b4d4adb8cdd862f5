import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders, type ProviderOptions } from '@/testing/render-with-providers';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { FlexibleStay } from '@/shared/search-address/flexible-stay';
import { DateRangeField, type DateRangeFieldProps } from '../date-range-field';

// The panels are loaded on first opening.
configure({ asyncUtilTimeout: 4000 });

/** Monday 4 May 2026, 10:00 local time. */
const now = () => new Date(2026, 4, 4, 10, 0);

function setup(props: Partial<DateRangeFieldProps> = {}, options: ProviderOptions = {}, offersFlexible = true) {
  const user = userEvent.setup({ delay: null });
  const flexibleChanges: (FlexibleStay | null)[] = [];
  function Harness() {
    const [flexible, setFlexible] = useState<FlexibleStay | null>(props.flexible ?? null);
    return (
      <DateRangeField
        now={now}
        checkin={null}
        checkout={null}
        onChange={() => {}}
        {...props}
        flexible={flexible}
        onFlexibleChange={
          offersFlexible
            ? (next) => {
                flexibleChanges.push(next);
                setFlexible(next);
              }
            : undefined
        }
      />
    );
  }
  renderWithProviders(<Harness />, options);
  return { user, flexibleChanges, trigger: screen.getByRole('button', { name: /^Dates/ }) };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.fetch = jest.fn<typeof fetch>(() => Promise.resolve({ ok: true, status: 204 } as Response));
});

describe('DateRangeField: flexible dates (issue 36)', () => {
  it('chooses a weekend in June by keyboard: tabs, then a length and a month, then Validate; the field says it', async () => {
    const { user, flexibleChanges, trigger } = setup();
    await user.click(trigger);
    const datesTab = await screen.findByRole('tab', { name: 'Dates précises' });
    expect(datesTab).toHaveAttribute('aria-selected', 'true');
    // The dates open first, the focus on the first day that can be a check-in.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', '2026-05-04'));
    datesTab.focus();
    await user.keyboard('{ArrowRight}');
    const flexibleTab = screen.getByRole('tab', { name: 'Dates flexibles' });
    expect(flexibleTab).toHaveAttribute('aria-selected', 'true');
    expect(flexibleTab).toHaveFocus();
    const panel = await screen.findByRole('tabpanel', { name: 'Dates flexibles' });
    // The twelve months from May 2026; none chosen yet.
    const months = await within(panel).findAllByRole('button', { pressed: false });
    expect(months.map((m) => m.textContent)).toEqual(['mai2026', 'juin2026', 'juillet2026', 'août2026', 'septembre2026', 'octobre2026', 'novembre2026', 'décembre2026', 'janvier2027', 'février2027', 'mars2027', 'avril2027']);
    expect(within(panel).getByRole('status')).toHaveTextContent("Choisissez d'un à trois mois");
    expect(within(panel).getByRole('radio', { name: /Un week-end, 2 nuits/ })).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'juin 2026' }));
    expect(within(panel).getByRole('button', { name: 'juin 2026' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('status')).toHaveTextContent('Un week-end en juin');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(flexibleChanges).toEqual([{ arrival: 'weekend', nights: 2, months: ['2026-06'] }]);
    expect(screen.getByRole('button', { name: /^Dates/ })).toHaveTextContent('Un week-end en juin');
  });

  it('allows three months at most, one night any day, and says them with "or"', async () => {
    const { user, flexibleChanges, trigger } = setup({ flexible: { arrival: 'weekend', nights: 2, months: ['2026-06'] } });
    expect(trigger).toHaveTextContent('Un week-end en juin');
    await user.click(trigger);
    // Opened on the flexible tab, the chosen length takes the focus.
    const panel = await screen.findByRole('tabpanel', { name: 'Dates flexibles' });
    await waitFor(() => expect(within(panel).getByRole('radio', { name: /Un week-end, 2 nuits/ })).toHaveFocus());
    await user.click(within(panel).getByRole('radio', { name: /^1 nuit/ }));
    await user.click(within(panel).getByRole('button', { name: 'juillet 2026' }));
    await user.click(within(panel).getByRole('button', { name: 'août 2026' }));
    const september = within(panel).getByRole('button', { name: 'septembre 2026' });
    expect(september).toHaveAttribute('aria-disabled', 'true');
    await user.click(september);
    expect(september).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(flexibleChanges.at(-1)).toEqual({ arrival: 'any', nights: 1, months: ['2026-06', '2026-07', '2026-08'] });
    expect(screen.getByRole('button', { name: /^Dates/ })).toHaveTextContent('1 nuit en juin, juillet ou août');
  });

  it('Clear then Validate goes back to no dates', async () => {
    const { user, flexibleChanges, trigger } = setup({ flexible: { arrival: 'any', nights: 2, months: ['2026-06'] } });
    await user.click(trigger);
    await screen.findByRole('tabpanel', { name: 'Dates flexibles' });
    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(flexibleChanges).toEqual([null]);
    expect(screen.getByRole('button', { name: /^Dates/ })).toHaveTextContent('Ajoutez vos dates');
  });

  it('offers no flexible dates where the page does not ask for them (gifts, a product page)', async () => {
    const { user, trigger } = setup({}, {}, false);
    await user.click(trigger);
    await screen.findByRole('table', { name: 'mai 2026' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says a flexible search in each language', async () => {
    const flexible: FlexibleStay = { arrival: 'weekend', nights: 2, months: ['2026-06', '2026-07'] };
    const expected = { 'es-ES': 'Un fin de semana en junio o julio', 'nl-NL': 'Een weekend in juni of juli', 'nl-BE': 'Een weekend in juni of juli', 'it-IT': 'Un weekend in giugno o luglio', 'fr-BE': 'Un week-end en juin ou juillet' } as const;
    for (const [locale, text] of Object.entries(expected)) {
      const { unmount } = renderWithProviders(<DateRangeField now={now} checkin={null} checkout={null} onChange={() => {}} flexible={flexible} />, { locale: locale as keyof typeof expected });
      expect(screen.getByRole('button')).toHaveTextContent(text);
      unmount();
    }
  });
});
