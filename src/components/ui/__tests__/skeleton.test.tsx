import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { lineWidths, Skeleton, SkeletonRegion } from '../skeleton';
import { renderWithProviders } from '@/testing/render-with-providers';
import { axeViolations } from '../testing/axe-violations';

describe('lineWidths', () => {
  it.each([
    [1, ['100%']],
    [2, ['100%', '60%']],
    [3, ['100%', '100%', '60%']],
  ])('%i lines → %j', (lines, widths) => {
    expect(lineWidths(lines)).toEqual(widths);
  });
});

describe('Skeleton', () => {
  it('marks its region busy, announces loading and keeps the blocks out of the accessibility tree', async () => {
    const { container } = renderWithProviders(
      <SkeletonRegion>
        <Skeleton variant="card" />
        <Skeleton lines={3} />
        <Skeleton variant="image" width="50%" />
      </SkeletonRegion>,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement en cours…');
    container.querySelectorAll('[aria-hidden="true"]').forEach((block) => expect(block.textContent).toBe(''));
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    expect(await axeViolations()).toEqual([]);
  });

  it('says loading in the visitor’s language', () => {
    renderWithProviders(
      <SkeletonRegion>
        <Skeleton />
      </SkeletonRegion>,
      { locale: 'nl-NL' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden…');
  });
});
