import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The gift card or voucher code's texts, shared by its disclosure, its field (loaded on opening) and the recap rows. */
export const giftCodeMessages = defineMessages<string, MessageDescriptor, Record<string, MessageDescriptor>>({
  open: { id: 'checkout.giftCode.open' },
  label: { id: 'checkout.giftCode.label' },
  apply: { id: 'checkout.giftCode.apply' },
  applying: { id: 'checkout.giftCode.applying' },
  line: { id: 'checkout.giftCode.line' },
  minus: { id: 'checkout.giftCode.minus' },
  balance: { id: 'checkout.giftCode.balance' },
  remove: { id: 'checkout.giftCode.remove' },
  remaining: { id: 'checkout.giftCode.remaining' },
  restBy: { id: 'checkout.giftCode.restBy' },
  required: { id: 'checkout.error.required' },
  unknown: { id: 'giftCode.error.unknown' },
  used: { id: 'giftCode.error.used' },
  expired: { id: 'giftCode.error.expired' },
  notValidHere: { id: 'giftCode.error.notValidHere' },
  rateLimited: { id: 'beneficiary.rateLimited' },
});
