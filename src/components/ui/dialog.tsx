import { ModalClose, ModalFrame, type ModalProps } from './modal-frame';

export type DialogProps = ModalProps;

/**
 * Modal dialog: centred on desktop, full screen on mobile. Named by its title; Escape and outside click close it;
 * focus is trapped inside and returns to the opener.
 */
export function Dialog(props: DialogProps) {
  return <ModalFrame placement="center" {...props} />;
}

/** Wrap a button (asChild) to make it close the dialog, e.g. a footer "Cancel". */
export const DialogClose = ModalClose;
