import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import DraftModeBar from '../draft-mode-bar';

describe('draft mode notice (§4)', () => {
  it('says unpublished content shows, offers to leave, and reloads the content when the window gets the focus back', () => {
    const replace = jest.fn<(url: string, as?: unknown, options?: unknown) => Promise<boolean>>(() => Promise.resolve(true));
    renderWithProviders(<DraftModeBar exitHref="/api/preview?exit=1&path=%2F" />, { router: { replace, asPath: '/?flow=gifting' } });
    expect(screen.getByRole('status')).toHaveTextContent('Aperçu : vous voyez le contenu non publié');
    expect(screen.getByRole('link', { name: "Quitter l'aperçu" })).toHaveAttribute('href', '/api/preview?exit=1&path=%2F');
    expect(replace).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(replace).toHaveBeenCalledWith('/?flow=gifting', undefined, { scroll: false });
  });
});
