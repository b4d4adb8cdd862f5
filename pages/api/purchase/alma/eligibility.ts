import { eligibilityQuerySchema } from '@/contracts/instalments.schema';
import { apiHandler } from '@/server/http/api-handler';
import { instalmentEligibility } from '@/server/instalments/instalment-eligibility';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/**
 * GET /api/purchase/alma/eligibility?amount&checkinDate&cancellationPolicyType&cancellableUntil&pointOfSale: the
 * instalment and pay-later methods a purchase may use, with fees and schedules (docs/instalments.md).
 */
export default apiHandler({
  query: eligibilityQuerySchema,
  handle: async ({ query }) => instalmentEligibility(query),
});
