import { defineMessages, useIntl } from 'react-intl';
import { HowItWorks as HowItWorksSection } from '@/components/ui/how-it-works';

const STEPS = defineMessages({
  choose: { id: 'giftBoxes.how.choose' },
  receive: { id: 'giftBoxes.how.receive' },
  book: { id: 'giftBoxes.how.book' },
  enjoy: { id: 'giftBoxes.how.enjoy' },
});

/** How a gift box works, from buying to the stay (§2.4 how-it-works list). */
export function HowItWorks() {
  const intl = useIntl();
  return <HowItWorksSection id="box-how" title={intl.formatMessage({ id: 'giftBoxes.how.title' })} steps={Object.values(STEPS).map((step) => intl.formatMessage(step))} />;
}
