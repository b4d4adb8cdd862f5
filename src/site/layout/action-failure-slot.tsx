import { useEffect, useState, type ReactElement } from 'react';
import type { ErrorModalProps } from '@/components/ui/error-modal';
import { lazyPart } from '@/lib/lazy-part';
import { onActionFailure } from '@/shared/action-failure';

const errorModalPart = lazyPart(() => import('@/components/ui/error-modal').then((m) => m.ErrorModal));

/**
 * The page's error modal for failed user actions (`reportActionFailure`): its code comes with the first failure;
 * closing it, however, reloads the page (search-and-discovery §8 'Error modal: page reloads on close').
 */
export function ActionFailureSlot({ reload }: { reload?: () => void }) {
  const [Modal, setModal] = useState<((props: ErrorModalProps) => ReactElement) | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(
    () =>
      onActionFailure(() => {
        errorModalPart.load().then(
          (loaded) => {
            setModal(() => loaded);
            setOpen(true);
          },
          () => (reload ?? (() => window.location.reload()))(), // not even the modal loads: start again from the server
        );
      }),
    [reload],
  );
  if (!Modal) return null;
  return <Modal open={open} reload={reload} />;
}
