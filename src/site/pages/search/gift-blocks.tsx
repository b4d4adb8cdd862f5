import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NearViewport } from '@/components/ui/near-viewport';
import { ServerIsland } from '@/components/ui/server-island';
import type { ResultsBlockKind } from '@/features/gift-boxes/components/results-blocks';
import type { ResultsGiftBlocks } from '@/features/gift-boxes/model/results-blocks';
import { TargetedBannerSlot } from '@/features/promotions/components/targeted-banner';

type BlocksModule = typeof import('@/features/gift-boxes/components/results-blocks');

/**
 * The blocks' code, on the server only: the condition is settled when each bundle is built, so the browser bundle
 * never holds the module (the results page is over its first-load budget already; the blocks add nothing to it).
 */
const serverBlocks: BlocksModule | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch, dropped from the browser bundle
  typeof window === 'undefined' ? (require('@/features/gift-boxes/components/results-blocks') as BlocksModule) : null;

/** After a client navigation to the results (no server HTML to keep), the same blocks load as their place nears the screen. */
const LazyBlock = dynamic(() => import('@/features/gift-boxes/components/results-blocks').then((m) => m.ResultsBlock), { ssr: false });

/**
 * Which gift block each inline slot of the results shows (search-and-discovery §2: after card 3 and after card 9):
 * in the gifting flow the box block then the gift card block; in the other flows the gift block (boxes, gift stays,
 * gift card, activities) then the targeted banner of the search's theme. Null: the results' own default.
 */
export function resultsBlockKind(slot: 'first' | 'second', flow: string, blocks: ResultsGiftBlocks | null): ResultsBlockKind | 'banner' | null {
  if (slot === 'second') return flow === 'gifting' ? 'giftCard' : 'banner';
  if (!blocks) return null;
  if (flow === 'gifting') return blocks.boxes ? 'box' : null;
  return blocks.gift ? 'gift' : null;
}

/** A block kept as the server wrote it (ServerIsland), spanning the results grid. */
function IslandBlock({ kind, blocks, locale }: { kind: ResultsBlockKind; blocks: ResultsGiftBlocks; locale: string }) {
  const Block = serverBlocks?.ResultsBlock;
  return (
    <Slot
      id={`results-${kind}-block-${locale}`}
      render={Block ? () => <Block kind={kind} blocks={blocks} /> : null}
      fallback={
        <NearViewport>
          <LazyBlock kind={kind} blocks={blocks} />
        </NearViewport>
      }
    />
  );
}

/** The results' inline-block renderers for the search page (the results call them only outside customer care). */
export function giftBlockRenderers(blocks: ResultsGiftBlocks | null, locale: string) {
  const none: ResultsGiftBlocks = { gift: null, boxes: null };
  return {
    renderGiftBlock: (flow: string): ReactNode | undefined => {
      const kind = resultsBlockKind('first', flow, blocks);
      return kind && kind !== 'banner' ? <IslandBlock kind={kind} blocks={blocks ?? none} locale={locale} /> : undefined;
    },
    renderBanner: (themeId: number | null, flow: string): ReactNode => {
      const kind = resultsBlockKind('second', flow, blocks);
      return kind === 'banner' ? <TargetedBannerSlot page="search" themeId={themeId} /> : kind ? <IslandBlock kind={kind} blocks={blocks ?? none} locale={locale} /> : null;
    },
  };
}

const Slot = styled(ServerIsland)`
  grid-column: 1 / -1;
  min-width: 0;
`;
