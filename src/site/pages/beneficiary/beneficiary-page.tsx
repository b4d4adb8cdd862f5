import { BeneficiaryRedemption } from '@/features/redemption/components/beneficiary-redemption';
import type { BeneficiaryPageProps } from './get-page-props';

/** /beneficiary/login: a gift code, then the stays the gift buys (docs/redemption.md); the session's gift when open. */
export default function BeneficiaryPage({ gift, ended }: BeneficiaryPageProps) {
  return <BeneficiaryRedemption initialGift={gift} ended={ended} />;
}
