/**
 * Failed user actions (search-and-discovery §4 and §8, product-and-purchase §4: the error modal, which reloads the
 * page when closed). A feature whose action failed in a way the visitor cannot fix on the page (a change that could
 * not be kept, a server that did not answer) calls `reportActionFailure()`; the page chrome listens once and opens
 * the error modal (`src/site/layout/action-failure-slot.tsx`). Features never import the site: this is the meeting point.
 */
export type ActionFailure = { action: string; at: number };

const listeners = new Set<(failure: ActionFailure) => void>();

export function reportActionFailure(action: string): void {
  const failure = { action, at: Date.now() };
  if (listeners.size === 0) console.warn(`[action] ${action} failed (no error modal on this page)`);
  for (const listener of [...listeners]) listener(failure);
}

export function onActionFailure(listener: (failure: ActionFailure) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
