import { LazyModal, LazyModalClose } from './lazy-modal';
import type { ModalProps } from './modal-frame';

export type DialogProps = ModalProps;

/**
 * Modal dialog: centred on desktop, full screen on mobile. Named by its title; Escape and outside click close it;
 * focus is trapped inside and returns to the opener. Its code loads when it first opens.
 */
export function Dialog(props: DialogProps) {
  return <LazyModal placement="center" {...props} />;
}

/** Wrap a button (asChild) to make it close the dialog, e.g. a footer "Cancel". */
export const DialogClose = LazyModalClose;
