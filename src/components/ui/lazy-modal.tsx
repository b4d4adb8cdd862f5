import dynamic from 'next/dynamic';
import { cloneElement, createContext, useContext, useState, type MouseEvent, type ReactElement } from 'react';
import type { ModalFrameProps } from './modal-frame';
import { useControllableState } from './use-controllable-state';

const loadFrame = () => import('./modal-frame').then((m) => m.ModalFrame);
/** The dialog library (focus trap, scroll lock, layers) loads when a modal first opens, not with the page. */
const ModalFrame = dynamic(loadFrame, { ssr: false });

type Handler = (event: never) => void;
type Clickable = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void; onPointerEnter?: Handler; onFocus?: Handler }>;

/** Closes the modal from inside (LazyModalClose); focus then returns to whatever opened it. */
const CloseContext = createContext<() => void>(() => {});

/**
 * ModalFrame behind its own trigger: the trigger is rendered at once (with aria-haspopup and aria-expanded), the
 * frame only from the first opening on. Visiting the trigger (pointer or focus) starts fetching the frame's code.
 */
export function LazyModal({ trigger: triggerElement, open, defaultOpen = false, onOpenChange, ...frame }: ModalFrameProps) {
  const trigger = triggerElement as Clickable | undefined;
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  /** The trigger's own handler first, then start fetching the frame. */
  const prefetching =
    (own: Handler | undefined) =>
    (event: never): void => {
      own?.(event);
      void loadFrame();
    };
  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
          onPointerEnter: prefetching(trigger.props.onPointerEnter),
          onFocus: prefetching(trigger.props.onFocus),
          onClick: (event: MouseEvent<HTMLElement>) => {
            trigger.props.onClick?.(event);
            if (!event.defaultPrevented) setOpen(true);
          },
        } as Record<string, unknown>)}
      {opened && (
        <CloseContext.Provider value={() => setOpen(false)}>
          <ModalFrame {...frame} open={isOpen} onOpenChange={setOpen} />
        </CloseContext.Provider>
      )}
    </>
  );
}

/** Wrap a footer or body button with this (asChild) to close the modal on click. */
export function LazyModalClose({ children }: { asChild?: true; children: Clickable }) {
  const close = useContext(CloseContext);
  return cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      if (!event.defaultPrevented) close();
    },
  });
}
