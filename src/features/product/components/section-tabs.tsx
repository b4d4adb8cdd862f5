import { useIntl } from 'react-intl';
import styled, { createGlobalStyle } from 'styled-components';
import { theme } from '@/styles/theme';
import { productMessages as m } from './product-messages';

/** §2.1: a tab scrolls its section's heading this far below the top of the screen. */
export const SECTION_OFFSET = { mobile: '30px', desktop: '70px' } as const;

export type PageSection = { headingId: string; label: string };

/**
 * The product page's tab bar (§2.1), in the page's order: each tab brings its section's heading to the top (30 px
 * below it on phones, 70 px on desktop, where the bar stays on screen) and moves the focus there. Buttons, not
 * links: the address's hash holds the visitor's stay and must not change.
 */
export function SectionTabs({ sections }: { sections: readonly PageSection[] }) {
  const intl = useIntl();
  const go = (headingId: string) => {
    const heading = document.getElementById(headingId);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Tabs aria-label={intl.formatMessage(m.sectionTabs)} data-testid="section-tabs">
      <SectionOffset />
      <ul>
        {sections.map((section) => (
          <li key={section.headingId}>
            <button type="button" onClick={() => go(section.headingId)}>
              {section.label}
            </button>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}

/** The offsets apply to the tabs' scrolling and to Tab's: nothing focused hides under the desktop's sticky bar. */
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
  button:hover {
    border-bottom-color: ${theme.colors.brand};
  }
  ${theme.media.desktop} {
    position: sticky;
    top: 0;
    z-index: ${theme.zIndex.header};
  }
`;
