/** Description truncation of §2.1 and search-and-discovery §9: 86 characters on mobile, 250 on desktop. */
export const DESCRIPTION_LIMIT = { mobile: 86, desktop: 250 } as const;

// The cut itself is shared with the activity-only page (src/lib/text/truncate.ts).
export { truncateDescription, type TruncatedText } from '@/lib/text/truncate';
