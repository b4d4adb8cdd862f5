import type { SearchDetails } from '@/contracts/offers';
import type { Flow } from '@/contracts/search-criteria';

/** Scene of the header picture per flow (the catalog draws pictures from keys, see docs/search-model.md). */
const SCENES: Record<Flow, string> = { booking: 'village', gifting: 'vineyard', hotel: 'city', activity: 'mountain' };

/**
 * The header picture of a results page: the flow's scene, varied by the searched place (or theme), so a
 * destination always gets the same picture and the page without criteria one per flow.
 * headerImageUrl('booking', { location: { id: 12 } }) → '/api/images/village-header-12-0.jpg'.
 */
export function headerImageUrl(flow: Flow, details: Pick<SearchDetails, 'location' | 'theme'> | null | undefined): string {
  const id = details?.location?.id ?? details?.theme?.id ?? 0;
  return `/api/images/${SCENES[flow]}-header-${id}-0.jpg`;
}
