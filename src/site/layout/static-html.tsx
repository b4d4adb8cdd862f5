import styled from 'styled-components';
import type { SanitizedHtml } from '@/contracts/cms-page';

/** Markup rendered once on the server (src/site/server/render-static.tsx) and its styles. */
export type StaticMarkup = { html: SanitizedHtml; css: string };

/**
 * The markup's frame, carrying its styles as a styled component's own: each rule is scoped under the frame's class
 * (`.frame .cmokBd ul`), which the markup sits in. On the server they join the page's styles in the document's head
 * (with its CSP nonce, or hashed on a page a shared cache keeps); in the browser they are added through the CSSOM like
 * every other styled component's, which no CSP blocks. Not a global style: styled-components keeps only the last
 * instance of a global style in a server render, so a page with two pieces of markup (the home's flow tabs and
 * blocks) lost the first one's styles until its script ran, and its layout shifted.
 */
const Frame = styled.div<{ $css: string }>`
  ${(p) => p.$css}
`;

/**
 * Server-rendered content without client components (docs/home-and-cms.md): its HTML as is and its styles. React keeps
 * the server's markup when it hydrates, and draws the same HTML after a client navigation.
 */
export function StaticHtml({ markup }: { markup: StaticMarkup }) {
  return <Frame $css={markup.css} dangerouslySetInnerHTML={{ __html: markup.html }} />;
}
