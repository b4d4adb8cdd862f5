import type { MenuLinkNode } from '@/contracts/menu';

/** A level with this many children or more lays its links out in columns (search-and-discovery §9). */
export const MENU_COLUMNS_THRESHOLD = 15;

/**
 * State of the 'Inspirations' menu: whether its panel is open and the node chosen at each level
 * (`path[0]` is the tab, `path[1]` a node of that tab, ... four levels at most).
 */
export type MenuState = { open: boolean; path: readonly string[] };

export type MenuAction =
  /** the menu button: opens (optionally on a tab) or closes */
  | { type: 'toggle'; tab?: string }
  | { type: 'open'; tab?: string }
  /** hover or keyboard on a node of `level` (0 = tab): selects it and resets deeper levels */
  | { type: 'select'; level: number; id: string }
  /** a chosen node pressed again: closes what it opened */
  | { type: 'collapse'; level: number }
  /** the phone drawer's 'Back': up one level */
  | { type: 'back' }
  /** the pointer or focus left the menu, or Escape: clears everything */
  | { type: 'leave' }
  /** a link was chosen: the panel closes */
  | { type: 'choose' };

export const CLOSED_MENU: MenuState = { open: false, path: [] };

/** Menu rules as one pure reducer (search-and-discovery §4 'Menu'). */
export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggle':
      return state.open ? CLOSED_MENU : { open: true, path: action.tab ? [action.tab] : [] };
    case 'open':
      return state.open ? state : { open: true, path: action.tab ? [action.tab] : [] };
    case 'select': {
      // A level can only be chosen under a chosen parent; the same node again keeps what is open below it.
      if (action.level < 0 || action.level > state.path.length) return state;
      if (state.open && state.path[action.level] === action.id) return state;
      return { open: true, path: [...state.path.slice(0, action.level), action.id] };
    }
    case 'collapse':
      return action.level < 0 || action.level >= state.path.length ? state : { ...state, path: state.path.slice(0, action.level) };
    case 'back':
      return state.path.length === 0 ? state : { ...state, path: state.path.slice(0, -1) };
    case 'leave':
    case 'choose':
      return state.open || state.path.length > 0 ? CLOSED_MENU : state;
  }
}

export type MenuColumn = {
  /** 0 for the tabs, 1 for a tab's links, ... */
  level: number;
  /** the node whose children these are (null for the tabs) */
  parent: MenuLinkNode | null;
  nodes: MenuLinkNode[];
  /** 15 children or more: shown in columns */
  columns: boolean;
};

/** The lists the panel shows for a path: the tabs, then the children of each chosen node that has some. */
export function menuColumns(items: readonly MenuLinkNode[], path: readonly string[]): MenuColumn[] {
  const out: MenuColumn[] = [{ level: 0, parent: null, nodes: [...items], columns: items.length >= MENU_COLUMNS_THRESHOLD }];
  let nodes: readonly MenuLinkNode[] = items;
  for (const [level, id] of path.entries()) {
    const chosen = nodes.find((n) => n._id === id);
    if (!chosen || chosen.children.length === 0) break;
    out.push({ level: level + 1, parent: chosen, nodes: chosen.children, columns: chosen.children.length >= MENU_COLUMNS_THRESHOLD });
    nodes = chosen.children;
  }
  return out;
}

/** Keys that move focus inside one list of the menu (wrapping like the APG disclosure navigation example). */
export function focusTarget(key: string, index: number, count: number, orientation: 'vertical' | 'horizontal' = 'vertical'): number | null {
  if (count === 0) return null;
  const [prev, next] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  if (key === next) return (index + 1) % count;
  if (key === prev) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
