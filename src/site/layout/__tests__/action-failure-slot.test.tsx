import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { reportActionFailure } from '@/shared/action-failure';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ActionFailureSlot } from '../action-failure-slot';

describe('the error modal of failed user actions', () => {
  it('opens when an action fails and reloads the page however it is closed', async () => {
    const reload = jest.fn();
    renderWithProviders(<ActionFailureSlot reload={reload} />, { locale: 'fr-FR' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => reportActionFailure('wishlist'));
    const dialog = await screen.findByRole('dialog');
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on Escape too', async () => {
    const reload = jest.fn();
    renderWithProviders(<ActionFailureSlot reload={reload} />, { locale: 'es-ES' });
    act(() => reportActionFailure('checkout'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
