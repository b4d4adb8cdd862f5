import Link from 'next/link';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { OfferCard as Offer } from '@/contracts/offers';
import type { Flow } from '@/contracts/search-criteria';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';
import { fallbackSearchState } from '../model/fallback-search-state';
import type { FallbackBlock, SearchStay } from '../model';
import type { SearchState } from '@/shared/search-address';
import { analyticsItem, OfferCard, type CardView } from './offer-card';
import { Grid } from './result-states';
import { theme } from '@/styles/theme';

export type FallbackBlocksProps = {
  plan: FallbackBlock[];
  /** Offers of each block after removing hotels already shown; null for a failed block. */
  offers: (Offer[] | null)[];
  state: SearchState;
  flow: Flow;
  view: CardView;
  hasDates: boolean;
  /** the visitor's dates and guests, which the cards' links carry */
  stay?: SearchStay;
  urlOf: (state: SearchState) => string;
  renderCardAction?: (offer: Offer) => ReactNode;
};

const listOf = (block: FallbackBlock) => ({ id: `search_fallback_${block.fallbackKey.value ?? block.order}`, name: 'Search fallback' });

/** One block per widening step that found offers, at most 3 offers each, with a link to the widened search. */
export function FallbackBlocks({ plan, offers, state, flow, view, hasDates, stay, urlOf, renderCardAction }: FallbackBlocksProps) {
  const { track } = useAnalytics();
  useEffect(() => {
    plan.forEach((block, i) => {
      const list = offers[i];
      if (list && list.length > 0) track(analyticsEvents.viewItemList(listOf(block), list.map((offer, index) => analyticsItem(offer, flow, index))));
    });
  }, [plan, offers, flow, track]);
  return (
    <>
      {plan.map((block, i) => {
        const list = offers[i];
        if (!list || list.length === 0) return null;
        const step = block.steps[block.steps.length - 1];
        const headingId = `fallback-${block.order}`;
        return (
          <Block key={block.order} aria-labelledby={headingId}>
            <h2 id={headingId}>
              <FormattedMessage id="search.fallback.title" values={{ step }} />
            </h2>
            <Grid>
              {list.map((offer, index) => (
                <OfferCard
                  key={offer.id}
                  offer={offer}
                  flow={flow}
                  view={view}
                  hasDates={hasDates && !block.steps.includes('removeDates')}
                  index={index}
                  priority={false}
                  list={listOf(block)}
                  stay={stay}
                  action={renderCardAction?.(offer)}
                />
              ))}
            </Grid>
            <SeeMore href={urlOf(fallbackSearchState(state, block))}>
              <FormattedMessage id="search.fallback.seeMore" />
            </SeeMore>
          </Block>
        );
      })}
    </>
  );
}

const Block = styled.section`
  margin: ${theme.space.xl} 0;
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.font.size.lg};
  }
`;

const SeeMore = styled(Link)`
  display: inline-block;
  margin-top: ${theme.space.md};
  color: ${theme.colors.brandDark};
  font-weight: ${theme.font.weight.semibold};
`;
