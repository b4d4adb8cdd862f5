import { z } from 'zod';
import './zod';
import { MODIFIABILITY, SETTLEMENTS } from './booking-modification';
import { accessKeySchema, orderViewSchema, travellerSchema } from './checkout.schema';
import { EMAIL_MAX_LENGTH } from './checkout';
import { MAX_ACTIVITY_SELECTIONS } from './quote';
import { int, isoDate } from './common.schema';
import { offerCardSchema } from './offers.schema';

export * from './booking-modification';

const cents = z.number().int().min(0);
const email = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email('Email seems incorrect'));

/** Proof of the booking, as for a cancellation: the lookup's e-mail or the confirmation's access key (exactly one). */
const proof = {
  email: email.optional(),
  accessKey: accessKeySchema.optional(),
};
const oneProof = (body: { email?: string; accessKey?: string }) => (body.email === undefined) !== (body.accessKey === undefined);
const proofIssue = { path: ['email'], message: "Give the booking's e-mail (or its access key)" };

/** The guests of the modified booking (each one the booking's when left out), within the checkout's limits. */
const guests = {
  adults: int(1, 20).optional(),
  children: int(0, 10).optional(),
  babies: int(0, 10).optional(),
};

/** POST /api/orders/{bookingNumber}/modify/options: the dates and guests to look at (guests left out stay the booking's). */
export const modificationOptionsRequestSchema = z
  .object({ ...proof, checkin: isoDate, nights: int(1, 14), ...guests })
  .strict()
  .refine(oneProof, proofIssue);
export type ModificationOptionsRequest = z.infer<typeof modificationOptionsRequestSchema>;

export const modificationOptionSchema = z.object({
  offerId: z.number().int(),
  /** the offer as a search card shows it (its price in euros, as every card), for the MODIFICATION view */
  offer: offerCardSchema,
  /** the new booking's total, priced now (cents; the insurance line kept when the booking has one) */
  total: cents,
  /** new total minus the booking's total (cents; negative when cheaper) */
  difference: z.number().int(),
  /** the new booking's cancellation and modification deadline */
  cancellationDeadline: isoDate.nullable(),
  /** the current booking itself (same offer, dates and guests): shown, not chosen */
  current: z.boolean(),
  /** the activities of the stay that need a date, each with the day it is priced on (0-based from check-in: the booking's choice when the stay has it, else the programme's) */
  activities: z.array(z.object({ activityId: z.number().int(), title: z.string(), dayIndex: z.number().int().min(0) })).default([]),
});
export type ModificationOption = z.infer<typeof modificationOptionSchema>;

export const modificationOptionsSchema = z.object({
  bookingNumber: z.string(),
  modifiability: z.enum(MODIFIABILITY),
  /** the day modifications stop being free and possible (the booking's cancellation deadline) */
  deadline: isoDate.nullable(),
  /** the dates and guests looked at */
  criteria: z.object({ checkin: isoDate, checkout: isoDate, nights: z.number().int(), adults: z.number().int(), children: z.number().int(), babies: z.number().int() }),
  currentTotal: cents,
  /** the same hotel's stays for those dates that can be booked, cheapest first (empty when the booking is not modifiable) */
  options: z.array(modificationOptionSchema),
});
export type ModificationOptions = z.infer<typeof modificationOptionsSchema>;

/**
 * POST /api/orders/{bookingNumber}/modify: the chosen offer, dates and guests (left out: the booking's), the activity
 * days (`<activityId>_<dayIndex>`, one per activity that needs a date; left out: the option's), the new travellers'
 * names when guests are added, and the total the page showed (checked, never used).
 */
export const modifyOrderRequestSchema = z
  .object({
    ...proof,
    offerId: z.number().int().min(1).max(2 ** 31 - 1),
    checkin: isoDate,
    nights: int(1, 14),
    ...guests,
    activityDates: z.array(z.string().regex(/^\d{1,9}_\d{1,2}$/, 'expected <activityId>_<dayIndex>')).max(MAX_ACTIVITY_SELECTIONS).optional(),
    /**
     * the names of the travellers the change adds, the checkout's name rules: exactly one per adult or child beyond the
     * names the booking holds (src/shared/booking-travellers.ts; another count is 400 naming `travellers`); left out: none
     */
    travellers: z.array(travellerSchema).max(40).optional(),
    shownTotal: cents.max(100_000_000),
  })
  .strict()
  .refine(oneProof, proofIssue);
export type ModifyOrderRequest = z.infer<typeof modifyOrderRequestSchema>;

export const modifiedOrderSchema = z.object({
  /** the booking as it is now */
  order: orderViewSchema,
  previousTotal: cents,
  /** new total minus previous total (cents) */
  difference: z.number().int(),
  settlement: z.enum(SETTLEMENTS),
  /** what the settlement moves: more (or less) at the hotel, the refund recorded, or the new transfer amount (cents, ≥ 0) */
  settledAmount: cents,
  /** nights given back and taken */
  releasedNights: z.number().int().min(0),
  heldNights: z.number().int().min(0),
});
export type ModifiedOrder = z.infer<typeof modifiedOrderSchema>;
