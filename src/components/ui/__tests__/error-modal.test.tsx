import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ErrorModal } from '../error-modal';
import { axeViolations } from '../testing/axe-violations';

describe('ErrorModal', () => {
  it.each([
    ['its reload button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Recharger la page' }))],
    ['the close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Fermer' }))],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('reloads the page when closed with %s', async (_how, close) => {
    const reload = jest.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithProviders(<ErrorModal open reload={reload} />);
    const dialog = await screen.findByRole('dialog', { name: "Oups, une erreur s'est produite" });
    expect(dialog).toHaveTextContent("Cette action n'a pas pu aboutir.");
    expect(reload).not.toHaveBeenCalled();
    await close(user);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while closed, the caller’s message when given, and passes axe', async () => {
    const { rerender } = renderWithProviders(<ErrorModal open={false} reload={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<ErrorModal open message="Le favori n'a pas pu être enregistré." reload={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: "Oups, une erreur s'est produite" });
    expect(dialog).toHaveTextContent("Le favori n'a pas pu être enregistré.");
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
