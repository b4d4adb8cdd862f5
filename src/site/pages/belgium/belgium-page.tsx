import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { LinkButton } from '@/components/ui/button';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';

/** Both languages side by side: the choice must be readable whichever language the visitor speaks. */
export default function BelgiumPage() {
  return (
    <Wrapper>
      <Title>
        <FormattedMessage id="belgium.title" />
      </Title>
      <Choices>
        <LinkButton href={href.home('nl-BE')} locale="nl-BE" hrefLang="nl-BE" lang="nl-BE">
          <FormattedMessage id="belgium.choice.nl" />
        </LinkButton>
        <LinkButton href={href.home('fr-BE')} locale="fr-BE" hrefLang="fr-BE" lang="fr-BE">
          <FormattedMessage id="belgium.choice.fr" />
        </LinkButton>
      </Choices>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: 560px;
  margin: 0 auto;
  padding: ${`${theme.space.xxl} ${theme.space.md}`};
  text-align: center;
`;
const Title = styled.h1`
  font-size: ${theme.font.size.xl};
  margin-bottom: ${theme.space.lg};
  ${theme.media.desktop} { font-size: ${theme.font.size.xxl}; }
`;
const Choices = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  a { min-width: 10rem; }
`;
