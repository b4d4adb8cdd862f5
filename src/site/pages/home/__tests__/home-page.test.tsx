import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type ProviderOptions } from '@/testing/render-with-providers';
import { preloadSearchBox } from '@/site/search-box';
import type { HomePageProps } from '../get-page-props';
import { homeFlow } from '../home-flow';
import HomePage from '../home-page';

// The calendar's grid is loaded with next/dynamic when it first opens.
configure({ asyncUtilTimeout: 4000 });

const THEMES = [
  { id: 22, name: 'Culture & patrimoine' },
  { id: 26, name: 'Bien-être' },
  { id: 23, name: 'Romantique' },
  { id: 19, name: 'Gastronomie' },
  { id: 39, name: 'En famille' },
];

function setup(options: ProviderOptions = {}, props: Partial<HomePageProps> = {}) {
  const user = userEvent.setup({ delay: null });
  const push = jest.fn<(url: string) => Promise<boolean>>(() => Promise.resolve(true));
  const replace = jest.fn<(url: string) => Promise<boolean>>(() => Promise.resolve(true));
  renderWithProviders(<HomePage themes={THEMES} {...props} />, { router: { push, replace }, ...options });
  const form = screen.getByRole('search', { name: /^Rechercher un/ });
  const searchedUrls = () => push.mock.calls.map(([url]) => url);
  const replacedUrls = () => replace.mock.calls.map(([url]) => url);
  return { user, form, searchedUrls, replacedUrls, submit: () => user.click(within(form).getByRole('button', { name: 'Rechercher' })) };
}

// These tests use the real box: once its code is loaded, a page rendered in the browser shows it at once (the facade,
// drawn before first use, has its own tests in src/site/__tests__/search-box-facade.test.tsx).
beforeAll(() => preloadSearchBox());

beforeEach(() => {
  window.location.hash = '';
  window.sessionStorage.clear();
  window.fetch = jest.fn<typeof fetch>(() => Promise.resolve({ ok: true, status: 204, json: () => Promise.resolve([]) } as Response));
});

