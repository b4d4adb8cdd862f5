import { BoxListing } from '@/features/gift-boxes/components/box-listing';
import type { GiftBoxesPageProps } from './get-page-props';

/** The gift box listing page (§2.5). */
export default function GiftBoxesPage({ boxes }: GiftBoxesPageProps) {
  return <BoxListing boxes={boxes} />;
}
