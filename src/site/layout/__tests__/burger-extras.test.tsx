import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { MENU, MENU_URL, THEMES, THEMES_URL } from '@/features/navigation/components/__fixtures__/menu';
import { MobileMenu } from '@/features/navigation/components/mobile-menu';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useBurgerExtras } from '../burger-extras';

const swrFallback = { [MENU_URL]: MENU, [THEMES_URL]: THEMES };

function Burger() {
  return <MobileMenu extras={useBurgerExtras()} />;
}

describe('the burger menu beside the navigation', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('holds Favourites in Belgium, where the header hides the wishlist on phones', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Burger />, { locale: 'nl-BE', swrFallback });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Favorieten' })).toHaveAttribute('href', '/favorieten');
    expect(within(drawer).queryByRole('navigation')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('holds nothing more in France, nor with customer accounts on', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Burger />, { locale: 'fr-FR', swrFallback });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(screen.getByRole('dialog', { name: 'Menu' })).queryByRole('link', { name: 'Favoris' })).toBeNull();
    unmount();
    renderWithProviders(<Burger />, { locale: 'fr-BE', swrFallback, flags: { customerAccount: true } });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(screen.getByRole('dialog', { name: 'Menu' })).queryByRole('link', { name: 'Favoris' })).toBeNull();
  });

  it("offers the six points of sale in the mobile app's web view ('wed-mobile'), each switching country through the app's bridge", async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) wed-mobile/5.2');
    const postMessage = jest.fn();
    Object.assign(window, { ReactNativeWebView: { postMessage } });
    const user = userEvent.setup();
    renderWithProviders(<Burger />, { locale: 'it-IT', swrFallback });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const selector = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Paese e lingua' });
    const buttons = within(selector).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('lang'))).toEqual(['fr-FR', 'es-ES', 'nl-BE', 'fr-BE', 'nl-NL', 'it-IT']);
    expect(within(selector).getByRole('button', { name: 'Italia' })).toHaveAttribute('aria-current', 'true');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(selector).getByRole('button', { name: 'Nederland' }));
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(postMessage.mock.calls[0][0] as string)).toEqual({ type: 'escapade:switch-country', locale: 'nl-NL', url: expect.stringMatching(/^http:\/\/localhost\//) });
    delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });
});
