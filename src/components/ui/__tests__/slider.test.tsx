import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSliderValue, jumpThumb, Slider, type SliderProps } from '../slider';
import { renderWithProviders } from '@/testing/render-with-providers';
import { axeViolations } from '../testing/axe-violations';

// The caller owns wording and formatting: here a price with an open-ended top ("250 € +").
const formatPrice = (value: number) => (value >= 250 ? `${value} € +` : `${value} €`);

function setup(props: Partial<SliderProps> = {}) {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  renderWithProviders(
    <Slider
      label="Prix"
      thumbLabels={['Prix minimum', 'Prix maximum']}
      min={0}
      max={250}
      step={10}
      defaultValue={[50, 240]}
      formatValue={formatPrice}
      onValueChange={onValueChange}
      {...props}
    />,
  );
  return {
    user,
    onValueChange,
    low: screen.getByRole('slider', { name: 'Prix minimum' }),
    high: screen.getByRole('slider', { name: 'Prix maximum' }),
  };
}

describe('initialSliderValue', () => {
  it.each([
    [1, [0]],
    [2, [0, 100]],
    [3, [0, 50, 100]],
  ])('%i thumbs over 0..100 → %j', (count, values) => {
    expect(initialSliderValue(count, 0, 100)).toEqual(values);
  });
});

describe('jumpThumb', () => {
  it.each([
    [0, 'Home', [0, 240]],
    [0, 'End', [230, 240]],
    [1, 'Home', [50, 60]],
    [1, 'End', [50, 250]],
  ] as const)('thumb %i, %s → %j', (index, key, values) => {
    expect(jumpThumb([50, 240], index, key, 0, 250, 10)).toEqual(values);
  });
});

describe('Slider', () => {
  it('names each thumb and speaks its formatted value', () => {
    const { low, high } = setup();
    expect(screen.getByRole('group', { name: 'Prix' })).toContainElement(low);
    expect(low).toHaveAttribute('aria-valuenow', '50');
    expect(low).toHaveAttribute('aria-valuetext', '50 €');
    expect(high).toHaveAttribute('aria-valuetext', '240 €');
  });

  it('moves thumbs by keyboard and reports values in order', async () => {
    const { user, low, high, onValueChange } = setup();
    await user.tab();
    expect(low).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith([60, 240]);
    await user.tab();
    expect(high).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(high).toHaveAttribute('aria-valuetext', '250 € +');
    await user.keyboard('{Home}');
    expect(onValueChange).toHaveBeenLastCalledWith([60, 60]);
    await user.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith([50, 60]);
    for (const [values] of onValueChange.mock.calls as [number[]][]) {
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
  });

  it('works with a single thumb', async () => {
    const user = userEvent.setup();
    const onValueCommit = jest.fn();
    renderWithProviders(<Slider thumbLabels={['Distance maximale']} min={10} max={300} defaultValue={[200]} onValueCommit={onValueCommit} />);
    const thumb = screen.getByRole('slider', { name: 'Distance maximale' });
    await user.tab();
    await user.keyboard('{End}');
    expect(thumb).toHaveAttribute('aria-valuenow', '300');
    expect(onValueCommit).toHaveBeenLastCalledWith([300]);
  });

  it('has no axe violations', async () => {
    setup();
    expect(await axeViolations()).toEqual([]);
  });
});
