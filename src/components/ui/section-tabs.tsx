import { useEffect, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * Product §2.1 and §9, search §9: a tab brings its section's heading 30 px (phones) or 70 px (desktop, where the bar
 * stays on screen) below the top of the screen.
 */
export const SECTION_OFFSET = { mobile: '30px', desktop: '70px' } as const;
/** Search §9: a section is the current one once 30 % of it is in view. */
export const TAB_OBSERVER_THRESHOLD = 0.3;

/** A section of the page: `id` is the element watched for the current tab, `headingId` the heading a tab goes to. */
export type PageSection = { id: string; headingId: string; label: string };

export type SectionTabsProps = {
  sections: readonly PageSection[];
  /** the bar's accessible name */
  label: string;
  /** `always`: the bar sticks to the top on every screen (hotel page); `desktop`: on desktop only; `none`: it scrolls away (the product page's booking bar takes over) */
  sticky?: 'always' | 'desktop' | 'none';
  /** the bar's element id (a page may watch it) */
  id?: string;
  'data-testid'?: string;
};

/**
 * The tab bar of the hotel and product pages, in the page's order. Each tab scrolls its section's heading into view
 * (the page's scroll padding gives the offset) and moves the focus to it; the tab of the section in view is marked
 * current (an IntersectionObserver at 0.3). Buttons, not `#` links: the address's hash holds the visitor's stay.
 */
export function SectionTabs({ sections, label, sticky = 'always', id, 'data-testid': testId }: SectionTabsProps) {
  const [current, setCurrent] = useState<string | null>(null);
  const watched = sections.map((section) => section.id).join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const shown = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (shown) setCurrent(shown.target.id);
      },
      { threshold: TAB_OBSERVER_THRESHOLD },
    );
    for (const id of watched.split(' ')) {
      const element = id ? document.getElementById(id) : null;
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [watched]);
  const go = (headingId: string) => {
    const heading = document.getElementById(headingId);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Tabs id={id} aria-label={label} data-testid={testId} data-sticky={sticky}>
      <SectionOffset />
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <button type="button" aria-current={current === section.id ? 'true' : undefined} onClick={() => go(section.headingId)}>
              {section.label}
            </button>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}

/** The offsets apply to the tabs' scrolling and to Tab's: nothing focused hides under the sticky bar. */
const SectionOffset = createGlobalStyle`
  html {
    scroll-padding-top: ${SECTION_OFFSET.mobile};
  }
  ${theme.media.desktop} {
    html {
      scroll-padding-top: ${SECTION_OFFSET.desktop};
    }
  }
`;

const Tabs = styled.nav`
  margin-top: ${theme.space.md};
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
  &[data-sticky='always'] {
    position: sticky;
    top: 0;
    z-index: ${theme.zIndex.header};
  }
  ${theme.media.desktop} {
    &[data-sticky='desktop'] {
      position: sticky;
      top: 0;
      z-index: ${theme.zIndex.header};
    }
  }
  ul {
    display: flex;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  button {
    min-height: 44px;
    padding: 0 ${theme.space.md};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    font: inherit;
    font-weight: ${theme.font.weight.semibold};
    color: ${theme.colors.text};
    white-space: nowrap;
    cursor: pointer;
  }
  button:hover,
  button[aria-current='true'] {
    border-bottom-color: ${theme.colors.brand};
  }
`;
