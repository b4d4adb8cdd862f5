import * as RadixPopover from '@radix-ui/react-popover';
import { useCallback, useRef, type ReactElement, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { useControllableState } from './use-controllable-state';
import { VisuallyHidden } from './visually-hidden';

export type PopoverProps = {
  /** The button that opens the panel; Radix gives it aria-expanded and aria-controls. */
  trigger: ReactElement;
  /** Names the panel (role="dialog") for screen readers; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called just before the panel closes because of a click or focus outside it (not Escape, not the trigger). */
  onOutsideClose?: () => void;
  footer?: ReactNode;
  align?: 'start' | 'center' | 'end';
  children?: ReactNode;
};

/** A theme spacing token ("8px") as the number of pixels Radix positioning wants. */
const pixels = (token: string) => Number.parseFloat(token);

/** Tells an outside dismissal from Escape: Radix reports the outside interaction, then closes in the same call. */
function useOutsideAwareOpenState({ open, defaultOpen = false, onOpenChange, onOutsideClose }: Pick<PopoverProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'onOutsideClose'>) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const outside = useRef(false);
  const markOutside = useCallback(() => {
    outside.current = true;
    // An interaction Radix then cancels (e.g. on the trigger) must not leak into a later close.
    queueMicrotask(() => {
      outside.current = false;
    });
  }, []);
  const change = useCallback(
    (next: boolean) => {
      if (!next && outside.current) onOutsideClose?.();
      outside.current = false;
      setOpen(next);
    },
    [onOutsideClose, setOpen],
  );
  return { isOpen, change, markOutside };
}

/** Trigger + non-modal panel (filter dropdowns, calendar): Escape and outside click close; Escape returns focus to the trigger. */
export function Popover({ trigger, title, hideTitle, footer, align = 'start', children, ...state }: PopoverProps) {
  const { isOpen, change, markOutside } = useOutsideAwareOpenState(state);
  const gap = pixels(useTheme().space.sm);
  return (
    <RadixPopover.Root open={isOpen} onOpenChange={change}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <Panel align={align} sideOffset={gap} collisionPadding={gap} onInteractOutside={markOutside}>
          {hideTitle ? (
            <RadixPopover.Title asChild>
              <VisuallyHidden as="h2">{title}</VisuallyHidden>
            </RadixPopover.Title>
          ) : (
            <Title>{title}</Title>
          )}
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Wrap a button (asChild) to make it close the popover, focus going back to the trigger. */
export const PopoverClose = RadixPopover.Close;

const Panel = styled(RadixPopover.Content)`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  min-width: max(var(--radix-popover-trigger-width), calc(${({ theme }) => theme.layout.maxWidth} / 4));
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.sm});
  max-height: var(--radix-popover-content-available-height);
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Title = styled(RadixPopover.Title)`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
