import type { Flow } from '@/contracts/search-criteria';
import type { Flags } from '@/lib/flags';

/** The home page's search flow from `?flow=`: gifting; activity only with the activity-only search; anything else booking. */
export function homeFlow(value: string | string[] | undefined, flags: Pick<Flags, 'activityOnlySearch'>): Flow {
  const flow = Array.isArray(value) ? value[0] : value;
  if (flow === 'gifting') return 'gifting';
  if (flow === 'activity' && flags.activityOnlySearch) return 'activity';
  return 'booking';
}
