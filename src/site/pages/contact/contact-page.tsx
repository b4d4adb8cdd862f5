import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** Contact: how and when customer service answers (the message form comes with its issue). */
export default function ContactPage() {
  return (
    <Wrapper>
      <h1>
        <FormattedMessage id="contact.title" />
      </h1>
      <p>
        <FormattedMessage id="contact.intro" />
      </p>
      <Cards>
        <li>
          <h2>
            <FormattedMessage id="contact.phone.title" />
          </h2>
          <p>
            <FormattedMessage id="contact.phone.hours" values={{ br: <br /> }} />
          </p>
        </li>
        <li>
          <h2>
            <FormattedMessage id="contact.chat.title" />
          </h2>
          <p>
            <FormattedMessage id="contact.chat.hours" />
          </p>
        </li>
        <li>
          <h2>
            <FormattedMessage id="contact.message.title" />
          </h2>
          <p>
            <FormattedMessage id="contact.message.promise" />
          </p>
        </li>
      </Cards>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${`${theme.space.xl} ${theme.space.md}`};
`;
const Cards = styled.ul`
  list-style: none;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  ${theme.media.desktop} { grid-template-columns: repeat(3, 1fr); }
  li {
    padding: ${theme.space.lg};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
  h2 { font-size: ${theme.font.size.lg}; }
  p { margin: 0; }
`;
