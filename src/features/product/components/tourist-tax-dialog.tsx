import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import type { LocalTaxInfo } from '@/contracts/quote';
import { productMessages as m } from './product-messages';
import { formatMoney } from '@/lib/money';

/**
 * The 'Touristic Tax' modal (§2.1) beside the price: what the town charges (per adult and night, or a share of the
 * stay), whether it is paid at the hotel or in the price, and the amount for the visitor's stay when dated.
 * 'I understood' closes it.
 */
export function TouristTaxDialog({ tax }: { tax: LocalTaxInfo }) {
  const intl = useIntl();
  return (
    <Dialog
      title={intl.formatMessage(m.touristTaxTitle)}
      trigger={
        <Button variant="ghost" data-testid="tourist-tax-trigger">
          {intl.formatMessage(m.touristTaxOpen)}
        </Button>
      }
      footer={
        <DialogClose asChild>
          <Button>{intl.formatMessage(m.touristTaxUnderstood)}</Button>
        </DialogClose>
      }
    >
      <p>
        {tax.type === 'PER_PERSON_PER_NIGHT'
          ? intl.formatMessage(m.touristTaxPerPerson, { amount: formatMoney(tax.amount ?? 0, intl.locale) })
          : intl.formatMessage(m.touristTaxPercentage, { percent: tax.percentage ?? 0 })}
      </p>
      <p>{intl.formatMessage(tax.toBePaidAtHotel ? m.touristTaxAtHotel : m.touristTaxInPrice)}</p>
      {tax.totalAmount !== null && <p>{intl.formatMessage(m.touristTaxForStay, { amount: formatMoney(tax.totalAmount, intl.locale) })}</p>}
    </Dialog>
  );
}
