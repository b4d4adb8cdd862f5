import { FormattedNumber, type IntlShape } from 'react-intl';
import { CURRENCY } from '@/lib/locales';

/** How the site writes money: the locale's currency format, whole euros without decimals. */
const MONEY_FORMAT = { style: 'currency', currency: CURRENCY, trailingZeroDisplay: 'stripIfInteger' } as const;

/** An amount in integer cents, in the visitor's locale ('1 234,50 €', '€ 1.234,50'), whole euros without decimals. */
export const Money = ({ cents }: { cents: number }) => <FormattedNumber value={Math.round(cents) / 100} {...MONEY_FORMAT} />;

/** The same, as text: for attributes and `intl.formatMessage` arguments. */
export const formatMoney = (intl: IntlShape, cents: number): string => intl.formatNumber(Math.round(cents) / 100, MONEY_FORMAT);
