import { BeneficiaryRedemption } from '@/features/redemption/components/beneficiary-redemption';

/** /beneficiary/login: a gift code, then the stays the gift buys (docs/redemption.md). */
export default function BeneficiaryPage() {
  return <BeneficiaryRedemption />;
}
