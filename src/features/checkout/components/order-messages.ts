import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The confirmation's and the booking lookup's texts (ids in locales/*.json). */
const messages = defineMessages({
  title: { id: 'confirmation.title' },
  bookingNumber: { id: 'confirmation.bookingNumber' },
  loading: { id: 'confirmation.loading' },
  emailSent: { id: 'confirmation.emailSent' },
  nextTitle: { id: 'confirmation.next.title' },
  nextHotel: { id: 'confirmation.next.hotel' },
  nextTransfer: { id: 'confirmation.next.transfer' },
  statusPending: { id: 'confirmation.status.pending_payment' },
  statusConfirmed: { id: 'confirmation.status.confirmed' },
  statusCancelled: { id: 'confirmation.status.cancelled' },
  print: { id: 'confirmation.print' },
  unreadable: { id: 'confirmation.unreadable' },
  travellers: { id: 'confirmation.travellers' },
  lookupTitle: { id: 'bookingLookup.title' },
  lookupIntro: { id: 'bookingLookup.intro' },
  lookupBookingNumberError: { id: 'bookingLookup.error.bookingNumber' },
  lookupSubmit: { id: 'bookingLookup.submit' },
  lookupSearching: { id: 'bookingLookup.searching' },
  lookupNotFound: { id: 'bookingLookup.notFound' },
  lookupRateLimited: { id: 'bookingLookup.rateLimited' },
  lookupFailed: { id: 'bookingLookup.failed' },
  cancel: { id: 'bookingLookup.cancel' },
  cancelTitle: { id: 'bookingLookup.cancel.title' },
  cancelRefund: { id: 'bookingLookup.cancel.refund' },
  cancelNoRefund: { id: 'bookingLookup.cancel.noRefund' },
  cancelConfirm: { id: 'bookingLookup.cancel.confirm' },
  cancelKeep: { id: 'bookingLookup.cancel.keep' },
  cancelled: { id: 'bookingLookup.cancelled' },
});

export const orderMessages = messages as Record<keyof typeof messages, MessageDescriptor>;
