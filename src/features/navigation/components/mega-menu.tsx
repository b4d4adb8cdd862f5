import { useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { css } from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import type { MenuLinkNode } from '@/contracts/menu';
import { useAppConfig } from '@/shared/app-config';
import { useMenu } from '../api/menu';
import { CLOSED_MENU, focusTarget, menuColumns, menuReducer, type MenuColumn } from '../model/menu-state';
import type { HandoverProps } from './header-nav';
import { NodeLabel, NodeLink, SeeAllLink, ThemeOfTheWeekCard } from './menu-parts';
import { ChevronIcon, NavRoot as Root, NavTrigger as Trigger, navTriggerStyle } from './nav-trigger';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';

/** Pointer intent: a node is chosen once the pointer rests on it, so crossing others on the way does not switch. */
const HOVER_DELAY_MS = 120;
/** Grace before the panel closes when the pointer leaves, so a slip over the edge does not close it. */
const LEAVE_DELAY_MS = 200;
/** Levels below this one are links only: the menu is four levels deep. */
const LAST_LEVEL = 3;

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

// ---------- hooks ----------

function useTimer() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const start = useCallback((ms: number, run: () => void) => {
    clear();
    timer.current = setTimeout(run, ms);
  }, [clear]);
  useEffect(() => clear, [clear]);
  return { start, clear };
}

const itemsOfLevel = (panel: HTMLElement | null, level: number): HTMLElement[] =>
  panel ? Array.from(panel.querySelectorAll<HTMLElement>(`[data-menu-level="${level}"]`)) : [];

// ---------- component ----------

/**
 * The 'Inspirations' mega menu (disclosure navigation pattern): a button opens a panel of tabs; hovering or
 * pressing a tab or a node shows its children in the next column, up to four levels; a level of 15 children or
 * more is laid out in columns. Arrow keys move within a list, Right/Left go a level deeper/back, Escape closes.
 * The tree is fetched once the visitor points at or focuses the button. In the header this code loads on intent
 * (`MegaMenuFacade`), which hands over the press made meanwhile and the focus.
 */
