import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { AnnouncementBannerResponse } from '@/contracts/announcement-banner';
import type { PromoBarsResponse } from '@/contracts/promo-bars';
import type { TargetedBannerResponse } from '@/contracts/targeted-banner';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AnnouncementBanner } from '../announcement-banner';
import { PromoBar } from '../promo-bar';
import { TargetedBannerSlot } from '../targeted-banner';

const BARS: PromoBarsResponse = {
  items: [
    {
      internalCode: 'spring_sale_fr_FR', campaign: 'spring_sale', category: 'promo_bar', flow: 'booking', pages: ['home', 'search'],
      links: [{ label: "Jusqu'à -30 % sur une sélection de week-ends", url: 'sort=promo', newTab: false, variation: 'default' }],
      ctas: [{ label: "J'en profite", url: 'https://example.com/sale', newTab: true }],
      colorPalette: { background: '#ffd23f', font: 'dark' }, startsAt: null, endsAt: null,
    },
    {
      internalCode: 'second', campaign: 'c', category: 'promo_bar', flow: 'all', pages: ['home'], links: [{ label: 'Second bar', url: 'sort=promo', newTab: false, variation: 'default' }], ctas: [],
      colorPalette: { background: '#000000', font: 'light' }, startsAt: null, endsAt: null,
    },
  ],
};

const BANNERS: AnnouncementBannerResponse = {
  homePages: [{ id: 1, content: [], html: '<p><strong>Vente flash :</strong> -30 % ce week-end.</p>', colorVariation: 'red', link: { url: 'sort=promo' } }],
  searchPages: [],
  productPages: [{ id: 3, content: [], html: '<p>Voir <a href="https://example.com/cgv">les conditions</a></p>', colorVariation: 'blue', link: { url: 'sort=promo' } }],
};

const TARGETED: TargetedBannerResponse = {
  items: [
    {
      id: 7, themeId: 26, title: 'Une parenthèse de douceur', subtitle: 'Spa, massages et nuits au calme', imageUrl: '/api/images/banner-wellness-0-0.jpg', imageMobile: '/api/images/banner-wellness-0-1.jpg',
      imagePosition: 'left', imageAlt: 'Un spa au calme', ctas: [{ label: 'Voir les séjours', url: 'theme=26', newTab: false }], url: 'theme=26', newTab: false, campaign: 'wellness_week', category: 'targeted_banner',
    },
  ],
};

const fallback = {
  '/api/cms/promoBars?locale=fr_FR&page=home&flow=booking': BARS,
  '/api/content/strapiAnnouncementBanner.json?locale=fr_FR': BANNERS,
  '/api/content/targetedBanner.json?locale=fr_FR&page=search&themeId=26': TARGETED,
};

let fetchMock: jest.Mock;
beforeEach(() => {
  // Content still loading: the request never answers.
  fetchMock = jest.fn(() => new Promise(() => {}));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('PromoBar', () => {
  it("shows the page and flow's first bar: its link, its call to action and its colours", async () => {
    renderWithProviders(<PromoBar page="home" flow="booking" />, { swrFallback: fallback });
    const bar = screen.getByRole('complementary', { name: 'Offres du moment' });
    expect(within(bar).getByRole('link', { name: "Jusqu'à -30 % sur une sélection de week-ends" })).toHaveAttribute('href', '/recherche#sort=promo');
    const cta = within(bar).getByRole('link', { name: "J'en profite (s'ouvre dans un nouvel onglet)" });
    expect(cta).toHaveAttribute('href', 'https://example.com/sale');
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
    expect(bar).toHaveStyle({ background: '#ffd23f', color: '#1d1d1b' });
    expect(screen.queryByText('Second bar')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the bars of its page and flow, and shows nothing while they load', () => {
    renderWithProviders(<PromoBar page="search" flow="gifting" />, { locale: 'es-ES' });
    expect(fetchMock).toHaveBeenCalledWith('/api/cms/promoBars?locale=es_ES&page=search&flow=gifting', expect.anything());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is hidden in customer-care mode, without asking', () => {
    renderWithProviders(<PromoBar page="home" flow="booking" />, { swrFallback: fallback, flags: { customerCare: true } });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('AnnouncementBanner', () => {
  it('shows the rich text on its colour variation, the whole banner a link', () => {
    renderWithProviders(<AnnouncementBanner page="home" />, { swrFallback: fallback });
    const banner = screen.getByRole('region', { name: 'Annonce' });
    expect(banner).toHaveAttribute('data-variation', 'red');
    expect(banner).toHaveStyle({ background: '#b42318', color: '#ffffff' });
    const link = within(banner).getByRole('link');
    expect(link).toHaveAttribute('href', '/recherche#sort=promo');
    expect(link).toHaveTextContent('Vente flash : -30 % ce week-end.');
    expect(within(link).getByText('Vente flash :').tagName).toBe('STRONG');
  });

  it('keeps the links of its own text instead of nesting them in a banner link', () => {
    renderWithProviders(<AnnouncementBanner page="product" />, { swrFallback: fallback });
    const links = within(screen.getByRole('region', { name: 'Annonce' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://example.com/cgv']);
  });

  it('shows nothing without content, while loading, or in customer-care mode', () => {
    const { unmount } = renderWithProviders(<AnnouncementBanner page="search" />, { swrFallback: fallback });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<AnnouncementBanner page="home" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    renderWithProviders(<AnnouncementBanner page="home" />, { swrFallback: fallback, flags: { customerCare: true } });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('TargetedBannerSlot', () => {
  it("shows the theme's banner: picture, title linking to its search and its call to action", async () => {
    renderWithProviders(<TargetedBannerSlot themeId={26} />, { swrFallback: fallback });
    const banner = screen.getByRole('region', { name: 'Une parenthèse de douceur' });
    expect(within(banner).getByRole('img', { name: 'Un spa au calme' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Une parenthèse de douceur' })).toHaveAttribute('href', '/recherche#theme=26');
    expect(within(banner).getByRole('link', { name: 'Voir les séjours' })).toHaveAttribute('href', '/recherche#theme=26');
    expect(within(banner).getByText('Spa, massages et nuits au calme')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows nothing past the last banner or in customer-care mode', () => {
    renderWithProviders(<TargetedBannerSlot themeId={26} position={1} />, { swrFallback: fallback });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    renderWithProviders(<TargetedBannerSlot themeId={26} />, { swrFallback: fallback, flags: { customerCare: true } });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
