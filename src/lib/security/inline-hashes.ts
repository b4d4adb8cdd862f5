import { createHash } from 'node:crypto';
import { isValidElement, type ReactNode } from 'react';

/** A CSP hash source for an inline script or style element's text (without the quotes). */
export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Script types the browser does not run (data blocks): CSP does not apply to them, they need no hash. */
const DATA_SCRIPT_TYPE = /^(application\/(ld\+)?json|text\/template)$/i;
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The hashes of the inline scripts an HTML fragment runs (scripts with a `src` or a data type are left out). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT_TAG)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (type && DATA_SCRIPT_TYPE.test(type)) continue;
    hashes.push(sha256Source(body));
  }
  return hashes;
}

type Tag = 'script' | 'style';

/** The hashes of the inline `<script>` or `<style>` elements of a React tree (the document's head and styles). */
export function elementHashes(node: ReactNode, tag: Tag): string[] {
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => elementHashes(child, tag));
  if (!isValidElement<{ children?: ReactNode; src?: string; type?: string; dangerouslySetInnerHTML?: { __html?: unknown } }>(node)) return [];
  const { props } = node;
  if (node.type !== tag) return elementHashes(props.children, tag);
  if (tag === 'script' && (props.src || (props.type && DATA_SCRIPT_TYPE.test(props.type)))) return [];
  const inner = props.dangerouslySetInnerHTML?.__html;
  const text = typeof inner === 'string' ? inner : typeof props.children === 'string' ? props.children : null;
  return text === null ? [] : [sha256Source(text)];
}

/**
 * Style elements the browser adds after the first paint, by their hashes: the empty tags styled-components and the
 * modals' scroll lock (src/lib/security/cssom-style-singleton.ts) create and fill through the CSSOM (their text stays
 * empty).
 */
export const RUNTIME_STYLE_HASHES: readonly string[] = [sha256Source('')];
