import { FormattedNumber } from 'react-intl';
import { CURRENCY } from '@/lib/locales';

/** An amount in integer cents in the visitor's locale ('129,90 €', '€ 129,90'); whole euros without decimals. */
export const Price = ({ cents }: { cents: number }) => (
  <FormattedNumber value={Math.round(cents) / 100} style="currency" currency={CURRENCY} trailingZeroDisplay="stripIfInteger" />
);
