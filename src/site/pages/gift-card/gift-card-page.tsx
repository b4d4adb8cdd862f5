import { GiftCardCustomisation } from '@/features/gift-cards/components/gift-card-customisation';

/** The gift card customisation page (§2.6). */
export default function GiftCardPage() {
  return <GiftCardCustomisation />;
}
