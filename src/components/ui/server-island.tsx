import { useState, type ReactNode } from 'react';

/** The HTML of each island the browser has seen, kept for when its place is rendered again (results reloading). */
const seen = new Map<string, string>();

export type ServerIslandProps = {
  /** Unique on the page, and naming what the island holds (its HTML is kept under it). */
  id: string;
  /** Rendered on the server only: pass a function of a module the browser bundle never imports. */
  render: (() => ReactNode) | null;
  /** What the browser renders when there is no server HTML to keep (a client navigation to the page). */
  fallback: ReactNode;
  className?: string;
};

/**
 * A part of a server-rendered page that the browser keeps as the server wrote it, without its code: on the server
 * `render()` writes it; in the browser the same element takes that HTML as it is (hydration leaves it alone) and
 * keeps it if React renders its place again. Links in it are plain links (a full page load). Without server HTML
 * (the page reached by a client navigation), `fallback` renders instead: typically the same component loaded on
 * view. Only for parts with no behaviour of their own (docs/gift-boxes.md, the results page's gift blocks).
 */
export function ServerIsland({ id, render, fallback, className }: ServerIslandProps) {
  if (typeof window === 'undefined')
    return (
      <div id={id} className={className} data-server-island="">
        {render?.()}
      </div>
    );
  return <KeptIsland id={id} fallback={fallback} className={className} />;
}

function KeptIsland({ id, fallback, className }: Omit<ServerIslandProps, 'render'>) {
  const [html] = useState(() => {
    const kept = seen.get(id) ?? document.getElementById(id)?.innerHTML ?? '';
    if (kept) seen.set(id, kept);
    return kept;
  });
  if (!html) return <div id={id} className={className}>{fallback}</div>;
  return <div id={id} className={className} data-server-island="" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
