import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import { renderWithProviders } from '@/testing/render-with-providers';
import { MENU, MENU_URL, THEMES, THEMES_URL } from '../__fixtures__/menu';
import { megaMenuPart, MegaMenuFacade, MobileMenuFacade, mobileMenuPart, ThemesPanelFacade, themesPanelPart } from '../header-nav';
import { MegaMenu } from '../mega-menu';
import { MobileMenu } from '../mobile-menu';
import { ThemesPanel } from '../themes-panel';

const swrFallback = { [MENU_URL]: MENU, [THEMES_URL]: THEMES };

function renderMegaMenu() {
  return renderWithProviders(
    <nav aria-label="Navigation principale">
      <MegaMenu />
      <button type="button">Après</button>
    </nav>,
    { swrFallback },
  );
}

const trigger = () => screen.getByRole('button', { name: 'Inspirations' });

// First in the file: the panels' code is not loaded yet, as on a page's first visit.
describe('header buttons before the panels load', () => {
  it('opens Inspirations on its first tab when ArrowDown was pressed while the code was loading', async () => {
    renderWithProviders(
      <nav aria-label="Navigation principale">
        <MegaMenuFacade />
      </nav>,
      { swrFallback },
    );
    const button = trigger();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => button.focus());
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await act(() => megaMenuPart.load());
    const destinations = await screen.findByRole('button', { name: 'Destinations' });
    await waitFor(() => expect(destinations).toHaveFocus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.setup().keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('opens Our themes on a mouse press made while the code was loading, though the button changes before the release, the button keeping the focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemesPanelFacade />, { swrFallback });
    const facadeButton = screen.getByRole('button', { name: 'Nos thèmes' });
    await user.pointer({ keys: '[MouseLeft>]', target: facadeButton });
    await act(() => themesPanelPart.load());
    // The live button took the facade's place under the pressed mouse: the release's click reaches no button.
    expect(screen.getByRole('button', { name: 'Nos thèmes' })).not.toBe(facadeButton);
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Nos thèmes' }) });
    const section = await screen.findByRole('region', { name: 'Nos thèmes' });
    expect(within(section).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Nos thèmes' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Nos thèmes' })).toHaveFocus();
  });

  it('opens the phone menu drawer on a tap made while the code was loading, and gives the focus back to the burger', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenuFacade />, { swrFallback });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await act(() => mobileMenuPart.load());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByRole('button', { name: 'Destinations' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
  });
});

