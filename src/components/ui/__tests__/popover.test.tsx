import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button';
import { Popover, PopoverClose, type PopoverProps } from '../popover';
import { renderWithProviders } from '@/testing/render-with-providers';
import { axeViolations } from '../testing/axe-violations';

function setup(props: Partial<PopoverProps> = {}) {
  const user = userEvent.setup();
  const onOutsideClose = jest.fn();
  const onOpenChange = jest.fn();
  renderWithProviders(
    <>
      <Popover
        title="Distance"
        trigger={<Button>Distance</Button>}
        onOutsideClose={onOutsideClose}
        onOpenChange={onOpenChange}
        footer={
          <PopoverClose asChild>
            <Button>Voir les offres</Button>
          </PopoverClose>
        }
        {...props}
      >
        <label>
          Rayon <input />
        </label>
      </Popover>
      <button type="button">Ailleurs</button>
    </>,
  );
  return { user, onOutsideClose, onOpenChange, trigger: screen.getByRole('button', { name: 'Distance' }) };
}

describe('Popover', () => {
  it('opens from its trigger, sets aria-expanded and is named by its title', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Distance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir les offres' })).toBeInTheDocument();
  });

  it('closes on Escape, returns focus to the trigger and does not report an outside close', async () => {
    const { user, trigger, onOutsideClose, onOpenChange } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onOutsideClose).not.toHaveBeenCalled();
  });

  it('closes on an outside click and reports it once, before the close', async () => {
    const calls: string[] = [];
    const { user, trigger } = setup({ onOutsideClose: () => calls.push('outside'), onOpenChange: (open) => calls.push(`open:${open}`) });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Ailleurs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['open:true', 'outside', 'open:false']);
  });

  it('treats focus leaving the panel as an outside close', async () => {
    const { user, trigger, onOutsideClose } = setup();
    await user.click(trigger);
    expect(screen.getByRole('textbox', { name: 'Rayon' })).toHaveFocus();
    // A screen reader's cursor (or Tab past the last control) moving focus out closes the panel.
    act(() => screen.getByRole('button', { name: 'Ailleurs' }).focus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOutsideClose).toHaveBeenCalledTimes(1);
  });

  it('toggles closed from the trigger or a footer button without reporting an outside close', async () => {
    const { user, trigger, onOutsideClose } = setup();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Voir les offres' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onOutsideClose).not.toHaveBeenCalled();
  });

  it('can be controlled by its caller', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Popover title="Prix" hideTitle trigger={<Button>Prix {open ? 'ouvert' : 'fermé'}</Button>} open={open} onOpenChange={setOpen}>
          <p>Contenu</p>
        </Popover>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    expect(screen.getByRole('dialog', { name: 'Prix' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Prix fermé' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no axe violations when open', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(await axeViolations()).toEqual([]);
  });
});
