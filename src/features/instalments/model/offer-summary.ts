import type { EligibilityResponse } from '@/contracts/instalments';

/** What the trigger promises: the best the answer grants (4x implies 3x: same days ahead, a higher minimum). */
export type OfferSummary = 'threeOrFour' | 'three' | 'deferred' | 'paypal';

/** offerSummary({ paymentMethods: [3x, deferred], … }) → 'three'; nothing granted → null (no trigger). */
export function offerSummary(answer: EligibilityResponse | null): OfferSummary | null {
  if (!answer) return null;
  const types = new Set(answer.paymentMethods.map((m) => m.type));
  if (types.has('4x')) return 'threeOrFour';
  if (types.has('3x')) return 'three';
  if (types.has('deferred')) return 'deferred';
  return answer.paypalPayLater ? 'paypal' : null;
}
