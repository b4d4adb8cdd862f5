import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import { theme } from '@/styles/theme';

/** Loading: skeleton cards in the results grid. */
export function SkeletonCards({ count = 6 }: { count?: number }) {
  return (
    <SkeletonRegion>
      <Grid>
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} variant="card" lines={3} />
        ))}
      </Grid>
    </SkeletonRegion>
  );
}

export function SearchError() {
  return (
    <Notice role="alert">
      <FormattedMessage id="search.error" />
    </Notice>
  );
}

/** No exact and no fallback results: the notice of §8 ('No activity found for this search' in the activity flow) and 'Remove all filters'. */
export function NoResults({ activity = false, onRemoveFilters }: { activity?: boolean; onRemoveFilters: () => void }) {
  return (
    <Notice role="status">
      <p>{activity ? <FormattedMessage id="search.noActivities" /> : <FormattedMessage id="search.noResults" />}</p>
      <Button variant="secondary" onClick={onRemoveFilters}>
        <FormattedMessage id="search.removeAllFilters" />
      </Button>
    </Notice>
  );
}

/** No exact result because of the party, while the usual party would find offers: say so and offer to search for it. */
export function PartyReset({ adults, count, onReset }: { adults: number; count: number; onReset: () => void }) {
  return (
    <Notice role="status" data-testid="party-reset">
      <p>
        <FormattedMessage id="search.party.emptied" values={{ adults, count }} />
      </p>
      <Button variant="primary" onClick={onReset}>
        <FormattedMessage id="search.party.reset" values={{ adults }} />
      </Button>
    </Notice>
  );
}

export const Grid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
  margin: ${theme.space.lg} 0;
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  p {
    margin: 0;
  }
`;
