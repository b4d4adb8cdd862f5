import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { IdeasSection } from '@/contracts/cms-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import Countdown from '../countdown';
import { IdeasSectionView } from '../ideas-sections';

describe("weekend ideas 'See more'", () => {
  const section: IdeasSection = { title: 'En pareja', cards: Array.from({ length: 6 }, (_, i) => ({ title: `Idea ${i + 1}`, text: '', url: `theme=${20 + i}`, image: null })) };

  it('shows four cards, then all of them, the button gone and the focus on the first new card', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IdeasSectionView section={section} locale="fr-FR" index={0} />);
    const region = screen.getByRole('region', { name: 'En pareja' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(region).getByRole('button', { name: 'Voir plus' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(6);
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(within(region).getByRole('link', { name: 'Idea 5' })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it('has no button when a section has four cards or fewer', () => {
    renderWithProviders(<IdeasSectionView section={{ ...section, cards: section.cards.slice(0, 4) }} locale="fr-FR" index={0} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-12-11T22:59:57.000Z'));
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('ticks each second and stops at zero', () => {
    renderWithProviders(<Countdown startsAt="2026-12-01T00:00:00.000Z" endsAt="2026-12-11T22:59:59.000Z" renderedAt={Date.now()} />);
    const seconds = () => screen.getByTestId('countdown').querySelectorAll('strong')[3].textContent;
    expect(seconds()).toBe('02');
    act(() => jest.advanceTimersByTime(1000));
    expect(seconds()).toBe('01');
    act(() => jest.advanceTimersByTime(1000));
    expect(seconds()).toBe('00');
    expect(screen.getByTestId('countdown')).toHaveAttribute('data-done', 'true');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not show before its start', () => {
    renderWithProviders(<Countdown startsAt="2026-12-12T00:00:00.000Z" endsAt="2026-12-20T00:00:00.000Z" renderedAt={Date.now()} />);
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
  });

  it('is drawn by the server as it was when the page was rendered, then follows the browser clock', () => {
    const renderedAt = Date.parse('2026-12-11T22:58:57.000Z');
    const html = renderToString(
      <IntlProvider locale="fr-FR" messages={{}} onError={() => undefined}>
        <Countdown startsAt="2026-12-01T00:00:00.000Z" endsAt="2026-12-11T22:59:59.000Z" renderedAt={renderedAt} />
      </IntlProvider>,
    );
    expect(html).toContain('data-testid="countdown"');
    expect(html).toMatch(/<strong>01<\/strong>.*<strong>02<\/strong>/);
    renderWithProviders(<Countdown startsAt="2026-12-01T00:00:00.000Z" endsAt="2026-12-11T22:59:59.000Z" renderedAt={renderedAt} />);
    // The browser's clock (2 s before the end) replaces the render time's minute at once.
    expect([...screen.getByTestId('countdown').querySelectorAll('strong')].map((n) => n.textContent)).toEqual(['00', '00', '00', '02']);
  });
});
