import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { CmsAnchor } from '@/features/cms/components/cms-link';
import { IdeasSectionView } from '@/features/cms/components/ideas-sections';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import type { WeekendIdeasProps } from './get-page-props';

/** Weekend ideas (§2.9): title, intro, sections of idea cards with 'See more', and the regions' links. */
export default function WeekendIdeasPage({ page = null, error = false }: Partial<WeekendIdeasProps>) {
  const { locale } = useAppConfig();
  return (
    <>
      <Heading>
        <h1>{page ? page.title : <FormattedMessage id="cms.ideas.title" />}</h1>
        {page?.intro && <p>{page.intro}</p>}
      </Heading>
      {error || !page ? (
        <Error role="alert">
          <FormattedMessage id="cms.ideas.error" />
        </Error>
      ) : (
        <>
          {page.sections.map((section, index) => (
            <IdeasSectionView key={section.title} section={section} locale={locale} index={index} />
          ))}
          {page.regions.length > 0 && (
            <Regions aria-labelledby="ideas-regions">
              <h2 id="ideas-regions">
                <FormattedMessage id="cms.ideas.regions" />
              </h2>
              <ul>
                {page.regions.map((region) => (
                  <li key={region.label}>
                    <CmsAnchor locale={locale} url={region.url}>
                      {region.label}
                    </CmsAnchor>
                  </li>
                ))}
              </ul>
            </Regions>
          )}
        </>
      )}
    </>
  );
}

const Heading = styled.div`
  ${pageColumn}
  padding: ${`${theme.space.xl} ${theme.space.md} 0`};
  h1 {
    margin: 0;
    font-size: ${theme.font.size.xxl};
  }
  p {
    margin: ${theme.space.sm} 0 0;
    color: ${theme.colors.textMuted};
    max-width: 48em;
  }
`;
const Error = styled.p`
  ${pageColumn}
  margin: ${theme.space.xl} auto;
  padding: ${`0 ${theme.space.md}`};
  color: ${theme.colors.danger};
  font-weight: ${theme.font.weight.semibold};
`;
const Regions = styled.section`
  ${pageColumn}
  padding: ${`${theme.space.lg} ${theme.space.md} ${theme.space.xl}`};
  h2 {
    font-size: ${theme.font.size.xl};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${`0 ${theme.space.md}`};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    color: ${theme.colors.brand};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
