import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { GIFT_CUSTOMISATION_STORAGE_KEY } from '@/contracts/gift-customisation';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GiftCardCustomisation } from '../gift-card-customisation';

const router = () => ({ push: jest.fn(async () => true), replace: jest.fn(async () => true), asPath: '/', query: {}, events: { on: jest.fn(), off: jest.fn() } }) as unknown as NextRouter & { push: jest.Mock };
const render = (locale: 'fr-FR' | 'it-IT' = 'fr-FR') => {
  const r = router();
  renderWithProviders(<GiftCardCustomisation />, { locale, router: r });
  return r;
};
const preview = () => screen.getByTestId('gift-card-preview');
const previewText = () => preview().textContent!.replace(/\s/g, ' ');
const name = () => screen.getByLabelText('Votre nom (facultatif)') as HTMLInputElement;
const message = () => screen.getByLabelText('Votre message (facultatif)') as HTMLTextAreaElement;

// The tracker sends with fetch: a stub that answers nothing.
beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 204, json: async () => ({}) })) as unknown as typeof fetch;
});

afterEach(() => {
  window.localStorage.clear();
  jest.useRealTimers();
});

describe('the gift card customisation page (§2.6, §5)', () => {
  it('previews the amount, design, name and message as they change', () => {
    render();
    expect(previewText()).toContain('100 €');
    fireEvent.click(screen.getByRole('radio', { name: /^50\s€$/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Amour' }));
    fireEvent.change(name(), { target: { value: 'Zoé' } });
    fireEvent.change(message(), { target: { value: 'Joyeux anniversaire !' } });
    expect(previewText()).toContain('50 €');
    expect(preview().getAttribute('data-design')).toBe('love');
    expect(previewText()).toContain('De la part de Zoé');
    expect(previewText()).toContain('Joyeux anniversaire !');
    expect(screen.getByText('Max. 180 caractères')).toBeTruthy();
  });

  it('rejects typing beyond 180 characters with the limit message, cleared after 1 s', () => {
    jest.useFakeTimers();
    render();
    fireEvent.change(message(), { target: { value: 'a'.repeat(180) } });
    fireEvent.change(message(), { target: { value: 'a'.repeat(181) } });
    expect(message().value).toHaveLength(180);
    expect(screen.getByRole('alert').textContent).toBe('Le champ est limité à 180 caractères');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('rejects a name beyond 40 characters and checks it is text on blur', () => {
    render();
    fireEvent.change(name(), { target: { value: 'a'.repeat(41) } });
    expect(name().value).toBe('');
    fireEvent.change(name(), { target: { value: 'Zoé 2' } });
    expect(screen.queryByText('Seul du texte est attendu')).toBeNull();
    fireEvent.blur(name());
    expect(screen.getByText('Seul du texte est attendu')).toBeTruthy();
    expect(name().getAttribute('aria-invalid')).toBe('true');
  });

  it('validates on submit: an invalid name stops the hand-off', () => {
    const r = render();
    fireEvent.change(name(), { target: { value: 'Zoé!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offrir' }));
    expect(r.push).not.toHaveBeenCalled();
    expect(screen.getByText('Seul du texte est attendu')).toBeTruthy();
  });

  it('hands off to the gift checkout with the amount and design, keeping the texts in browser storage', () => {
    const r = render();
    fireEvent.click(screen.getByRole('radio', { name: /^75\s€$/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Merci' }));
    fireEvent.change(name(), { target: { value: 'Zoé' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offrir' }));
    expect(r.push).toHaveBeenCalledWith('/reservation/cadeau?productType=GIFTCARD&amount=7500&design=thanks');
    expect(JSON.parse(window.localStorage.getItem(GIFT_CUSTOMISATION_STORAGE_KEY)!)).toEqual({ fromName: 'Zoé', message: '' });
  });

  it('restores stored texts and removes them from storage once both fields are emptied', async () => {
    window.localStorage.setItem(GIFT_CUSTOMISATION_STORAGE_KEY, JSON.stringify({ fromName: 'Zoé', message: 'Bravo' }));
    render();
    await waitFor(() => expect(name().value).toBe('Zoé'));
    expect(message().value).toBe('Bravo');
    fireEvent.change(name(), { target: { value: '' } });
    fireEvent.change(message(), { target: { value: '' } });
    await waitFor(() => expect(window.localStorage.getItem(GIFT_CUSTOMISATION_STORAGE_KEY)).toBeNull());
  });

  it('writes money in the locale', () => {
    render('it-IT');
    expect(screen.getByRole('radio', { name: /^50\s€$/ })).toBeTruthy();
  });
});
