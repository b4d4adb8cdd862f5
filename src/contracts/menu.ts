/** The mega menu goes four levels deep (search-and-discovery §2 'Navigation pieces'). */
export const MENU_MAX_DEPTH = 4;

export type MenuLinkNode = {
  _id: string;
  label: string;
  uri: string | null;
  /** address-hash search state the link opens (city=…, theme=…), when it is a search */
  location: string | null;
  variant: string | null;
  count: number | null;
  children: MenuLinkNode[];
  thisWeekTheme?: { themaTitle: string; description: string; weekendUrl: string };
};

export type { MenuResponse } from './menu.schema';