export function MegaMenu({ intent = null, takeFocus = false, prefetch = false }: HandoverProps = {}) {
  const { apiBase, locale } = useAppConfig();
  const [state, dispatch] = useReducer(menuReducer, CLOSED_MENU);
  const [wanted, setWanted] = useState(prefetch);
  const { menu, error, isLoading, retry } = useMenu(apiBase, locale, wanted || state.open);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const hover = useTimer();
  const leave = useTimer();
  const panelId = useId();
  const items = menu?.items;

  // Opened before the tree arrived: show the first tab once it is there.
  useEffect(() => {
    if (state.open && state.path.length === 0 && items?.[0]) dispatch({ type: 'select', level: 0, id: items[0]._id });
  }, [state.open, state.path.length, items]);

  // Keyboard moves that open a level focus its first item once it is rendered.
  useIsomorphicLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const first = itemsOfLevel(panelRef.current, pendingFocus.current)[0];
    if (first) {
      first.focus();
      pendingFocus.current = null;
    }
  });

  // Taking over from the facade: its focus, then the press made while this code was loading.
  useIsomorphicLayoutEffect(() => {
    if (takeFocus) triggerRef.current?.focus();
    if (intent === 'click') dispatch({ type: 'toggle', tab: items?.[0]?._id });
    if (intent === 'keyboard') {
      dispatch({ type: 'open', tab: items?.[0]?._id });
      pendingFocus.current = 0;
    }
    // Once, on mount.
  }, []);

  const close = useCallback(() => {
    hover.clear();
    if (panelRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
    dispatch({ type: 'leave' });
  }, [hover]);

  // A tap or click anywhere else closes it (touch screens send no pointer-leave).
  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dispatch({ type: 'leave' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.open]);

  const choose = useCallback(() => {
    hover.clear();
    dispatch({ type: 'choose' });
  }, [hover]);

  const selectOnHover = (level: number, id: string) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hover.start(HOVER_DELAY_MS, () => dispatch({ type: 'select', level, id }));
  };

  /** Focus the first item of a level: now if it is shown, else once the next render shows it. */
  const focusLevel = (level: number) => {
    const first = itemsOfLevel(panelRef.current, level)[0];
    if (first) first.focus();
    else pendingFocus.current = level;
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setWanted(true);
    if (!state.open) dispatch({ type: 'open', tab: items?.[0]?._id });
    focusLevel(0);
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const level = Number(target.dataset.menuLevel);
    if (Number.isNaN(level)) return;
    const list = itemsOfLevel(panelRef.current, level);
    const index = list.indexOf(target);
    const id = target.dataset.menuId;
    const expandable = target.getAttribute('aria-expanded') !== null;

    const move = focusTarget(event.key, index, list.length, level === 0 ? 'horizontal' : 'vertical');
    if (move !== null) {
      event.preventDefault();
      list[move].focus();
      return;
    }
    const deeper = level === 0 ? 'ArrowDown' : 'ArrowRight';
    if (event.key === deeper && expandable && id) {
      event.preventDefault();
      if (target.getAttribute('aria-expanded') === 'true') {
        focusLevel(level + 1);
      } else {
        dispatch({ type: 'select', level, id });
        pendingFocus.current = level + 1;
      }
    } else if (event.key === 'ArrowLeft' && level > 0) {
      event.preventDefault();
      itemsOfLevel(panelRef.current, level - 1).find((el) => el.getAttribute('aria-expanded') === 'true')?.focus();
    }
  };

  const onRootKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && state.open) {
      event.preventDefault();
      hover.clear();
      dispatch({ type: 'leave' });
      triggerRef.current?.focus();
    }
  };

  const columns = items ? menuColumns(items, state.path) : [];
  const [tabs, ...levels] = columns;

  const pressNode = (level: number, id: string) => {
    hover.clear();
    dispatch(state.path[level] === id ? { type: 'collapse', level } : { type: 'select', level, id });
  };

  const nodeItem = (column: MenuColumn, node: MenuLinkNode) => {
    const level = column.level;
    if (node.children.length > 0 && level < LAST_LEVEL) {
      const expanded = state.path[level] === node._id;
      return (
        <NodeButton
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? `${panelId}-level-${level + 1}` : undefined}
          data-menu-level={level}
          data-menu-id={node._id}
          onClick={() => pressNode(level, node._id)}
          onPointerEnter={selectOnHover(level, node._id)}
          onPointerLeave={hover.clear}
        >
          <NodeLabel node={node} />
          <ChevronIcon direction="right" />
        </NodeButton>
      );
    }
    return (
      <LeafLink>
        <NodeLink node={node} onChoose={choose} data-menu-level={level} data-menu-id={node._id} />
      </LeafLink>
    );
  };

  return (
    <Root
      ref={rootRef}
      onKeyDown={onRootKeyDown}
      onPointerEnter={leave.clear}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && state.open) leave.start(LEAVE_DELAY_MS, close);
      }}
      onBlur={(event) => {
        if (state.open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) dispatch({ type: 'leave' });
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={state.open}
        aria-controls={state.open ? panelId : undefined}
        onClick={() => {
          setWanted(true);
          dispatch({ type: 'toggle', tab: items?.[0]?._id });
        }}
        onKeyDown={onTriggerKeyDown}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
      >
        <FormattedMessage id="navigation.inspirations" />
        <ChevronIcon />
      </Trigger>
      {state.open && (
        <Panel id={panelId} ref={panelRef} onKeyDown={onPanelKeyDown}>
          <PanelInner>
            {error && !menu ? (
              <Failure>
                <FormattedMessage id="navigation.menu.error" />
                <Button variant="secondary" onClick={retry}>
                  <FormattedMessage id="navigation.menu.retry" />
                </Button>
              </Failure>
            ) : isLoading || !tabs ? (
              <SkeletonRegion>
                <Skeleton lines={4} />
              </SkeletonRegion>
            ) : (
              <>
                <TabList>
                  {tabs.nodes.map((tab) => {
                    const expanded = state.path[0] === tab._id;
                    return (
                      <li key={tab._id}>
                        <Tab
                          type="button"
                          aria-expanded={tab.children.length > 0 ? expanded : undefined}
                          aria-controls={expanded && tab.children.length > 0 ? `${panelId}-level-1` : undefined}
                          data-menu-level={0}
                          data-menu-id={tab._id}
                          onClick={() => dispatch({ type: 'select', level: 0, id: tab._id })}
                          onPointerEnter={selectOnHover(0, tab._id)}
                          onPointerLeave={hover.clear}
                        >
                          {tab.label}
                        </Tab>
                      </li>
                    );
                  })}
                </TabList>
                <Levels>
                  {levels.map((column) => (
                    <Level key={column.parent!._id} id={`${panelId}-level-${column.level}`} $columns={column.columns} $level={column.level}>
                      <SeeAllLink node={column.parent!} onChoose={choose} data-menu-level={column.level} />
                      <NodeList $columns={column.columns} data-layout={column.columns ? 'columns' : 'list'}>
                        {column.nodes.map((node) => (
                          <li key={node._id}>{nodeItem(column, node)}</li>
                        ))}
                      </NodeList>
                      {column.parent!.thisWeekTheme && (
                        <WeekSlot>
                          <ThemeOfTheWeekCard theme={column.parent!.thisWeekTheme} onChoose={choose} />
                        </WeekSlot>
                      )}
                    </Level>
                  ))}
                </Levels>
              </>
            )}
          </PanelInner>
        </Panel>
      )}
    </Root>
  );
}

// ---------- styles ----------

export const navPanelStyle = css`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: ${theme.zIndex.dropdown};
  max-height: calc(100vh - ${theme.layout.headerHeight} - 24px);
  overflow-y: auto;
  background: ${theme.colors.white};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.lg};
`;

const Panel = styled.div`
  ${navPanelStyle}
`;

export const PanelInner = styled.div`
  ${pageColumn}
  padding: ${`${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
`;

const TabList = styled.ul`
  display: flex;
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${theme.colors.border};
`;

const Tab = styled.button`
  ${navTriggerStyle}
  font-size: ${theme.font.size.md};
`;

const Levels = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.lg};
`;

const Level = styled.div<{ $columns: boolean; $level: number }>`
  flex: ${({ $columns }) => ($columns ? '3 1 0' : '1 1 0')};
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  & + & {
    padding-left: ${theme.space.lg};
    border-left: 1px solid ${theme.colors.border};
  }
`;

const NodeList = styled.ul<{ $columns: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $columns }) =>
    $columns &&
    css`
      column-count: 3;
      column-gap: ${theme.space.lg};
      li {
        break-inside: avoid;
      }
    `}
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  width: 100%;
  min-height: 40px;
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${theme.radius.sm};
  color: ${theme.colors.text};
  text-align: start;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.surface};
    color: ${theme.colors.brandDark};
  }
`;

const NodeButton = styled.button`
  ${itemStyle}
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${theme.colors.brandLight};
    color: ${theme.colors.brandDark};
    font-weight: ${theme.font.weight.semibold};
  }
`;

const LeafLink = styled.div`
  a {
    ${itemStyle}
  }
`;

const WeekSlot = styled.div`
  margin-top: ${theme.space.md};
  max-width: 420px;
`;

const Failure = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
`;
