import { z } from 'zod';
import './zod';
import { CATALOG_LOCALES, int, isoDate } from './common.schema';
import { CANCELLATION_POLICY_TYPES, PAYMENT_METHOD_TYPES } from './instalments';

export * from './instalments';

/** Largest amount the call accepts (cents): far above any plan's bound, so a typo gets a clear 400. */
const MAX_AMOUNT = 100_000_000;

/** fr_fr (as the call writes it), fr_FR or fr-FR → fr_FR. */
const pointOfSale = z
  .string()
  .trim()
  .transform((v) => CATALOG_LOCALES.find((locale) => locale.toLowerCase() === v.replace('-', '_').toLowerCase()) ?? v)
  .pipe(z.enum(CATALOG_LOCALES));

/** GET /api/purchase/alma/eligibility?amount&checkinDate&cancellationPolicyType&cancellableUntil&pointOfSale */
export const eligibilityQuerySchema = z
  .object({
    /** the purchase's total, in cents */
    amount: int(1, MAX_AMOUNT),
    checkinDate: isoDate,
    cancellationPolicyType: z.enum(CANCELLATION_POLICY_TYPES).default('NON_CANCELLABLE'),
    /** yyyy-MM-dd, the last day to cancel; required when cancellable */
    cancellableUntil: isoDate.optional(),
    pointOfSale,
  })
  .refine((q) => q.cancellationPolicyType !== 'CANCELLABLE' || q.cancellableUntil !== undefined, { message: 'a cancellable purchase needs its cancellableUntil day', path: ['cancellableUntil'] })
  .refine((q) => q.cancellableUntil === undefined || q.cancellableUntil <= q.checkinDate, { message: 'cancellableUntil must not be after checkinDate', path: ['cancellableUntil'] });
export type EligibilityQuery = z.infer<typeof eligibilityQuerySchema>;

export const instalmentSchema = z.object({
  /** yyyy-MM-dd; the first payment of a plan is the booking day */
  dueDate: isoDate,
  /** cents, fee included */
  amount: z.number().int().min(1),
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const paymentMethodSchema = z.object({
  type: z.enum(PAYMENT_METHOD_TYPES),
  /** cents, added to the first payment */
  paymentFee: z.number().int().min(0),
  /** cents: the purchase plus the fee */
  totalAmount: z.number().int().min(1),
  installments: z.array(instalmentSchema).min(1),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const eligibilityResponseSchema = z.object({
  /** the eligible methods only, in the order 3x, 4x, deferred */
  paymentMethods: z.array(paymentMethodSchema),
  /** PayPal's pay-later offer applies (Spain and Italy, §5) */
  paypalPayLater: z.boolean(),
});
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>;
