import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from '../switch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { axeViolations } from '../testing/axe-violations';

describe('Switch', () => {
  it('is a switch named by its label, toggled with Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    renderWithProviders(<Switch label="Inclure les offres autour" description="Jusqu’à 200 km" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Inclure les offres autour' });
    expect(toggle).toHaveAccessibleDescription('Jusqu’à 200 km');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('toggles from a click on its label, not when disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<Switch label="Animaux acceptés" defaultChecked />);
    await user.click(screen.getByText('Animaux acceptés'));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    rerender(<Switch label="Animaux acceptés" checked disabled />);
    await user.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('has no axe violations', async () => {
    renderWithProviders(<Switch label="Piscine" />);
    expect(await axeViolations()).toEqual([]);
  });
});
