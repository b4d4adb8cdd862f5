import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';
import { BOOKING_NUMBER_PATTERN, CONTACT_LIMITS, CONTACT_PHONE_PATTERN, CONTACT_REASON_KEYS, EMAIL_PATTERN, NAME_PATTERN, asksBookingNumber, type ContactReason } from './contact';

export * from './contact';

const text = (max: number) => z.string().trim().min(1).max(max);

/** ALTCHA v2 challenge parameters as signed by the server (altcha-lib's ChallengeParameters). */
const challengeParametersSchema = z.looseObject({
  algorithm: z.string().max(20),
  nonce: z.string().max(200),
  salt: z.string().max(200),
  cost: z.number().int().min(1).max(1_000_000),
  keyLength: z.number().int().min(1).max(64),
  keyPrefix: z.string().max(128),
  keySignature: z.string().max(200).optional(),
  memoryCost: z.number().int().optional(),
  parallelism: z.number().int().optional(),
  expiresAt: z.number().optional(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

export const captchaChallengeSchema = z.object({ parameters: challengeParametersSchema, signature: z.string().max(200) });
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const captchaPayloadSchema = z.object({
  challenge: captchaChallengeSchema,
  solution: z.object({ counter: z.number().int().min(0).max(2 ** 32 - 1), derivedKey: z.string().regex(/^[0-9a-f]{2,256}$/), time: z.number().min(0).optional() }),
});

export type CaptchaPayload = z.input<typeof captchaPayloadSchema>;

/** POST /api/contact: the form's fields (§3), the reason's type and subtype being the server's to set. */
export const contactRequestSchema = z
  .object({
    reason: z.enum(CONTACT_REASON_KEYS as [ContactReason, ...ContactReason[]]),
    /** Booking_ID__c: 8 digits; absent for avv_info */
    bookingNumber: z.string().trim().regex(BOOKING_NUMBER_PATTERN, 'Booking number is composed of 8 digits').optional(),
    name: text(CONTACT_LIMITS.name).regex(NAME_PATTERN, 'Only text is expected'),
    email: text(CONTACT_LIMITS.email).regex(EMAIL_PATTERN, 'Email seems incorrect'),
    phone: text(CONTACT_LIMITS.phone).regex(CONTACT_PHONE_PATTERN, 'Phone number seems incorrect'),
    description: text(CONTACT_LIMITS.description),
    locale: catalogLocale,
    /** the solved proof of work; not needed in customer-care mode */
    captcha: captchaPayloadSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (asksBookingNumber(body.reason) && !body.bookingNumber) ctx.addIssue({ code: 'custom', path: ['bookingNumber'], message: 'Mandatory field' });
  })
  .transform((body) => (asksBookingNumber(body.reason) ? body : { ...body, bookingNumber: undefined }));
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ParsedContactRequest = z.output<typeof contactRequestSchema>;

export const contactAcceptedSchema = z.object({ ok: z.literal(true), reference: z.string() });
export type ContactAccepted = z.infer<typeof contactAcceptedSchema>;
