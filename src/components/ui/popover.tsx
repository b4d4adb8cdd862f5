import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { useControllableState } from './use-controllable-state';
import { VisuallyHidden } from './visually-hidden';
import { theme } from '@/styles/theme';

export type PopoverProps = {
  /** The button that opens the panel; it gets aria-expanded, aria-haspopup and aria-controls. */
  trigger: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
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

const TABBABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
/** Space kept between the panel and the viewport's edges, in px. */
const EDGE = 8;

/** Closes the popover from inside (PopoverClose), focus going back to the trigger. */
const CloseContext = createContext<() => void>(() => {});

/**
 * Trigger + non-modal panel (filter dropdowns, calendar): Escape and outside click close; Escape returns focus to the
 * trigger. Positioned by CSS under its trigger (no positioning library measuring the page on every frame: the panel
 * is shifted once, when it opens, if it would cross the viewport's edge).
 */
export function Popover({ trigger, title, hideTitle, footer, align = 'start', children, open, defaultOpen = false, onOpenChange, onOutsideClose }: PopoverProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const anchor = useRef<HTMLSpanElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const closedOutside = useRef(false);
  const panelId = useId();
  const titleId = useId();

  const triggerElement = () => anchor.current?.firstElementChild as HTMLElement | null;
  const close = useCallback(
    (outside: boolean) => {
      closedOutside.current = outside;
      if (outside) onOutsideClose?.();
      setOpen(false);
    },
    [onOutsideClose, setOpen],
  );

  // Outside pointer or focus closes (a screen reader's cursor leaving the panel counts as outside).
  useEffect(() => {
    if (!isOpen) return;
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !anchor.current?.contains(event.target)) close(true);
    };
    // On the window in the capture phase: Escape closes this panel only, not a dialog around it.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close(false);
    };
    document.addEventListener('pointerdown', onOutside, true);
    document.addEventListener('focusin', onOutside);
    window.addEventListener('keydown', onEscape, true);
    return () => {
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('focusin', onOutside);
      window.removeEventListener('keydown', onEscape, true);
    };
  }, [isOpen, close]);

  // Opening moves focus to the body's first control (the footer's buttons come after the options), or to the panel
  // while the body has none; closing (other than outside) gives it back to the trigger.
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (isOpen && !wasOpen.current) {
      fitInViewport(panel.current);
      const target = body.current?.querySelector<HTMLElement>(TABBABLE) ?? panel.current;
      target?.focus({ preventScroll: true });
    } else if (!isOpen && wasOpen.current) {
      if (!closedOutside.current) triggerElement()?.focus({ preventScroll: true });
      closedOutside.current = false;
    }
    wasOpen.current = isOpen;
  }, [isOpen]);

  // The body's content may arrive after the opening (its code, the counts that add options above a switch): until the
  // visitor presses a key or points inside, the focus follows the body's first control.
  useEffect(() => {
    const element = panel.current;
    const content = body.current;
    if (!isOpen || !element || !content || typeof MutationObserver === 'undefined') return;
    const follow = () => {
      const first = content.querySelector<HTMLElement>(TABBABLE);
      const focused = document.activeElement;
      if (first && first !== focused && element.contains(focused)) first.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(follow);
    const stop = () => observer.disconnect();
    observer.observe(content, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'inert'] });
    follow();
    element.addEventListener('keydown', stop, true);
    element.addEventListener('pointerdown', stop, true);
    return () => {
      observer.disconnect();
      element.removeEventListener('keydown', stop, true);
      element.removeEventListener('pointerdown', stop, true);
    };
  }, [isOpen]);

  const triggerWithState = cloneElement(trigger, {
    'aria-expanded': isOpen,
    'aria-haspopup': 'dialog',
    'aria-controls': isOpen ? panelId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      if (!event.defaultPrevented) setOpen(!isOpen);
    },
  } as Record<string, unknown>);

  return (
    <Anchor ref={anchor}>
      {triggerWithState}
      {isOpen && (
        <Panel ref={panel} id={panelId} role="dialog" aria-labelledby={titleId} tabIndex={-1} data-align={align}>
          {hideTitle ? (
            <VisuallyHidden as="h2" id={titleId}>
              {title}
            </VisuallyHidden>
          ) : (
            <Title id={titleId}>{title}</Title>
          )}
          <CloseContext.Provider value={() => close(false)}>
            <Body ref={body}>{children}</Body>
            {footer && <Footer>{footer}</Footer>}
          </CloseContext.Provider>
        </Panel>
      )}
    </Anchor>
  );
}

/** Wrap a button (asChild) to make it close the popover, focus going back to the trigger. */
export function PopoverClose({ children }: { asChild?: true; children: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }> }) {
  const close = useContext(CloseContext);
  return cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      if (!event.defaultPrevented) close();
    },
  });
}

/** One measurement when the panel opens: shift it back inside the viewport, cap its height and bring it into view. */
function fitInViewport(element: HTMLElement | null) {
  if (!element || typeof window === 'undefined') return;
  const rect = element.getBoundingClientRect();
  let shift = 0;
  if (rect.right > window.innerWidth - EDGE) shift = window.innerWidth - EDGE - rect.right;
  if (rect.left + shift < EDGE) shift = EDGE - rect.left;
  if (shift !== 0) element.style.setProperty('--popover-shift', `${shift}px`);
  const room = window.innerHeight - rect.top - EDGE;
  const cap = Math.max(room, Math.min(480, window.innerHeight - 2 * EDGE));
  element.style.maxHeight = `${cap}px`;
  // Too little room under the trigger: scroll the page just enough to show the whole panel.
  if (rect.top + Math.min(rect.height, cap) > window.innerHeight - EDGE) element.scrollIntoView?.({ block: 'nearest' });
}

const Anchor = styled.span`
  position: relative;
  display: inline-block;
`;

const Panel = styled.div`
  --popover-shift: 0px;
  position: absolute;
  top: calc(100% + ${theme.space.sm});
  left: 0;
  transform: translateX(var(--popover-shift));
  z-index: ${theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  width: max-content;
  min-width: max(100%, calc(${theme.layout.maxWidth} / 4));
  max-width: calc(100vw - 2 * ${theme.space.sm});
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.md};
  &[data-align='center'] {
    left: 50%;
    transform: translateX(calc(-50% + var(--popover-shift)));
  }
  &[data-align='end'] {
    left: auto;
    right: 0;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
`;

const Title = styled.h2`
  margin: 0;
  padding: ${`${theme.space.md} ${theme.space.md} 0`};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.bold};
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space.md};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  border-top: 1px solid ${theme.colors.border};
`;
