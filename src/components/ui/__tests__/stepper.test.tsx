import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clampToRange, isInRange, Stepper, type StepperProps } from '../stepper';
import { renderWithProviders } from '@/testing/render-with-providers';
import { axeViolations } from '../testing/axe-violations';

describe('isInRange and clampToRange', () => {
  it.each([
    [1, 1, 20, true, 1],
    [20, 1, 20, true, 20],
    [0, 1, 20, false, 1],
    [21, 1, 20, false, 20],
    [2.5, 1, 20, false, 3],
  ])('%d in [%d, %d] → %s, clamped %d', (value, min, max, allowed, clamped) => {
    expect(isInRange(value, min, max)).toBe(allowed);
    expect(clampToRange(value, min, max)).toBe(clamped);
  });
});

function setup(props: Partial<StepperProps> = {}) {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  const view = renderWithProviders(<Stepper label="Adultes" description="13 ans et +" onValueChange={onValueChange} {...props} />);
  return {
    ...view,
    user,
    onValueChange,
    field: screen.getByRole('spinbutton', { name: 'Adultes' }),
    minus: screen.getByRole('button', { name: 'Diminuer : Adultes' }),
    plus: screen.getByRole('button', { name: 'Augmenter : Adultes' }),
  };
}

describe('Stepper', () => {
  it('is a named spinbutton from 1 to 20 by default', () => {
    const { field, minus } = setup();
    expect(field).toHaveAttribute('aria-valuenow', '1');
    expect(field).toHaveAttribute('aria-valuemin', '1');
    expect(field).toHaveAttribute('aria-valuemax', '20');
    expect(field).toHaveAccessibleDescription('13 ans et +');
    expect(minus).toHaveAttribute('aria-disabled', 'true');
  });

  it('steps with its buttons and announces the new value politely', async () => {
    const { user, field, plus, minus, onValueChange } = setup({ defaultValue: 2 });
    await user.click(plus);
    expect(field).toHaveValue('3');
    expect(onValueChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByText('Adultes : 3').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await user.click(minus);
    expect(field).toHaveAttribute('aria-valuenow', '2');
  });

  it('ignores changes beyond max: + disabled, ArrowUp and End do nothing more', async () => {
    const { user, field, plus, onValueChange } = setup({ defaultValue: 9, max: 10 });
    await user.click(field);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-valuenow', '10');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowUp}{End}');
    await user.click(plus);
    expect(field).toHaveAttribute('aria-valuenow', '10');
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('respects min: ArrowDown and − do nothing at the bound', async () => {
    const { user, field, minus, onValueChange } = setup({ min: 0, max: 10, defaultValue: 1 });
    await user.click(field);
    await user.keyboard('{ArrowDown}{ArrowDown}{Home}');
    await user.click(minus);
    expect(field).toHaveAttribute('aria-valuenow', '0');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith(0);
  });

  it('accepts a typed value in range and drops an out-of-range one when the field is left', async () => {
    const { user, field, onValueChange } = setup({ defaultValue: 2 });
    await user.tripleClick(field);
    await user.keyboard('7');
    expect(field).toHaveAttribute('aria-valuenow', '7');
    await user.keyboard('{Backspace}25');
    expect(field).toHaveAttribute('aria-valuenow', '2');
    await user.tab();
    expect(field).toHaveValue('2');
    expect(onValueChange.mock.calls.flat()).toEqual([7, 2]);
  });

  it('never shows a programmatic value outside its range', () => {
    const { field, plus } = setup({ value: 25 });
    expect(field).toHaveAttribute('aria-valuenow', '20');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
  });

  it('has no axe violations', async () => {
    setup();
    expect(await axeViolations()).toEqual([]);
  });
});
