import useSWR from 'swr';
import type { OfferCard } from '@/contracts/offers';
import { fetchOffers, offersUrl } from './offers';
import type { FallbackBlock } from '../model';

/** Every fallback block at once (3 offers each); a failing block gives null and renders nothing (§8). */
async function fetchBlocks(urls: string[]): Promise<(OfferCard[] | null)[]> {
  const answers = await Promise.allSettled(urls.map((url) => fetchOffers(url)));
  return answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.exactMatch : null));
}

export function useFallbackOffers(apiBase: string, blocks: FallbackBlock[] | null): { blocks: (OfferCard[] | null)[] | undefined; isLoading: boolean } {
  const urls = blocks && blocks.length > 0 ? blocks.map((block) => offersUrl(apiBase, block.criteria)) : null;
  const { data, isLoading } = useSWR(urls ? ['fallbacks', ...urls] : null, ([, ...keys]: string[]) => fetchBlocks(keys), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return { blocks: blocks && blocks.length === 0 ? [] : data, isLoading };
}
