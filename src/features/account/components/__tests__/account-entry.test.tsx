import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALES, type Locale } from '@/lib/locales';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AccountEntry } from '../account-entry';
import { AccountMenu } from '../account-menu';

const hrefs = (path: string) => Object.fromEntries(LOCALES.map((l) => [l, path])) as Record<Locale, string>;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the header account button (§2.13)', () => {
  it('goes to the booking lookup while the customer-account toggle is off', () => {
    renderWithProviders(<AccountEntry menu={AccountMenu} onSignedOut={() => {}} />, { flags: { customerAccount: false } });
    expect(screen.getByRole('link', { name: 'Ma réservation' })).toHaveAttribute('href', '/ma-reservation');
  });

  it('links to sign-in with the page as origin when signed out', () => {
    renderWithProviders(<AccountEntry menu={AccountMenu} onSignedOut={() => {}} />, { flags: { customerAccount: true }, config: { page: 'search', localeHrefs: hrefs('/recherche') } });
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/compte/signin?origin=%2Frecherche');
  });

  it('opens a menu (profile, trips, wishlist, sign out) for a signed-in customer; Escape closes it back to its button', async () => {
    renderWithProviders(<AccountEntry menu={AccountMenu} onSignedOut={() => {}} />, { locale: 'es-ES', flags: { customerAccount: true }, config: { signedIn: true } });
    const button = await screen.findByRole('button', { name: 'Mi cuenta' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByTestId('account-menu');
    expect(menu).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/cuenta/profile');
    expect(screen.getByRole('link', { name: 'Mis viajes' })).toHaveAttribute('href', '/cuenta/trips');
    expect(screen.getByRole('link', { name: 'Mis favoritos' })).toHaveAttribute('href', '/favoritos');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu once a page of it is chosen (the header stays mounted across client navigations)', async () => {
    renderWithProviders(<AccountEntry menu={AccountMenu} onSignedOut={() => {}} />, { flags: { customerAccount: true }, config: { signedIn: true } });
    const button = await screen.findByRole('button', { name: 'Mon compte' });
    await userEvent.click(button);
    const trips = screen.getByRole('link', { name: 'Mes voyages' });
    trips.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(trips);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('account-menu')).not.toBeVisible();
  });

  it('signs out with the CSRF header, and forgets the browser wishlist', async () => {
    document.cookie = 'escapade-csrf=abcdefghijklmnopqrstuvwxyz012345';
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    // jsdom cannot navigate: the home page's load is left to the e2e journey.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const onSignedOut = jest.fn();
    renderWithProviders(<AccountEntry menu={AccountMenu} onSignedOut={onSignedOut} />, { flags: { customerAccount: true }, config: { signedIn: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Mon compte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account/signout');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': 'abcdefghijklmnopqrstuvwxyz012345' } });
    expect(onSignedOut).toHaveBeenCalled();
  });
});
