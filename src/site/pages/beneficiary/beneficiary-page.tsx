import { BeneficiaryRedemption } from '@/features/redemption/components/beneficiary-redemption';
import { LazyDates } from '@/site/lazy-fields/lazy-dates';
import type { BeneficiaryPageProps } from './get-page-props';

/**
 * /beneficiary/login: a gift code, then the stays the gift buys (docs/redemption.md); the session's gift when open.
 * The search's check-in and nights are the site's calendar field, loaded when the recipient reaches for it.
 */
export default function BeneficiaryPage({ gift, ended }: BeneficiaryPageProps) {
  return <BeneficiaryRedemption initialGift={gift} ended={ended} renderDates={(slot) => <LazyDates {...slot} flow="gifting" />} />;
}
