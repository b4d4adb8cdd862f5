import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { CloseIcon } from './icons';
import { VisuallyHidden } from './visually-hidden';
import { theme } from '@/styles/theme';

const messages = defineMessages({
  close: { id: 'ui.dialog.close' },
});

/**
 * Where the panel sits: a centred dialog, a drawer against one edge (always a bottom sheet on mobile), or
 * nearly the whole window (the whole screen on mobile) for a workspace such as the results map.
 */
export type ModalPlacement = 'center' | 'left' | 'right' | 'full';

export type ModalProps = {
  /** Names the modal for screen readers; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  /** The button that opens the modal; Radix wires aria-expanded and returns focus to it. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Actions under the scrolling body; wrap a button in `ModalClose` to make it close the modal. */
  footer?: ReactNode;
  children?: ReactNode;
};

/** What only some modals need: ModalFrame takes them, Dialog and Drawer keep to ModalProps. */
export type ModalFrameProps = ModalProps & {
  placement: ModalPlacement;
  /** Shown beside the title, e.g. a live count. */
  titleAside?: ReactNode;
  /** The close button's name when 'Close' alone would be vague (e.g. 'Close the map'). */
  closeLabel?: string;
  /** The body fills the panel without padding or its own scrolling (a map, a canvas). */
  flush?: boolean;
  testId?: string;
};

/** Radix returns focus to its Trigger only: without one, send it back to whatever opened the modal. */
function useReturnFocusWithoutTrigger(hasTrigger: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (hasTrigger || !opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}

/** Shared body of Dialog, Drawer and full-window modals: Radix Dialog does focus trap, Escape, outside click and focus return. */
export function ModalFrame({ placement, title, hideTitle, description, trigger, open, defaultOpen, onOpenChange, footer, children, titleAside, closeLabel, flush, testId }: ModalFrameProps) {
  const intl = useIntl();
  const focusReturn = useReturnFocusWithoutTrigger(Boolean(trigger));
  const heading = hideTitle ? (
    <RadixDialog.Title asChild>
      <VisuallyHidden as="h2">{title}</VisuallyHidden>
    </RadixDialog.Title>
  ) : (
    <Title>{title}</Title>
  );
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        {/* Without a description Radix wants aria-describedby explicitly unset. */}
        <Panel $placement={placement} data-testid={testId} {...focusReturn} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Header>
            {titleAside ? (
              <TitleGroup>
                {heading}
                {titleAside}
              </TitleGroup>
            ) : (
              heading
            )}
            <RadixDialog.Close asChild>
              <CloseButton type="button" aria-label={closeLabel ?? intl.formatMessage(messages.close)}>
                <CloseIcon />
              </CloseButton>
            </RadixDialog.Close>
          </Header>
          <Body $flush={Boolean(flush)}>
            {description && <Description>{description}</Description>}
            {children}
          </Body>
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer or body button with this (asChild) to close the modal on click. */
export const ModalClose = RadixDialog.Close;

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translate(-50%, -48%); }`;
const slideUp = keyframes`from { transform: translateY(100%); }`;
const slideFromRight = keyframes`from { transform: translateX(100%); }`;
const slideFromLeft = keyframes`from { transform: translateX(-100%); }`;

const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.overlay};
  background: ${theme.colors.overlay};
  animation: ${fadeIn} 150ms ease-out;
  ${reducedMotion}
`;

const centred = css`
  ${theme.media.desktop} {
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    width: min(calc(100vw - 2 * ${theme.space.xl}), calc(${theme.layout.maxWidth} / 2));
    max-height: calc(100vh - 2 * ${theme.space.xxl});
    border-radius: ${theme.radius.lg};
    animation: ${rise} 150ms ease-out;
  }
  ${theme.media.mobile} {
    inset: 0;
    animation: ${fadeIn} 150ms ease-out;
  }
`;

const sidePanel = (side: 'left' | 'right') => css`
  ${theme.media.desktop} {
    top: 0;
    bottom: 0;
    ${side}: 0;
    width: min(100vw, calc(${theme.layout.maxWidth} / 3));
    animation: ${side === 'right' ? slideFromRight : slideFromLeft} 200ms ease-out;
  }
  ${theme.media.mobile} {
    left: 0;
    right: 0;
    bottom: 0;
    max-height: calc(100dvh - ${theme.layout.headerHeight});
    border-radius: ${`${theme.radius.lg} ${theme.radius.lg} 0 0`};
    animation: ${slideUp} 200ms ease-out;
  }
`;

/** No entrance animation: a heavy body (a map with its markers) should paint once, not over several frames. */
const fullWindow = css`
  overflow: hidden;
  ${theme.media.desktop} {
    inset: ${theme.space.xl};
    border-radius: ${theme.radius.lg};
  }
  ${theme.media.mobile} {
    inset: 0;
  }
`;

const Panel = styled(RadixDialog.Content)<{ $placement: ModalPlacement }>`
  position: fixed;
  z-index: ${theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.lg};
  ${({ $placement }) => ($placement === 'center' ? centred : $placement === 'full' ? fullWindow : sidePanel($placement))}
  ${reducedMotion}
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${`${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${theme.colors.border};
`;

const TitleGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${theme.space.md};
  min-width: 0;
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${theme.space.xxl};
  height: ${theme.space.xxl};
  margin-left: auto;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surface};
  }
`;

const Body = styled.div<{ $flush: boolean }>`
  flex: 1;
  ${({ $flush }) =>
    $flush
      ? css`
          position: relative;
          display: flex;
          flex-direction: column;
          min-height: 0;
          overflow: hidden;
        `
      : css`
          overflow-y: auto;
          overscroll-behavior: contain;
          padding: ${theme.space.lg};
        `}
`;

const Description = styled(RadixDialog.Description)`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  padding: ${`${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${theme.colors.border};
  ${theme.media.mobile} {
    & > * {
      flex: 1;
    }
  }
`;
