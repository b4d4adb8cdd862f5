import { getNonce } from 'get-nonce';
import { useEffect, type FC } from 'react';

/**
 * `react-style-singleton` as the modals' scroll lock uses it (react-remove-scroll-bar, under Radix Dialog), with the
 * same API, put in its place by next.config.js and jest.config.js. The original writes its CSS as the text of a new
 * `<style>`, which a page's CSP must then allow: by the request's nonce, or, on a cacheable page, by the hash of each
 * text it may write (one per scrollbar width: 41 hashes, two thirds of every cacheable page's headers, issue 31).
 * This one adds an empty `<style>` (allowed as styled-components' own: the nonce, or the empty text's hash) and puts
 * the rules in through the CSSOM, which CSP does not govern: no text to allow, and no CSP report.
 */

/** The top-level rules of a style sheet's text, each with its nested blocks (`@media … { … }`). */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && depth > 0 && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules.filter(Boolean);
}

function addStyleSheet(css: string): HTMLStyleElement {
  const tag = document.createElement('style');
  const nonce = getNonce();
  if (nonce) tag.setAttribute('nonce', nonce);
  document.head.appendChild(tag);
  for (const rule of topLevelRules(css)) {
    try {
      tag.sheet?.insertRule(rule, tag.sheet.cssRules.length);
    } catch {
      // A rule the browser cannot read is dropped, as it would be from the text of a style sheet.
    }
  }
  return tag;
}

/** One style sheet shared by every caller: added by the first `add`, removed by the last `remove`. */
export const stylesheetSingleton = () => {
  let counter = 0;
  let tag: HTMLStyleElement | null = null;
  return {
    add: (style: string) => {
      if (counter === 0 && typeof document !== 'undefined') tag = addStyleSheet(style);
      counter++;
    },
    remove: () => {
      counter--;
      if (counter === 0 && tag) {
        tag.remove();
        tag = null;
      }
    },
  };
};

/** A hook adding the styles while a component is mounted (the first caller's styles win, unless `isDynamic`). */
export const styleHookSingleton = () => {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // The original's dependency: the sheet is rebuilt only when dynamic styles change.
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]); // eslint-disable-line react-hooks/exhaustive-deps -- the original's semantics, kept
  };
};

/** The component form: renders nothing, holds the styles while mounted. */
export const styleSingleton = () => {
  const useStyle = styleHookSingleton();
  const Sheet: FC<{ styles: string; dynamic?: boolean }> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
};
