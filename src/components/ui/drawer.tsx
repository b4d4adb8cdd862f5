import { LazyModal, LazyModalClose } from './lazy-modal';
import type { ModalProps } from './modal-frame';

export type DrawerProps = ModalProps & {
  /** Edge the panel slides from on desktop; on mobile it is always a bottom sheet. */
  side?: 'left' | 'right';
};

/** Modal side panel on desktop, bottom sheet on mobile; same focus, Escape and outside-click behaviour as Dialog. */
export function Drawer({ side = 'right', ...props }: DrawerProps) {
  return <LazyModal placement={side} {...props} />;
}

/** Wrap a button (asChild) to make it close the drawer. */
export const DrawerClose = LazyModalClose;
