import type { HTMLAttributes } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Money } from '@/components/ui/money';
import type { Settlement } from '@/contracts/booking-modification';

const m = defineMessages<string, MessageDescriptor, Record<string, MessageDescriptor>>({
  more: { id: 'bookingLookup.modify.more' },
  less: { id: 'bookingLookup.modify.less' },
  same: { id: 'bookingLookup.modify.same' },
  settledMore: { id: 'bookingLookup.modify.settled.more' },
  settledLess: { id: 'bookingLookup.modify.settled.less' },
  settledRefund: { id: 'bookingLookup.modify.settled.refund' },
  settledTransfer: { id: 'bookingLookup.modify.settled.transfer' },
  settledNone: { id: 'bookingLookup.modify.settled.none' },
  settledCodesLess: { id: 'bookingLookup.modify.settled.giftCodes.less' },
  settledCodesMore: { id: 'bookingLookup.modify.settled.giftCodes.more' },
});

/** A modification's difference: '41 € more', '49 € less' or 'Same price' (My booking's options, its dialog, its history). */
export function Difference({ cents, ...rest }: { cents: number } & HTMLAttributes<HTMLElement>) {
  return (
    <strong {...rest}>
      {cents === 0 ? <FormattedMessage {...m.same} /> : <FormattedMessage {...(cents > 0 ? m.more : m.less)} values={{ amount: <Money cents={Math.abs(cents)} /> }} />}
    </strong>
  );
}

/**
 * How the server settled a modification's difference (the answer to a modification, a line of the history). `transfer`
 * words the awaited bank transfer's case when the place needs its own text.
 */
export function Settled({ change, transfer = m.settledTransfer }: { change: { settlement: Settlement; difference: number; settledAmount: number }; transfer?: MessageDescriptor }) {
  const amount = <Money cents={change.settledAmount} />;
  switch (change.settlement) {
    case 'atHotel':
      return <FormattedMessage {...(change.difference > 0 ? m.settledMore : m.settledLess)} values={{ amount }} />;
    case 'refund':
      return <FormattedMessage {...m.settledRefund} values={{ amount }} />;
    case 'bankTransfer':
      return <FormattedMessage {...transfer} values={{ amount }} />;
    case 'giftCodes':
      return <FormattedMessage {...(change.difference > 0 ? m.settledCodesMore : m.settledCodesLess)} values={{ amount }} />;
    default:
      return <FormattedMessage {...m.settledNone} />;
  }
}
