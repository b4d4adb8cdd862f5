import { forwardRef, useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { theme } from '@/styles/theme';

/** Space between the field and the dropdown, and kept free at the window's edges (theme.space.sm). */
const GAP = 8;
/** The two-month panel (640 px) with the body's padding (2 × 16 px) and the border (2 × 1 px). */
const DROPDOWN_WIDTH = 674;

export type Placement = { top: number; left: number; width: number; maxHeight: number };

/**
 * Where the dropdown goes: under the field, centred on it and kept inside the window's width, in page coordinates (so
 * it scrolls with the page). One read of the field's box when opening, before anything new is in the page: no
 * measuring of the dropdown itself and no watching of scrolls, unlike a general positioning library.
 */
export function placeUnder(trigger: HTMLElement | null): Placement {
  const viewport = document.documentElement.clientWidth || window.innerWidth;
  const width = Math.min(DROPDOWN_WIDTH, viewport - 2 * GAP);
  // Never taller than the window; when it does not fit below the field, the page scrolls to it (see below).
  const maxHeight = window.innerHeight - 2 * GAP;
  if (!trigger) return { top: GAP + window.scrollY, left: GAP + window.scrollX, width, maxHeight };
  const box = trigger.getBoundingClientRect();
  const centred = box.left + box.width / 2 - width / 2;
  return { top: box.bottom + GAP + window.scrollY, left: Math.min(Math.max(GAP, centred), viewport - width - GAP) + window.scrollX, width, maxHeight };
}

export type CalendarDropdownProps = {
  id: string;
  /** Names the dropdown (role="dialog") for screen readers. */
  title: ReactNode;
  triggerRef: RefObject<HTMLElement | null>;
  /** Where to show, measured by the opener (`placeUnder`) as it opens; measured again when the window is resized. */
  placement: Placement;
  /** Escape, a press or focus outside the dropdown and its field. */
  onDismiss: () => void;
  footer?: ReactNode;
  children?: ReactNode;
};

/**
 * The desktop calendar's dropdown, rendered only while open: a non-modal dialog under the dates field. Escape
 * closes it and puts focus back on the field; a press or focus elsewhere closes it; closing while focus is inside
 * (Validate, the auto-close) puts focus back on the field.
 */
export function CalendarDropdown({ id, title, triggerRef, placement: placementWhenOpened, onDismiss, footer, children }: CalendarDropdownProps) {
  const [resized, setResized] = useState<Placement | null>(null);
  const placement = resized ?? placementWhenOpened;
  const panelRef = useRef<HTMLDivElement>(null);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const inside = (target: EventTarget | null) => target instanceof Node && (panel.contains(target) || Boolean(triggerRef.current?.contains(target)));
    /** Focus is (or was last) inside the dropdown: closing sends it back to the field, unless the visitor went elsewhere. */
    let focusInside = panel.contains(document.activeElement);
    let returnFocus = true;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      dismissRef.current();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (inside(event.target)) return;
      returnFocus = false;
      dismissRef.current();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (panel.contains(event.target as Node)) focusInside = true;
      else if (!inside(event.target)) {
        returnFocus = false;
        dismissRef.current();
      } else focusInside = false;
    };
    const onResize = () => setResized(placeUnder(triggerRef.current));
    // When the dropdown (or its months, which follow the first paint) ends below the window, scroll the page just
    // enough to show it whole; measured after layout, so it adds no layout of its own.
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            const overflow = panel.getBoundingClientRect().bottom - (window.innerHeight - GAP);
            if (overflow > 0) window.scrollBy({ top: overflow });
          })
        : null;
    observer?.observe(panel);
    const trigger = triggerRef.current;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
      const active = document.activeElement;
      const lost = !active || active === document.body || panel.contains(active);
      if (returnFocus && trigger?.isConnected && (panel.contains(active) || (focusInside && lost))) trigger.focus({ preventScroll: true });
    };
  }, [triggerRef]);

  return createPortal(
    <DropdownFrame ref={panelRef} id={id} title={title} footer={footer} style={{ top: placement.top, left: placement.left, width: placement.width, maxHeight: placement.maxHeight }}>
      {children}
    </DropdownFrame>,
    document.body,
  );
}

type DropdownFrameProps = { id: string; title: ReactNode; footer?: ReactNode; style?: CSSProperties; children?: ReactNode };

/**
 * The dropdown's frame: the named dialog, its scrolling body and footer. The calendar's unseen rehearsal draws it
 * too (not in a portal), so its styles are in the page before the first opening.
 */
export const DropdownFrame = forwardRef<HTMLDivElement, DropdownFrameProps>(function DropdownFrame({ id, title, footer, style, children }, ref) {
  return (
    <Panel ref={ref} id={id} role="dialog" aria-labelledby={`${id}-title`} style={style}>
      <VisuallyHidden as="h2" id={`${id}-title`}>
        {title}
      </VisuallyHidden>
      <Body>{children}</Body>
      {footer && <Footer>{footer}</Footer>}
    </Panel>
  );
});

const Panel = styled.div`
  position: absolute;
  z-index: ${theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.md};
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${theme.space.md};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  border-top: 1px solid ${theme.colors.border};
`;
