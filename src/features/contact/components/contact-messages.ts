import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The contact page's and form's texts (ids in locales/*.json, docs/messages.md). */
const messages = defineMessages({
  bannerTitle: { id: 'contact.banner.title' },
  bannerText: { id: 'contact.banner.text' },
  bannerFaq: { id: 'contact.banner.faq' },
  quickTitle: { id: 'contact.quick.title' },
  quickModify: { id: 'contact.quick.modify' },
  quickCancel: { id: 'contact.quick.cancel' },
  quickInvoice: { id: 'contact.quick.invoice' },
  faqTitle: { id: 'contact.faq.title' },
  chatTitle: { id: 'contact.chat.title' },
  chatHours: { id: 'contact.chat.hours' },
  chatButton: { id: 'contact.chat.button' },
  chatClosed: { id: 'contact.chat.closed' },
  chatNewWindow: { id: 'contact.chat.newWindow' },
  messageTitle: { id: 'contact.message.title' },
  messagePromise: { id: 'contact.message.promise' },
  messageButton: { id: 'contact.message.button' },
  formTitle: { id: 'contact.form.title' },
  reason: { id: 'contact.form.reason' },
  reasonPlaceholder: { id: 'contact.form.reasonPlaceholder' },
  allRequired: { id: 'contact.form.allRequired' },
  send: { id: 'contact.form.send' },
  sending: { id: 'contact.form.sending' },
  failure: { id: 'contact.form.failure' },
  rateLimited: { id: 'contact.form.rateLimited' },
  success: { id: 'contact.success' },
  emailSuggestion: { id: 'contact.email.suggestion' },
  errorRequired: { id: 'contact.error.required' },
  errorBookingNumber: { id: 'contact.error.bookingNumber' },
  errorEmail: { id: 'contact.error.email' },
  errorText: { id: 'contact.error.text' },
  errorPhone: { id: 'contact.error.phone' },
  errorTooLong: { id: 'contact.error.tooLong' },
  bookingNumber: { id: 'contact.field.bookingNumber' },
  email: { id: 'contact.field.email' },
  name: { id: 'contact.field.name' },
  phone: { id: 'contact.field.phone' },
  description: { id: 'contact.field.description' },
});

/** Plain descriptors: several of these messages take values. */
export const contactMessages = messages as Record<keyof typeof messages, MessageDescriptor>;

/** The reasons' labels, by key (CONTACT_REASONS). */
export const reasonMessages = defineMessages({
  avv_info: { id: 'contact.reason.avv_info' },
  booking_modification: { id: 'contact.reason.booking_modification' },
  booking_cancellation: { id: 'contact.reason.booking_cancellation' },
  invoice_request: { id: 'contact.reason.invoice_request' },
  payment: { id: 'contact.reason.payment' },
  gift_voucher: { id: 'contact.reason.gift_voucher' },
  stay_feedback: { id: 'contact.reason.stay_feedback' },
  other: { id: 'contact.reason.other' },
});

/** The five popular questions (§2.10), each with its answer. */
export const faqMessages = [
  defineMessages({ question: { id: 'contact.faq.modify.question' }, answer: { id: 'contact.faq.modify.answer' } }),
  defineMessages({ question: { id: 'contact.faq.cancel.question' }, answer: { id: 'contact.faq.cancel.answer' } }),
  defineMessages({ question: { id: 'contact.faq.gift.question' }, answer: { id: 'contact.faq.gift.answer' } }),
  defineMessages({ question: { id: 'contact.faq.delivery.question' }, answer: { id: 'contact.faq.delivery.answer' } }),
  defineMessages({ question: { id: 'contact.faq.invoice.question' }, answer: { id: 'contact.faq.invoice.answer' } }),
];
