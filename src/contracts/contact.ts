/**
 * The contact form's calls (product-and-purchase §2.10, §3 'Contact form fields', §4 'Contact form', §5, §7).
 *
 *   GET  /api/contact/challenge                      → CaptchaChallenge   (an ALTCHA proof-of-work challenge, signed)
 *   POST /api/contact            ContactRequest     → ContactAccepted    (stored, then handed to the CRM by a worker)
 *
 * Errors are JSON `ApiError`: 400 with `issues` for a body the schema refuses, 403 `captcha_failed` when the proof of
 * work is missing, wrong, expired or already used (never in customer-care mode), 429 when one address sends too many.
 */
import { BOOKING_NUMBER_PATTERN, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_PATTERN, PHONE_MAX_LENGTH } from './checkout';

export { BOOKING_NUMBER_PATTERN, NAME_PATTERN };

export const CONTACT_API = {
  challenge: '/api/contact/challenge',
  submit: '/api/contact',
} as const;

export { CONTACT_REF_KEY, CONTACT_THANK_YOU_REF } from './contact-return';

/**
 * The reasons a visitor picks first (§4: the reason sets the CRM's request type and subtype). `avv_info` (avant-vente:
 * a question before booking) is the one reason without a booking, so its form has no booking number (§5).
 */
export const CONTACT_REASONS = {
  avv_info: { requestType: 'Information', requestSubtype: 'Before booking' },
  booking_modification: { requestType: 'Booking', requestSubtype: 'Modification' },
  booking_cancellation: { requestType: 'Booking', requestSubtype: 'Cancellation' },
  invoice_request: { requestType: 'Booking', requestSubtype: 'Invoice' },
  payment: { requestType: 'Booking', requestSubtype: 'Payment' },
  gift_voucher: { requestType: 'Gift', requestSubtype: 'Voucher use' },
  stay_feedback: { requestType: 'After stay', requestSubtype: 'Feedback or complaint' },
  other: { requestType: 'Other', requestSubtype: 'Other' },
} as const satisfies Record<string, { requestType: string; requestSubtype: string }>;
export type ContactReason = keyof typeof CONTACT_REASONS;
export const CONTACT_REASON_KEYS = Object.keys(CONTACT_REASONS) as ContactReason[];

/** The reasons whose form asks no booking number (§5 'not required and hidden when reason is avv_info'). */
export const REASONS_WITHOUT_BOOKING: readonly ContactReason[] = ['avv_info'];
export const asksBookingNumber = (reason: ContactReason): boolean => !REASONS_WITHOUT_BOOKING.includes(reason);

export const CONTACT_LIMITS = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  description: 2000,
} as const;

/** §5 phone: digits, spaces, parentheses, plus, minus; at least 6 digits. */
export const CONTACT_PHONE_PATTERN = /^(?=(?:\D*\d){6})[\d ()+-]+$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** CaptchaPayload: the proof of work the browser sends back (ALTCHA v2: the signed challenge and the number found). */
export type { CaptchaChallenge, CaptchaPayload, ContactAccepted, ContactRequest } from './contact.schema';
