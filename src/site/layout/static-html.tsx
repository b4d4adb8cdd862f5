import { createGlobalStyle } from 'styled-components';
import type { SanitizedHtml } from '@/contracts/cms-page';

/** Markup rendered once on the server (src/site/server/render-static.tsx) and its styles. */
export type StaticMarkup = { html: SanitizedHtml; css: string };

/**
 * The styles of server-rendered markup, handed to styled-components: on the server they join the page's own styles
 * in the document's head (with its CSP nonce, or hashed on a page a shared cache keeps), in the browser they are
 * added through the CSSOM like every other styled component's, which no CSP blocks.
 */
const MarkupStyles = createGlobalStyle<{ $css: string }>`
  ${(p) => p.$css}
`;

/**
 * Server-rendered content without client components (docs/home-and-cms.md): its HTML as is and its styles. React keeps
 * the server's markup when it hydrates, and draws the same HTML after a client navigation.
 */
export function StaticHtml({ markup }: { markup: StaticMarkup }) {
  return (
    <>
      {markup.css && <MarkupStyles $css={markup.css} />}
      <div dangerouslySetInnerHTML={{ __html: markup.html }} />
    </>
  );
}
