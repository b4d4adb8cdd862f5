import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { CancellationOption } from '../../model/cancellation-options';
import { CancellationOptionsStep } from '../cancellation-options-step';

const NOW = new Date('2026-11-26T11:00:00Z');
const option = (weekendId: number, sellPrice: number, extraPrice: number, cancellable: boolean, current = false): CancellationOption => ({
  weekendId,
  label: `Offer ${weekendId}`,
  current,
  sellPrice,
  extraPrice,
  cancellationPolicy: { cancellable, message: '', cancellationDeadline: cancellable ? '2026-12-10' : null },
});
const label = (radio: HTMLElement) => (radio.closest('label')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('CancellationOptionsStep', () => {
  it("shows the cheapest option as 'Included' and the others as what they cost more (search §3)", async () => {
    const onChoose = jest.fn();
    renderWithProviders(<CancellationOptionsStep options={[option(1, 20000, 0, false, true), option(2, 24000, 4000, true)]} now={NOW} timeZone="Europe/Paris" onChoose={onChoose} />);
    const group = screen.getByRole('group', { name: "Conditions d'annulation" });
    const [included, flexible] = within(group).getAllByRole('radio');
    expect(label(included)).toBe('Non échangeable et non remboursableInclus');
    expect(included).toBeChecked();
    expect(label(flexible)).toBe("Modifiable ou partiellement remboursable jusqu'au 10 décembre 2026+40 €");
    await userEvent.click(flexible);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ weekendId: 2 }));
  });
});
