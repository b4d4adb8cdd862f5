import { defineMessages, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const STEPS = defineMessages({
  choose: { id: 'giftBoxes.how.choose' },
  receive: { id: 'giftBoxes.how.receive' },
  book: { id: 'giftBoxes.how.book' },
  enjoy: { id: 'giftBoxes.how.enjoy' },
});

/** How a gift box works, from buying to the stay (§2.4 how-it-works list). */
export function HowItWorks() {
  return (
    <section aria-labelledby="box-how-title">
      <h2 id="box-how-title">
        <FormattedMessage id="giftBoxes.how.title" />
      </h2>
      <Steps>
        {Object.values(STEPS).map((step) => (
          <li key={step.id}>
            <FormattedMessage {...step} />
          </li>
        ))}
      </Steps>
    </section>
  );
}

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  display: grid;
  gap: ${theme.space.md};
  ${theme.media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    counter-increment: step;
    display: flex;
    gap: ${theme.space.sm};
    align-items: flex-start;
  }
  li::before {
    content: counter(step);
    flex: 0 0 2rem;
    height: 2rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.brand};
    color: ${theme.colors.white};
    display: grid;
    place-items: center;
    font-weight: ${theme.font.weight.bold};
  }
`;
