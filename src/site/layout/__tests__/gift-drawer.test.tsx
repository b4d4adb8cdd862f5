import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { LOCALES, type Locale } from '@/lib/locales';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GiftDrawer } from '../gift-drawer';

const BOXES: Record<Locale, string> = { 'fr-FR': '/coffrets-cadeaux', 'fr-BE': '/coffrets-cadeaux', 'es-ES': '/cajas-regalo', 'nl-BE': '/cadeauboxen', 'nl-NL': '/cadeauboxen', 'it-IT': '/cofanetti-regalo' };

describe('the header gift drawer (§2.11)', () => {
  it.each(LOCALES)('opens the four ways to give in %s', async (locale) => {
    renderWithProviders(<GiftDrawer />, { locale, flags: { activityOnlySearch: true } });
    fireEvent.click(screen.getByTestId('gift-drawer-trigger'));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const hrefs = within(drawer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toHaveLength(4);
    expect(hrefs[0]).toBe(BOXES[locale]);
    expect(hrefs[1]).toMatch(/\?flow=gifting$/);
    expect(hrefs[2]).toBe('/giftcard/customization');
    expect(hrefs[3]).toMatch(/\?flow=activity$/);
  });

  it('leaves activities out while their search is off', async () => {
    renderWithProviders(<GiftDrawer />, { locale: 'fr-FR', flags: { activityOnlySearch: false } });
    fireEvent.click(screen.getByRole('button', { name: 'Cadeaux' }));
    const drawer = await screen.findByRole('dialog', { name: 'Offrir un cadeau' }, { timeout: 5000 });
    expect(within(drawer).getAllByRole('link')).toHaveLength(3);
    expect(within(drawer).queryByRole('link', { name: /Activités/ })).toBeNull();
  });

  it('is hidden in customer-care mode', () => {
    renderWithProviders(<GiftDrawer />, { locale: 'fr-FR', flags: { customerCare: true } });
    expect(screen.queryByTestId('gift-drawer-trigger')).toBeNull();
  });
});

describe('the gift drawer after a link', () => {
  it('closes when a link is followed (the header stays across client navigations)', async () => {
    const { waitFor } = await import('@testing-library/react');
    renderWithProviders(<GiftDrawer />, { locale: 'fr-FR' });
    fireEvent.click(screen.getByTestId('gift-drawer-trigger'));
    const drawer = await screen.findByRole('dialog', { name: 'Offrir un cadeau' }, { timeout: 5000 });
    fireEvent.click(within(drawer).getByRole('link', { name: /Carte cadeau/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
