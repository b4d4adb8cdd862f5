/**
 * Draft mode of the content service (product-and-purchase §4 'Home: draft mode'; docs/home-and-cms.md): which stored
 * version of a page a visitor sees, and how such an answer may be cached.
 */
export type CmsVersion = { status: 'published' | 'draft' };

/**
 * Outside draft mode only the published version; in draft mode the draft when there is one (an editor is previewing
 * it), else the published version. Null: nothing to show (a page never published is not found outside draft mode).
 */
export function pickVersion<T extends CmsVersion>(rows: readonly T[], draftMode: boolean): T | null {
  const published = rows.find((row) => row.status === 'published') ?? null;
  if (!draftMode) return published;
  return rows.find((row) => row.status === 'draft') ?? published;
}

/** A page rendered in draft mode is the editor's alone: never stored by a browser's or a proxy's cache. */
export const DRAFT_CACHE_CONTROL = 'private, no-store';

/** The preview link's secret, compared in constant time; a missing configuration or secret never matches. */
export function previewSecretMatches(configured: string | undefined, given: unknown): boolean {
  if (!configured || typeof given !== 'string' || given.length !== configured.length) return false;
  let diff = 0;
  for (let i = 0; i < configured.length; i++) diff |= configured.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}

/** Where the preview link may send the editor: a site path of ours (`/`, `/es-ES/ofertas/x`), never another host. */
export function previewTarget(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || path.length > 500) return '/';
  return /^[\w\-./?=&%#~+]*$/.test(path) ? path : '/';
}
