import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ResultsBlockKind } from '@/features/gift-boxes/components/results-blocks';
import { TargetedBannerSlot } from '@/features/promotions/components/targeted-banner';
import { StaticHtml, type StaticMarkup } from '@/site/layout/static-html';

/** The results page's gift blocks, rendered once on the server (their markup, not their code, reaches the browser). */
export type ResultsGiftMarkup = { gift: StaticMarkup | null; box: StaticMarkup | null; giftCard: StaticMarkup | null };

/**
 * Which gift block each inline slot of the results shows (search-and-discovery §2: after card 3 and after card 9):
 * in the gifting flow the box block then the gift card block; in the other flows the gift block (boxes, gift stays,
 * gift card, activities) then the targeted banner of the search's theme. Null: the results' own default.
 */
export function resultsBlockKind(slot: 'first' | 'second', flow: string, markup: ResultsGiftMarkup | null): ResultsBlockKind | 'banner' | null {
  if (slot === 'second') return flow !== 'gifting' ? 'banner' : markup?.giftCard ? 'giftCard' : null;
  if (!markup) return null;
  if (flow === 'gifting') return markup.box ? 'box' : null;
  return markup.gift ? 'gift' : null;
}

/**
 * The results' inline-block renderers for the search page (the results call them only outside customer care): the
 * server's markup of the gift blocks, spanning the results grid, and the targeted banner.
 */
export function giftBlockRenderers(markup: ResultsGiftMarkup | null) {
  const block = (kind: ResultsBlockKind | 'banner' | null): ReactNode | undefined => {
    const html = kind && kind !== 'banner' ? markup?.[kind] : null;
    return html ? (
      <Slot data-testid={`results-${kind}-slot`}>
        <StaticHtml markup={html} />
      </Slot>
    ) : undefined;
  };
  return {
    renderGiftBlock: (flow: string): ReactNode | undefined => block(resultsBlockKind('first', flow, markup)),
    renderBanner: (themeId: number | null, flow: string): ReactNode => {
      const kind = resultsBlockKind('second', flow, markup);
      return kind === 'banner' ? <TargetedBannerSlot page="search" themeId={themeId} /> : (block(kind) ?? null);
    },
  };
}

const Slot = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;
