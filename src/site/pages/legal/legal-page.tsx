import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { LEGAL_TITLES } from '../../layout/legal-messages';
import { LEGAL_BODIES } from './legal-bodies';
import type { LegalPageProps } from './get-page-props';
import { theme } from '@/styles/theme';

export default function LegalPage({ document }: LegalPageProps) {
  return (
    <Article>
      <h1>
        <FormattedMessage {...LEGAL_TITLES[document]} />
      </h1>
      <FormattedMessage {...LEGAL_BODIES[document]} values={{ p: (chunks) => <p>{chunks}</p> }} />
    </Article>
  );
}

const Article = styled.article`
  max-width: 72ch;
  margin: 0 auto;
  padding: ${`${theme.space.xl} ${theme.space.md}`};
`;
