import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ActivityDatesStep } from '../activity-dates-step';

const ACTIVITIES = [
  { activityId: 7, title: 'Visite de cave' },
  { activityId: 9, title: 'Balade à vélo' },
];

function Harness({ onChange, missing = [] }: { onChange?: (value: Record<number, string>) => void; missing?: number[] }) {
  const [value, setValue] = useState<Record<number, string>>({});
  return (
    <form>
      <ActivityDatesStep
        activities={ACTIVITIES}
        checkin="2026-12-04"
        nights={2}
        value={value}
        missing={missing}
        errorId="dates-error"
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <p id="dates-error">Veuillez choisir les dates de vos activités.</p>
    </form>
  );
}

describe('ActivityDatesStep', () => {
  it('asks a day of the stay for each activity (the checkout day is not one), a choice replacing the earlier one', async () => {
    const onChange = jest.fn<(value: Record<number, string>) => void>();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByRole('heading', { name: 'Dates des activités' })).toBeVisible();
    const cellar = screen.getByRole('combobox', { name: "Date de l'activité : Visite de cave" });
    expect(within(cellar).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choisissez un jour', 'vendredi 4 décembre', 'samedi 5 décembre']);
    expect(within(cellar).getByRole('option', { name: 'Choisissez un jour' })).toBeDisabled();
    expect(cellar).toHaveValue('');
    await user.selectOptions(cellar, '7_1');
    expect(onChange).toHaveBeenLastCalledWith({ 7: '7_1' });
    await user.selectOptions(cellar, '7_0');
    expect(onChange).toHaveBeenLastCalledWith({ 7: '7_0' });
    await user.selectOptions(screen.getByRole('combobox', { name: "Date de l'activité : Balade à vélo" }), '9_1');
    expect(onChange).toHaveBeenLastCalledWith({ 7: '7_0', 9: '9_1' });
    expect(cellar).toHaveValue('7_0');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('flags the activities still without a date, described by the error', () => {
    renderWithProviders(<Harness missing={[9]} />);
    const bike = screen.getByRole('combobox', { name: "Date de l'activité : Balade à vélo" });
    expect(bike).toHaveAttribute('aria-invalid', 'true');
    expect(bike).toHaveAccessibleDescription('Veuillez choisir les dates de vos activités.');
    expect(screen.getByRole('combobox', { name: "Date de l'activité : Visite de cave" })).not.toHaveAttribute('aria-invalid');
  });

  it('shows nothing without activities to date', () => {
    const { container } = renderWithProviders(<ActivityDatesStep activities={[]} checkin="2026-12-04" nights={2} value={{}} onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each<[Locale, string, string]>([
    ['es-ES', 'Fechas de las actividades', 'Elige un día'],
    ['fr-BE', 'Dates des activités', 'Choisissez un jour'],
    ['nl-BE', 'Data van de activiteiten', 'Kies een dag'],
    ['nl-NL', 'Data van de activiteiten', 'Kies een dag'],
    ['it-IT', 'Date delle attività', 'Scegli un giorno'],
  ])('speaks %s', (locale, title, placeholder) => {
    renderWithProviders(<Harness />, { locale });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(title);
    const select = screen.getAllByRole('combobox')[0];
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent(placeholder);
    expect(within(select).getAllByRole('option')).toHaveLength(3);
  });
});