describe('Home page search box', () => {
  it('keeps the hero texts and offers Stays and Gifts, Activities only with the activity-only search', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const flows = screen.getByRole('radiogroup', { name: /^Que cherchez-vous/ });
    expect(within(flows).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Séjours', 'Cadeaux']);
    expect(within(flows).getByRole('radio', { name: 'Séjours' })).toBeChecked();
  });

  it('shows Activities with the flag, switching to participants and no theme', async () => {
    const { user, form } = setup({ flags: { activityOnlySearch: true } });
    await user.click(screen.getByRole('radio', { name: 'Activités' }));
    expect(screen.getByRole('heading', { name: 'Trouvez une activité pour la journée' })).toBeInTheDocument();
    expect(within(form).getByRole('spinbutton', { name: 'Participants' })).toHaveValue('2');
    expect(within(form).queryByRole('button', { name: /^Thématique/ })).not.toBeInTheDocument();
  });

  it('switching to Gifts drops the dates and fixes the guests at two adults, and writes the flow to the address', async () => {
    const { user, form, replacedUrls, submit, searchedUrls } = setup();
    await user.click(screen.getByRole('radio', { name: 'Cadeaux' }));
    expect(replacedUrls()).toEqual(['/?flow=gifting']);
    expect(screen.getByRole('heading', { name: 'Offrez un séjour cadeau' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: /^Dates/ })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /^Voyageurs/ })).toBeDisabled();
    await submit();
    expect(searchedUrls()).toEqual(['/recherche?flow=gifting']);
    await user.click(screen.getByRole('radio', { name: 'Séjours' }));
    expect(replacedUrls()).toEqual(['/?flow=gifting', '/']);
  });

  it('opens in the flow of the address', () => {
    setup({}, { flow: 'gifting' });
    expect(screen.getByRole('radio', { name: 'Cadeaux' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Offrez un séjour cadeau' })).toBeInTheDocument();
  });

  it.each([
    ['gifting', false, 'gifting'],
    ['activity', true, 'activity'],
    ['activity', false, 'booking'],
    [['gifting', 'x'], false, 'gifting'],
    ['hotel', false, 'booking'],
    [undefined, false, 'booking'],
  ] as const)('reads ?flow=%s (activity-only search %s) as %s', (value, activityOnlySearch, expected) => {
    expect(homeFlow(value as string | string[] | undefined, { activityOnlySearch })).toBe(expected);
  });

  it('opens the results page with the flow in the query and the criteria, theme included, in the hash', async () => {
    const { user, form, submit, searchedUrls } = setup();
    await user.click(within(form).getByRole('button', { name: /^Thématique/ }));
    await user.click(screen.getByRole('radio', { name: 'Bien-être' }));
    expect(within(form).getByRole('button', { name: /^Thématique/ })).toHaveTextContent('Bien-être');
    await submit();
    expect(searchedUrls()).toEqual(['/recherche#theme=26']);
  });

  it('keeps Wellness, Romantic, Gastronomy, Family and all themes under the reduced-thematics experiment', async () => {
    const { user, form } = setup({ flags: { reducedThematics: true } });
    await user.click(within(form).getByRole('button', { name: /^Thématique/ }));
    const themes = within(screen.getByRole('radiogroup', { name: 'Choisissez une thématique' })).getAllByRole('radio');
    expect(themes.map((radio) => radio.closest('label')?.textContent)).toEqual(['Toutes les thématiques', 'Bien-être', 'Romantique', 'Gastronomie', 'En famille']);
  });

  it("refuses a search without dates and opens the calendar under 'datesForced'", async () => {
    const { submit, searchedUrls } = setup({ flags: { enforcedDates: 'forced' } });
    await submit();
    expect(await screen.findByRole('dialog', { name: 'Choisissez vos dates' })).toBeInTheDocument();
    expect(searchedUrls()).toEqual([]);
  });

  it("opens the calendar once under 'datesSuggested', then searches without dates", async () => {
    const { user, submit, searchedUrls } = setup({ flags: { enforcedDates: 'suggested' } });
    await submit();
    await screen.findAllByRole('table', { name: /\d{4}$/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(searchedUrls()).toEqual([]);
    await submit();
    expect(searchedUrls()).toEqual(['/recherche']);
  });

  describe('on a phone', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it("opens the compact summary as 'I am looking for a weekend', or 'I am searching for a gift' when gifting", async () => {
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<HomePage themes={THEMES} />);
      const [summary] = screen.getAllByRole('button', { name: /Modifier/ });
      expect(summary).toHaveTextContent(/2 voyageurs/);
      await user.click(summary);
      const dialog = screen.getByRole('dialog', { name: 'Je cherche un week-end' });
      expect(within(dialog).getByRole('search', { name: 'Rechercher un séjour' })).toBeInTheDocument();
      expect(within(dialog).getByRole('combobox', { name: 'Destination' })).toBeInTheDocument();
      await user.keyboard('{Escape}');

      await user.click(screen.getByRole('radio', { name: 'Cadeaux' }));
      await user.click(screen.getAllByRole('button', { name: /Modifier/ })[0]);
      expect(screen.getByRole('dialog', { name: 'Je cherche un cadeau' })).toBeInTheDocument();
    });

    it('shows the sticky summary once scrolled past 250 px with the summary bar out of view', () => {
      let report: IntersectionObserverCallback = () => {};
      const originalObserver = window.IntersectionObserver;
      window.IntersectionObserver = class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
      try {
        renderWithProviders(<HomePage themes={THEMES} />);
        expect(screen.getAllByRole('button', { name: /Modifier/ })).toHaveLength(1);
        act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
        expect(screen.getAllByRole('button', { name: /Modifier/ })).toHaveLength(1);
        act(() => {
          window.scrollY = 300;
          window.dispatchEvent(new Event('scroll'));
        });
        expect(screen.getAllByRole('button', { name: /Modifier/ })).toHaveLength(2);
      } finally {
        window.IntersectionObserver = originalObserver;
        window.scrollY = 0;
      }
    });
  });
});
