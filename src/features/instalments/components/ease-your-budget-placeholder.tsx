import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';

/** What 'Ease your budget' shows while its body loads: fetched with the body, when the visitor reaches for the trigger. */
export default function EaseYourBudgetPlaceholder() {
  return (
    <SkeletonRegion>
      <Skeleton lines={4} />
    </SkeletonRegion>
  );
}
