import type { MessageDescriptor } from 'react-intl';

/** The automatic discount's texts wherever a price shows it (the product page, the recaps, e-mails and invoices). */
export const autoDiscountMessages = {
  /** 'Automatic discount EXTRA10 −10 %' */
  line: { id: 'autoDiscount.line' },
  /** 'Total after discount: 233,10 €' */
  totalAfter: { id: 'autoDiscount.totalAfter' },
} satisfies Record<string, MessageDescriptor>;
