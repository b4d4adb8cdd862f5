import { FormattedNumber } from 'react-intl';
import { CURRENCY } from '@/lib/locales';

/** An amount in integer cents, in the visitor's locale ('1 234,50 €', '€ 1.234,50'), whole euros without decimals. */
export const Money = ({ cents }: { cents: number }) => (
  <FormattedNumber value={Math.round(cents) / 100} style="currency" currency={CURRENCY} trailingZeroDisplay="stripIfInteger" />
);
