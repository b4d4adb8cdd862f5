import { z } from 'zod';
import './zod';
import { SETTLEMENTS } from './booking-modification';
import { isoDate } from './common.schema';

/**
 * The history of a booking's modifications as My booking shows it (docs/checkout.md 'Modifying a booking'): one entry
 * per stored `order_modification` row, newest first, in the order view (so only whoever may see the booking reads it:
 * its e-mail, its access key, or a customer-care agent). Amounts in integer cents (EUR).
 */
const cents = z.number().int().min(0);
const name = z.object({ firstName: z.string(), lastName: z.string() });

/** What the booking was before a modification, or became after it. */
export const bookedStaySchema = z.object({
  offerId: z.number().int(),
  label: z.string(),
  checkin: isoDate,
  checkout: isoDate,
  nights: z.number().int().min(1),
  /** null on changes stored before the guests were kept (dates and offer only) */
  guests: z.object({ adults: z.number().int(), children: z.number().int(), babies: z.number().int() }).nullable(),
  /** the days of the activities that needed one, in date order (empty when none, or on older changes) */
  activityDays: z.array(isoDate),
});
export type BookedStay = z.infer<typeof bookedStaySchema>;

export const bookingChangeSchema = z.object({
  /** when the change was made (ISO instant) */
  at: z.string(),
  before: bookedStaySchema,
  after: bookedStaySchema,
  previousTotal: cents,
  total: cents,
  /** total − previousTotal (negative when cheaper) */
  difference: z.number().int(),
  settlement: z.enum(SETTLEMENTS),
  /** what the settlement moved: more or less at the hotel, the refund recorded, or the new transfer amount */
  settledAmount: cents,
  /** the travellers' names the change added (more guests) and removed (fewer guests: the last ones given) */
  travellersAdded: z.array(name),
  travellersRemoved: z.array(name),
});
export type BookingChange = z.infer<typeof bookingChangeSchema>;
