import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DemoBanner } from '../demo-banner';
import { PageChrome } from '../page-chrome';

beforeEach(() => {
  global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
});

describe('the demo banner', () => {
  it.each([
    ['fr-FR', 'Démonstration', 'Site de démonstration : les paiements sont simulés'],
    ['nl-BE', 'Demo', 'Demosite: betalingen worden gesimuleerd'],
    ['it-IT', 'Dimostrazione', 'Sito dimostrativo: i pagamenti sono simulati'],
  ] as const)('says in %s that payments are simulated, as a labelled region', (locale, label, text) => {
    renderWithProviders(<DemoBanner />, { locale });
    expect(screen.getByRole('region', { name: label })).toHaveTextContent(text);
  });

  it('is on every page in demo mode, and on none in production', () => {
    const page = (demo: boolean) =>
      renderWithProviders(
        <PageChrome kind="booking">
          <h1>Paiement</h1>
        </PageChrome>,
        { config: { page: 'stayCheckout', demo } },
      );
    const { unmount } = page(true);
    expect(screen.getByRole('region', { name: 'Démonstration' })).toBeInTheDocument();
    unmount();
    page(false);
    expect(screen.queryByRole('region', { name: 'Démonstration' })).not.toBeInTheDocument();
  });
});
