/*
 * The end of a beneficiary's session (docs/redemption.md), apart from the rest of redemption.ts: every checkout call
 * reads it (src/features/checkout/api/checkout-call.ts), and the checkouts' first load needs nothing else of it.
 */

/** The 401's code when a call needs the beneficiary's session and there is none (never opened, ended or expired). */
export const BENEFICIARY_SESSION_ENDED = 'BENEFICIARY_SESSION_ENDED';

/** Why the beneficiary's page shows the code field again: the session ended, or its gift was used or expired meanwhile. */
export type BeneficiarySessionEndReason = typeof BENEFICIARY_SESSION_ENDED | 'GIFT_CODE_USED' | 'GIFT_CODE_EXPIRED';

/** True for the 401 body of a call that needed the beneficiary's session (checked without zod). */
export const isBeneficiarySessionEnded = (value: unknown): boolean => !!value && typeof value === 'object' && (value as { code?: unknown }).code === BENEFICIARY_SESSION_ENDED;
