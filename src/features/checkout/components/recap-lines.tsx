import { useIntl } from 'react-intl';
import { Money } from '@/components/ui/money';
import type { OrderPaymentMethod } from '@/contracts/checkout';
import type { AppliedGiftCode } from '@/contracts/redemption';
import { checkoutMessages as m } from './checkout-messages';
import { GiftCodeRecapRows } from './gift-code-field';

export type RecapLine = { key: string; label: string; amount: number };

/** The price table of a checkout's recap (stay or gift): its lines, the total taxes included, then the codes paying and what is left. */
export function RecapLines({ lines, total, giftcards, remaining, paidBy }: { lines: readonly RecapLine[]; total: number; giftcards?: readonly AppliedGiftCode[]; remaining?: number; paidBy?: OrderPaymentMethod }) {
  const intl = useIntl();
  return (
    <table className="lines">
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">{line.label}</th>
            <td>
              <Money cents={line.amount} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="total">
          <th scope="row">
            {intl.formatMessage(m.recapTotal)} <small>{intl.formatMessage(m.recapTaxesIncluded)}</small>
          </th>
          <td data-testid="checkout-total">
            <Money cents={total} />
          </td>
        </tr>
        <GiftCodeRecapRows giftcards={giftcards} remaining={remaining} paidBy={paidBy} />
      </tfoot>
    </table>
  );
}
