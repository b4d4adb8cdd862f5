/**
 * The contact form's rules (product-and-purchase §4 'Contact form', §5): a reason first, then booking number (8
 * digits; not asked for avv_info), e-mail, name, phone and the message, each checked when left and on submit.
 */
import { asksBookingNumber, BOOKING_NUMBER_PATTERN, CONTACT_LIMITS, CONTACT_PHONE_PATTERN, CONTACT_REASONS, EMAIL_PATTERN, NAME_PATTERN, type ContactReason } from '@/contracts/contact';
import type { FieldStatus } from '@/components/ui/text-field';

export type ContactField = 'bookingNumber' | 'email' | 'name' | 'phone' | 'description';
/** In the order the form shows them. */
export const CONTACT_FIELDS: readonly ContactField[] = ['bookingNumber', 'email', 'name', 'phone', 'description'];

/** §5's messages, by code: 'Mandatory field', 'Booking number is composed of 8 digits', 'Email seems incorrect', 'Only text is expected', 'Phone number seems incorrect', and the length limit. */
export type ContactFieldError = { code: 'required' } | { code: 'bookingNumber' } | { code: 'email' } | { code: 'text' } | { code: 'phone' } | { code: 'tooLong'; max: number };

export type ContactForm = { reason: ContactReason | null } & Record<ContactField, string>;

export const EMPTY_CONTACT_FORM: ContactForm = { reason: null, bookingNumber: '', email: '', name: '', phone: '', description: '' };

/** The fields a reason's form shows: every one, less the booking number for avv_info. None before a reason. */
export function visibleFields(reason: ContactReason | null): ContactField[] {
  if (!reason) return [];
  return CONTACT_FIELDS.filter((field) => field !== 'bookingNumber' || asksBookingNumber(reason));
}

/** §5 name: letters (accents too), space, apostrophe, hyphen. */
const isName = (value: string) => NAME_PATTERN.test(value);

/** The first rule a field's value breaks, or null. Spaces around a value do not count. */
export function contactFieldError(field: ContactField, raw: string): ContactFieldError | null {
  const value = raw.trim();
  if (!value) return { code: 'required' };
  if (field === 'bookingNumber') return BOOKING_NUMBER_PATTERN.test(value) ? null : { code: 'bookingNumber' };
  const max = CONTACT_LIMITS[field];
  if (value.length > max) return { code: 'tooLong', max };
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return { code: 'email' };
  if (field === 'name' && !isName(value)) return { code: 'text' };
  if (field === 'phone' && !CONTACT_PHONE_PATTERN.test(value)) return { code: 'phone' };
  return null;
}

/** Every broken field of the reason's form, in display order (submit). */
export function contactFormErrors(form: ContactForm): { field: ContactField; error: ContactFieldError }[] {
  return visibleFields(form.reason).flatMap((field) => {
    const error = contactFieldError(field, form[field]);
    return error ? [{ field, error }] : [];
  });
}

/** Nothing until the field has been left (or a submit tried), then success or error. */
export function contactFieldStatus(form: ContactForm, field: ContactField, touched: boolean): FieldStatus {
  if (!touched) return 'idle';
  return contactFieldError(field, form[field]) ? 'invalid' : 'valid';
}

/** The CRM's request type and subtype of a reason (§4 'choosing a reason … sets request type and subtype'). */
export const requestTypeOf = (reason: ContactReason) => CONTACT_REASONS[reason];

/** What POST /api/contact receives of a valid form (trimmed; no booking number where the reason asks none). */
export function contactRequestOf(form: ContactForm & { reason: ContactReason }) {
  return {
    reason: form.reason,
    ...(asksBookingNumber(form.reason) ? { bookingNumber: form.bookingNumber.trim() } : {}),
    email: form.email.trim(),
    name: form.name.trim(),
    phone: form.phone.trim(),
    description: form.description.trim(),
  };
}
