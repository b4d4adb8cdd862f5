import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { createGlobalStyle } from 'styled-components';
import { theme } from '@/styles/theme';

/** Search §9: a tab brings its section's heading 30 px (phones) or 70 px (desktop) below the top. */
export const SECTION_OFFSET = { mobile: '30px', desktop: '70px' } as const;
/** Search §9: a section is the current one once 30 % of it is in view. */
export const TAB_OBSERVER_THRESHOLD = 0.3;

export type HotelSection = { id: string; headingId: string; label: string };

/**
 * The sticky nav of the hotel page (§2.2: About, Offers, Reviews). Each tab scrolls its section's heading into view
 * (the page's scroll padding gives the offset) and moves the focus to it; the tab of the section in view is marked
 * current (an IntersectionObserver at 0.3). Buttons, not `#` links: the hash holds the visitor's stay.
 */
export function HotelTabs({ sections }: { sections: readonly HotelSection[] }) {
  const intl = useIntl();
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const shown = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (shown) setCurrent(shown.target.id);
      },
      { threshold: TAB_OBSERVER_THRESHOLD },
    );
    for (const section of sections) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);
  const go = (headingId: string) => {
    const heading = document.getElementById(headingId);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Tabs aria-label={intl.formatMessage({ id: 'hotel.tabs.label' })} data-testid="hotel-tabs">
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
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.header};
  margin-top: ${theme.space.md};
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
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