describe('MegaMenu', () => {
  it('walks four levels by keyboard, resetting deeper levels, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderMegaMenu();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const destinations = screen.getByRole('button', { name: 'Destinations' });
    expect(destinations).toHaveFocus();
    expect(destinations).toHaveAttribute('aria-expanded', 'true');

    // Tabs are a horizontal list: Right moves, Down opens the tab's first level.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Thèmes' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    const france = screen.getByRole('button', { name: 'France' });
    expect(france).toHaveFocus();

    // Right opens the next level and lands on its 'see all' link, then its first node.
    await user.keyboard('{ArrowRight}');
    expect(france).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'France : tout voir' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'France : tout voir' })).toHaveAttribute('href', '/recherche#country=1');
    await user.keyboard('{ArrowDown}');
    const idf = screen.getByRole('button', { name: /^Île-de-France/ });
    expect(idf).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    const paris = screen.getByRole('link', { name: 'Paris 12 hôtels' });
    expect(paris).toHaveFocus();
    expect(paris).toHaveAttribute('href', '/recherche#city=75');

    // End and Home stay inside the list; Left goes back to the level's parent.
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Versailles 3 hôtels' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(idf).toHaveFocus();

    // Choosing another country resets the deeper levels.
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    const spain = screen.getByRole('button', { name: 'Espagne' });
    expect(spain).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(spain).toHaveAttribute('aria-expanded', 'true');
    expect(france).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Paris/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Catalogne' })).toHaveAttribute('aria-expanded', 'false');

    expect(await axeViolations()).toEqual([]);

    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Destinations' })).not.toBeInTheDocument();
  });

  it('switches a level of 15 or more children to columns and shows the theme of the week on the themes tab', async () => {
    const user = userEvent.setup();
    renderMegaMenu();
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'France' }));
    const regions = screen.getByRole('button', { name: /^Bretagne/ }).closest('ul')!;
    expect(within(regions).getAllByRole('listitem')).toHaveLength(16);
    expect(regions).toHaveAttribute('data-layout', 'columns');
    const countries = screen.getByRole('button', { name: 'France' }).closest('ul')!;
    expect(countries).toHaveAttribute('data-layout', 'list');

    await user.click(screen.getByRole('button', { name: 'Thèmes' }));
    expect(screen.getByRole('link', { name: 'Bien-être' })).toHaveAttribute('href', '/recherche#theme=26');
    expect(screen.getByText('Châteaux')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "J'ai envie d'y aller !" })).toHaveAttribute('href', '/recherche#theme=40');
  });

  it('selects on hover, clears everything when the pointer leaves, and closes when a link is chosen', async () => {
    jest.useFakeTimers();
    renderMegaMenu();
    fireEvent.click(trigger());
    const hover = (element: Element) => {
      fireEvent.pointerEnter(element, { pointerType: 'mouse' });
      act(() => jest.advanceTimersByTime(200));
    };
    hover(screen.getByRole('button', { name: 'France' }));
    hover(screen.getByRole('button', { name: /^Île-de-France/ }));
    expect(screen.getByRole('link', { name: /Paris/ })).toBeInTheDocument();
    // Hovering another tab resets the levels below it.
    hover(screen.getByRole('button', { name: 'Idées week-end' }));
    expect(screen.queryByRole('button', { name: 'France' })).not.toBeInTheDocument();
    hover(screen.getByRole('button', { name: 'Destinations' }));
    expect(screen.getByRole('button', { name: 'France' })).toHaveAttribute('aria-expanded', 'false');

    fireEvent.pointerLeave(trigger().parentElement!, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(300));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(trigger());
    hover(screen.getByRole('button', { name: 'Idées week-end' }));
    fireEvent.click(screen.getByRole('link', { name: 'Dernière minute' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    jest.useRealTimers();
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    renderMegaMenu();
    await user.click(trigger());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Destinations' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('button', { name: 'Après' }).focus();
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('ThemesPanel', () => {
  it('opens Our themes with an icon per theme and the weekly suggested theme', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemesPanel />, { swrFallback });
    const button = screen.getByRole('button', { name: 'Nos thèmes' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const section = screen.getByRole('region', { name: 'Nos thèmes' });
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Gastronomie', 'Romantique', 'Bien-être', 'En famille', 'Châteaux']);
    expect(links.map((l) => l.querySelector('svg')?.getAttribute('data-icon'))).toEqual(['cutlery', 'heart', 'lotus', 'family', 'castle']);
    expect(screen.getByText('Le thème de la semaine')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "J'ai envie d'y aller !" })).toHaveAttribute('href', '/recherche#theme=40');
    // Arrow keys move between themes; Escape closes and returns to the button.
    links[0].focus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows only the allowed themes when the caller narrows them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemesPanel pickThemes={(themes) => themes.filter((t) => t.id === 26)} />, { swrFallback });
    await user.click(screen.getByRole('button', { name: 'Nos thèmes' }));
    expect(within(screen.getByRole('region', { name: 'Nos thèmes' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Bien-être']);
  });
});

describe('MobileMenu', () => {
  it('walks the tree level by level in a drawer, goes back, opens the themes and closes on a chosen link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />, { swrFallback });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Destinations' }));
    expect(within(drawer).getByRole('heading', { name: 'Destinations' })).toHaveFocus();
    await user.click(within(drawer).getByRole('button', { name: 'France' }));
    expect(within(drawer).getByRole('link', { name: 'France : tout voir' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: /^Île-de-France/ }));
    expect(within(drawer).getByRole('link', { name: 'Paris 12 hôtels' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(drawer).getByRole('button', { name: 'Retour' }));
    expect(within(drawer).getByRole('button', { name: /^Île-de-France/ })).toHaveFocus();
    await user.click(within(drawer).getByRole('button', { name: 'Retour' }));
    await user.click(within(drawer).getByRole('button', { name: 'Retour' }));
    await user.click(within(drawer).getByRole('button', { name: 'Nos thèmes' }));
    expect(within(drawer).getByRole('link', { name: "J'ai envie d'y aller !" })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Bien-être' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
