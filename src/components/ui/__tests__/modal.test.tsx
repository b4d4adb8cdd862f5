import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button';
import { Dialog, DialogClose } from '../dialog';
import { Drawer } from '../drawer';
import { renderWithProviders } from '@/testing/render-with-providers';
import { axeViolations } from '../testing/axe-violations';

// Test-only texts: the primitives take the caller's already translated content.
const PRIMITIVES = [
  ['Dialog', Dialog],
  ['Drawer', Drawer],
] as const;

describe.each(PRIMITIVES)('%s', (_, Modal) => {
  function setup(props: Partial<Parameters<typeof Modal>[0]> = {}) {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(
      <>
        <Modal
          title="Filtres"
          description="Affinez votre recherche"
          trigger={<Button>Ouvrir</Button>}
          footer={
            <DialogClose asChild>
              <Button>Valider</Button>
            </DialogClose>
          }
          {...props}
        >
          <label>
            Ville <input />
          </label>
        </Modal>
        <button type="button">Ailleurs</button>
      </>,
    );
    return { user, trigger: screen.getByRole('button', { name: 'Ouvrir' }) };
  }

  it('opens from its trigger, named by its title and described by its description', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Filtres' });
    expect(dialog).toHaveAccessibleDescription('Affinez votre recherche');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it("keeps the trigger's own click, focus and pointer handlers", async () => {
    const seen: string[] = [];
    const { user, trigger } = setup({
      trigger: (
        <Button onClick={() => seen.push('click')} onFocus={() => seen.push('focus')} onPointerEnter={() => seen.push('pointer')}>
          Ouvrir
        </Button>
      ),
    });
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Filtres' })).toBeInTheDocument();
    expect(seen).toEqual(expect.arrayContaining(['click', 'focus', 'pointer']));
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on an outside click', async () => {
    const onOpenChange = jest.fn();
    const { user, trigger } = setup({ onOpenChange });
    await user.click(trigger);
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes from its translated close button and from a footer button wrapped in DialogClose', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps focus inside while open', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.getByRole('button', { name: 'Ailleurs', hidden: true })).not.toHaveFocus();
  });

  it('can be controlled without a trigger, hide its title visually and still return focus', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Carte
          </button>
          <Modal title="Carte des offres" hideTitle open={open} onOpenChange={setOpen} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Carte' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Carte des offres' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('names its close button in the visitor’s language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Modal title="Filtros" trigger={<Button>Abrir</Button>} />, { locale: 'es-ES' });
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(await axeViolations()).toEqual([]);
  });
});
