/**
 * The style sheet the modals' scroll lock adds to the page as a dialog opens (react-remove-scroll-bar 2.3, under Radix
 * Dialog, with Radix's settings: margin gap mode, `position: relative`, `!important`), for a body without margins
 * (src/styles/global-style.ts) and a scrollbar `gap` pixels wide. Pages under the hash-based CSP allow exactly these
 * texts (src/lib/security/inline-hashes.ts); `__tests__/scroll-lock-styles.test.tsx` opens a real dialog and compares.
 */
export function scrollLockStyles(gap: number): string {
  const important = '!important';
  const margins = `\n    padding-left: 0px;\n    padding-top: 0px;\n    padding-right: 0px;\n    margin-left:0;\n    margin-top:0;\n    margin-right: ${gap}px ${important};\n    `;
  return (
    `\n  .with-scroll-bars-hidden {\n   overflow: hidden ${important};\n   padding-right: ${gap}px ${important};\n  }\n` +
    `  body[data-scroll-locked] {\n    overflow: hidden ${important};\n    overscroll-behavior: contain;\n    position: relative ${important};${margins}\n  }\n  \n` +
    `  .right-scroll-bar-position {\n    right: ${gap}px ${important};\n  }\n  \n` +
    `  .width-before-scroll-bar {\n    margin-right: ${gap}px ${important};\n  }\n  \n` +
    `  .right-scroll-bar-position .right-scroll-bar-position {\n    right: 0 ${important};\n  }\n  \n` +
    `  .width-before-scroll-bar .width-before-scroll-bar {\n    margin-right: 0 ${important};\n  }\n  \n` +
    `  body[data-scroll-locked] {\n    --removed-body-scroll-bar-size: ${gap}px;\n  }\n`
  );
}

/**
 * Scrollbar widths, in CSS pixels, the scroll lock may measure: 0 (phones, overlay scrollbars, a page that does not
 * scroll) up to 40 (a 17 px scrollbar at 50 % zoom is 34). Wider gaps (zoomed further out) lose only the lock's
 * style (a CSP report, the page still scrolls under the dialog).
 */
export const SCROLL_LOCK_GAPS = Array.from({ length: 41 }, (_, gap) => gap);
