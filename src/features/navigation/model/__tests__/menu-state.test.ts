import { describe, expect, it } from '@jest/globals';
import type { MenuLinkNode } from '@/contracts/menu';
import { CLOSED_MENU, focusTarget, MENU_COLUMNS_THRESHOLD, menuColumns, menuReducer, type MenuAction, type MenuState } from '../menu-state';

const open = (...path: string[]): MenuState => ({ open: true, path });

describe('menuReducer', () => {
  it.each<[string, MenuState, MenuAction, MenuState]>([
    ['the button opens the panel on a tab', CLOSED_MENU, { type: 'toggle', tab: 't1' }, open('t1')],
    ['the button opens the panel without a tab', CLOSED_MENU, { type: 'toggle' }, open()],
    ['the button closes an open panel and forgets the path', open('t1', 'c1', 'r1'), { type: 'toggle' }, CLOSED_MENU],
    ['open keeps an open panel as it is', open('t2', 'c1'), { type: 'open', tab: 't1' }, open('t2', 'c1')],
    ['hovering a tab selects it', open(), { type: 'select', level: 0, id: 't1' }, open('t1')],
    ['hovering another tab resets the deeper levels', open('t1', 'c1', 'r1', 'city1'), { type: 'select', level: 0, id: 't2' }, open('t2')],
    ['hovering the chosen tab again keeps the deeper levels', open('t1', 'c1', 'r1'), { type: 'select', level: 0, id: 't1' }, open('t1', 'c1', 'r1')],
    ['a second level node opens under its tab', open('t1'), { type: 'select', level: 1, id: 'c1' }, open('t1', 'c1')],
    ['another second level node resets levels three and four', open('t1', 'c1', 'r1', 'x'), { type: 'select', level: 1, id: 'c2' }, open('t1', 'c2')],
    ['the fourth level', open('t1', 'c1', 'r1'), { type: 'select', level: 3, id: 'city1' }, open('t1', 'c1', 'r1', 'city1')],
    ['a level below nothing chosen is ignored', open('t1'), { type: 'select', level: 2, id: 'r1' }, open('t1')],
    ['a negative level is ignored', open('t1'), { type: 'select', level: -1, id: 'r1' }, open('t1')],
    ['selecting while closed opens the panel', CLOSED_MENU, { type: 'select', level: 0, id: 't3' }, open('t3')],
    ['pressing a chosen node again closes what it opened', open('t1', 'c1', 'r1'), { type: 'collapse', level: 1 }, open('t1')],
    ['collapsing a level that is not chosen changes nothing', open('t1'), { type: 'collapse', level: 2 }, open('t1')],
    ['back goes up one level', open('t1', 'c1'), { type: 'back' }, open('t1')],
    ['back at the top changes nothing', open(), { type: 'back' }, open()],
    ['leaving clears everything', open('t1', 'c1', 'r1', 'city1'), { type: 'leave' }, CLOSED_MENU],
    ['choosing a link closes the panel', open('t1', 'c1'), { type: 'choose' }, CLOSED_MENU],
  ])('%s', (_rule, state, action, expected) => {
    expect(menuReducer(state, action)).toEqual(expected);
  });

  it('returns the same state when nothing changes (no re-render)', () => {
    const state = open('t1', 'c1');
    expect(menuReducer(state, { type: 'select', level: 0, id: 't1' })).toBe(state);
    expect(menuReducer(CLOSED_MENU, { type: 'leave' })).toBe(CLOSED_MENU);
  });
});

const node = (id: string, children: MenuLinkNode[] = []): MenuLinkNode => ({ _id: id, label: id, uri: null, location: `city=${id.length}`, variant: null, count: null, children });
const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => node(`${prefix}${i}`));

describe('menuColumns', () => {
  const tree = [node('dest', [node('fr', [node('idf', many('city', 3)), ...many('region', MENU_COLUMNS_THRESHOLD - 1)]), node('es')]), node('themes', many('theme', 21)), node('ideas', many('idea', 5))];

  it('shows the tabs alone when none is chosen', () => {
    expect(menuColumns(tree, []).map((c) => [c.level, c.parent?._id ?? null, c.nodes.length])).toEqual([[0, null, 3]]);
  });

  it('shows one list per chosen node, four levels deep', () => {
    const columns = menuColumns(tree, ['dest', 'fr', 'idf']);
    expect(columns.map((c) => [c.level, c.parent?._id ?? null, c.nodes.length])).toEqual([
      [0, null, 3],
      [1, 'dest', 2],
      [2, 'fr', MENU_COLUMNS_THRESHOLD],
      [3, 'idf', 3],
    ]);
  });

  it('switches a level to columns at 15 children', () => {
    expect(menuColumns(tree, ['dest', 'fr']).map((c) => c.columns)).toEqual([false, false, true]);
    expect(menuColumns(tree, ['themes']).map((c) => c.columns)).toEqual([false, true]);
    expect(menuColumns(tree, ['ideas']).map((c) => c.columns)).toEqual([false, false]);
  });

  it('stops at a leaf or an id the tree does not hold', () => {
    expect(menuColumns(tree, ['dest', 'es'])).toHaveLength(2);
    expect(menuColumns(tree, ['nope', 'fr'])).toHaveLength(1);
  });
});

describe('focusTarget', () => {
  it.each<[string, number, number, 'vertical' | 'horizontal', number | null]>([
    ['ArrowDown', 0, 3, 'vertical', 1],
    ['ArrowDown', 2, 3, 'vertical', 0],
    ['ArrowUp', 0, 3, 'vertical', 2],
    ['Home', 2, 3, 'vertical', 0],
    ['End', 0, 3, 'vertical', 2],
    ['ArrowRight', 0, 3, 'horizontal', 1],
    ['ArrowLeft', 0, 3, 'horizontal', 2],
    ['ArrowRight', 0, 3, 'vertical', null],
    ['Enter', 0, 3, 'vertical', null],
    ['ArrowDown', 0, 0, 'vertical', null],
  ])('%s from %i of %i (%s) → %p', (key, index, count, orientation, expected) => {
    expect(focusTarget(key, index, count, orientation)).toBe(expected);
  });
});
