import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ChatButton } from '@/features/contact/components/chat-button';
import { ContactThankYou, HelpBanner, PopularQuestions, QuickActions } from '@/features/contact/components/contact-sections';
import { LeaveMessage } from '@/features/contact/components/leave-message';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import type { ContactPageProps } from './get-page-props';

/**
 * Contact (product-and-purchase §2.10): the help banner and its FAQ link, the quick actions to My booking, how and
 * when customer care answers (phone; the chat where enabled; a message, whose form opens in a modal), then the
 * five popular questions. Back from a sent message, the success notice comes first.
 */
export default function ContactPage({ thankYou, chatUrl }: ContactPageProps) {
  return (
    <Wrapper>
      <h1>
        <FormattedMessage id="contact.title" />
      </h1>
      {thankYou && <ContactThankYou />}
      <p>
        <FormattedMessage id="contact.intro" />
      </p>
      <HelpBanner />
      <QuickActions />
      <Cards>
        <li>
          <h2>
            <FormattedMessage id="contact.phone.title" />
          </h2>
          <p>
            <FormattedMessage id="contact.phone.hours" values={{ br: <br /> }} />
          </p>
        </li>
        {chatUrl && (
          <li>
            <h2>
              <FormattedMessage id="contact.chat.title" />
            </h2>
            <p>
              <FormattedMessage id="contact.chat.hours" />
            </p>
            <ChatButton url={chatUrl} />
          </li>
        )}
        <li>
          <h2>
            <FormattedMessage id="contact.message.title" />
          </h2>
          <p>
            <FormattedMessage id="contact.message.promise" />
          </p>
          <LeaveMessage />
        </li>
      </Cards>
      <PopularQuestions />
    </Wrapper>
  );
}

const Wrapper = styled.section`
  ${pageColumn}
  padding: ${`${theme.space.xl} ${theme.space.md}`};
  display: grid;
  gap: ${theme.space.lg};
  h1 {
    margin: 0;
  }
  h2 {
    font-size: ${theme.font.size.lg};
    margin: 0 0 ${theme.space.sm};
  }
  & > p {
    margin: 0;
  }
`;
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  ${theme.media.desktop} {
    grid-auto-flow: column;
    grid-auto-columns: 1fr;
  }
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space.sm};
    padding: ${theme.space.lg};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
  p {
    margin: 0;
  }
`;
