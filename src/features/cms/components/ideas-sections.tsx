import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { IDEAS_INITIAL_COUNT, type IdeasSection } from '@/contracts/cms-page';
import type { Locale } from '@/lib/locales';
import { theme } from '@/styles/theme';
import { CmsImage } from './cms-image';
import { CmsAnchor } from './cms-link';
import { BlockSection, CardBody, CardGrid, card } from './cms-styles';

/**
 * A section of the weekend ideas page (§2.9): its first IDEAS_INITIAL_COUNT idea cards, then all of them after
 * 'See more' (the button goes away; focus moves to the first card it revealed).
 */
export function IdeasSectionView({ section, locale, index }: { section: IdeasSection; locale: Locale; index: number }) {
  const [all, setAll] = useState(false);
  const shown = all ? section.cards : section.cards.slice(0, IDEAS_INITIAL_COUNT);
  const headingId = `ideas-section-${index}`;
  return (
    <BlockSection aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      <CardGrid $min="220px">
        {shown.map((idea) => (
          <li key={idea.title}>
            <Card locale={locale} url={idea.url}>
              {idea.image && <CmsImage image={{ ...idea.image, alt: '' }} sizes="(min-width: 1024px) 300px, 50vw" />}
              <CardBody>
                <h3>{idea.title}</h3>
                {idea.text && <p>{idea.text}</p>}
              </CardBody>
            </Card>
          </li>
        ))}
      </CardGrid>
      {!all && section.cards.length > IDEAS_INITIAL_COUNT && (
        <More
          type="button"
          onClick={(event) => {
            const list = event.currentTarget.previousElementSibling;
            setAll(true);
            requestAnimationFrame(() => list?.querySelectorAll<HTMLElement>('a')[IDEAS_INITIAL_COUNT]?.focus());
          }}
        >
          <FormattedMessage id="cms.ideas.seeMore" />
        </More>
      )}
    </BlockSection>
  );
}

const Card = styled(CmsAnchor)`
  ${card}
`;
const More = styled.button`
  display: block;
  margin: ${theme.space.md} auto 0;
  min-height: 44px;
  padding: ${`0 ${theme.space.xl}`};
  border: 2px solid ${theme.colors.brand};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.white};
  color: ${theme.colors.brand};
  font: inherit;
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brandLight};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
