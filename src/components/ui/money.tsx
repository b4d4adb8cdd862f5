import { useIntl } from 'react-intl';
import { formatMoney } from '@/lib/money';

/** An amount in integer cents in the visitor's locale ('1 234,50 €', '€ 1.234,50'), whole euros without decimals: a thin shell over `formatMoney`. */
export const Money = ({ cents }: { cents: number }) => <>{formatMoney(cents, useIntl().locale)}</>;
