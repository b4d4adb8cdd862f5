import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { AnnouncementBannerResponse } from '@/contracts/announcement-banner';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PageChrome } from '../page-chrome';

const BANNERS: AnnouncementBannerResponse = {
  homePages: [{ id: 1, content: [], html: '<p><strong>Vente flash :</strong> -30 % ce week-end.</p>', colorVariation: 'red', link: { url: 'sort=promo' } }],
  searchPages: [],
  productPages: [],
};
const fallback = { '/api/content/strapiAnnouncementBanner.json?locale=fr_FR': BANNERS };

beforeEach(() => {
  // Other content (promo bars) still loading: the request never answers.
  global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
});

/** The home page's chrome with a content page's options (§2.8), as the catch-all route hands them over. */
const renderHome = (options: { footer?: { showLegal: boolean; showContact: boolean }; announcementBanner?: boolean } = {}) =>
  renderWithProviders(
    <PageChrome {...options}>
      <h1>Accueil</h1>
    </PageChrome>,
    { swrFallback: fallback, config: { page: 'home' } },
  );

describe("the page chrome with a content page's options (§2.8)", () => {
  it('shows the whole footer and the announcement banner of home pages by default', async () => {
    renderHome();
    expect(await screen.findByText('-30 % ce week-end.', { exact: false }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: "Besoin d'aide ?" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Informations légales' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pays et langue' })).toBeInTheDocument();
  });

  it('leaves out the banner, the legal links and the contact part when the content switches them off', async () => {
    renderHome({ footer: { showLegal: false, showContact: false }, announcementBanner: false });
    const countries = await screen.findByRole('navigation', { name: 'Pays et langue' }, { timeout: 10_000 });
    expect(countries).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Informations légales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: "Besoin d'aide ?" })).not.toBeInTheDocument();
    expect(screen.queryByText('-30 % ce week-end.', { exact: false })).not.toBeInTheDocument();
    // Withdrawing consent stays one press away.
    expect(screen.getByRole('button', { name: 'Préférences cookies' })).toBeInTheDocument();
  });
});
