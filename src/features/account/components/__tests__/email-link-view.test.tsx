import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { renderWithProviders } from '@/testing/render-with-providers';
import { EmailLinkView } from '../email-link-view';
import { SignInForm } from '../sign-in-form';

const TOKEN = 'Q'.repeat(43);
const EMPTY = { stays: [], activities: [] };
const PROFILE = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', emailVerified: true };

type Call = { url: string; body: Record<string, unknown>; headers: Record<string, string> };
let calls: Call[];

function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
    return { status, json: async () => body };
  }) as unknown as typeof fetch;
}

const view = (mode: 'link' | 'reset', onSignedIn = jest.fn(), locale?: 'es-ES') => {
  renderWithProviders(
    <>
      <h1 id="account-heading">{mode}</h1>
      <EmailLinkView mode={mode} origin="/recherche" browserWishlist={() => EMPTY} onSignedIn={onSignedIn} signInHref="/compte/signin" />
    </>,
    locale ? { locale } : {},
  );
  return onSignedIn;
};

beforeEach(() => {
  calls = [];
  document.cookie = 'escapade-csrf=abcdefghijklmnopqrstuvwxyz012345';
  window.history.replaceState(null, '', '/compte/link');
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the sign-in link and password reset pages', () => {
  it('asks for the e-mail and says a link is on its way, whatever the address (with the CSRF header), axe clean', async () => {
    answer(202, { sent: true });
    view('link');
    await userEvent.click(await screen.findByRole('button', { name: "M'envoyer un lien" }));
    expect(screen.getByLabelText(/E-mail/)).toHaveFocus();
    expect(calls).toEqual([]);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: "M'envoyer un lien" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Si un compte utilise ana@example.com, un lien vient de lui être envoyé. Il fonctionne une seule fois, pendant 15 minutes.');
    expect(calls).toEqual([
      { url: '/api/account/email-link', body: { email: 'ana@example.com', purpose: 'sign-in', locale: 'fr_FR', origin: '/recherche' }, headers: expect.objectContaining({ 'x-csrf-token': 'abcdefghijklmnopqrstuvwxyz012345' }) },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for a reset link in Spanish, valid 60 minutes', async () => {
    answer(202, { sent: true });
    view('reset', jest.fn(), 'es-ES');
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent('durante 60 minutos');
    expect(calls[0].body).toMatchObject({ purpose: 'reset-password', locale: 'es_ES' });
  });

  it('signs in at once with the token of the link, taken out of the address', async () => {
    window.history.replaceState(null, '', `/compte/link?origin=%2Frecherche#link=${TOKEN}`);
    answer(200, { profile: PROFILE, wishlist: EMPTY });
    const onSignedIn = view('link');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ profile: PROFILE, wishlist: EMPTY }));
    expect(calls).toEqual([{ url: '/api/account/signin-link', body: { token: TOKEN, wishlist: EMPTY }, headers: expect.anything() }]);
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?origin=%2Frecherche');
  });

  it('says a used or expired link is no longer valid and offers to send a new one', async () => {
    window.history.replaceState(null, '', `/compte/link#link=${TOKEN}`);
    answer(410, { error: 'gone', code: 'LINK_INVALID', message: 'This link has expired or was already used' });
    const onSignedIn = view('link');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien a expiré ou a déjà été utilisé.');
    expect(screen.getByRole('button', { name: "M'envoyer un lien" })).toBeVisible();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks for the new password with a reset link (at least 10 characters), then signs in', async () => {
    window.history.replaceState(null, '', `/compte/reset#reset=${TOKEN}`);
    answer(200, { profile: PROFILE, wishlist: EMPTY });
    const onSignedIn = view('reset');
    const field = await screen.findByLabelText(/Nouveau mot de passe/);
    expect(window.location.hash).toBe('');
    await userEvent.type(field, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }));
    expect(field).toHaveFocus();
    expect(calls).toEqual([]);
    await userEvent.type(field, ' but now long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ url: '/api/account/reset-password', body: { token: TOKEN, newPassword: 'short but now long enough', wishlist: EMPTY } });
    expect(await axeViolations()).toEqual([]);
  });

  it('goes back to asking for a link when the reset link was refused', async () => {
    window.history.replaceState(null, '', `/compte/reset#reset=${TOKEN}`);
    answer(410, { error: 'gone', code: 'LINK_INVALID', message: 'This link has expired or was already used' });
    view('reset');
    await userEvent.type(await screen.findByLabelText(/Nouveau mot de passe/), 'a brand new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien a expiré ou a déjà été utilisé.');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('');
  });

  it("puts 'Forgotten password?' and the sign-in link on the sign-in form", () => {
    renderWithProviders(<SignInForm mode="signin" switchHref="/compte/signup" browserWishlist={() => EMPTY} onSignedIn={() => {}} linkHrefs={{ reset: '/compte/reset?origin=%2F', link: '/compte/link?origin=%2F' }} />);
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/compte/reset?origin=%2F');
    expect(screen.getByRole('link', { name: 'Recevoir un lien de connexion par e-mail' })).toHaveAttribute('href', '/compte/link?origin=%2F');
  });
});
