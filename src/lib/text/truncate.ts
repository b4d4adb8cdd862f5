export type TruncatedText = { text: string; truncated: boolean };

/**
 * The text cut at the limit, on a word boundary when one lies in the last fifth of it, with an ellipsis; whole when
 * it fits. truncateDescription('Un séjour au calme', 9) → { text: 'Un séjour…', truncated: true }.
 */
export function truncateDescription(text: string, limit: number): TruncatedText {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  const body = space >= limit * 0.8 ? cut.slice(0, space) : cut;
  return { text: `${body.replace(/[\s,;:.!?-]+$/, '')}…`, truncated: true };
}
