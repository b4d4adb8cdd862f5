import type { MenuLinkNode, MenuResponse } from '@/contracts/menu';
import type { ThemesResponse } from '@/contracts/themes';

const node = (id: string, label: string, location: string | null, children: MenuLinkNode[] = [], extra: Partial<MenuLinkNode> = {}): MenuLinkNode => ({
  _id: id, label, uri: null, location, variant: null, count: null, children, ...extra,
});

const REGIONS = ['Île-de-France', 'Bretagne', 'Normandie', 'Occitanie', 'Provence', 'Alsace', 'Bourgogne', 'Auvergne', 'Aquitaine', 'Corse', 'Centre', 'Lorraine', 'Picardie', 'Limousin', 'Savoie', 'Vendée'];

/** A four-level menu: Destinations → France (16 regions: columns) → Île-de-France → Paris; Themes; Ideas. */
export const MENU: MenuResponse = {
  items: [
    node('1', 'Destinations', null, [
      node('10', 'France', 'country=1', [
        node('100', REGIONS[0], 'region=11', [node('1000', 'Paris', 'city=75', [], { count: 12 }), node('1001', 'Versailles', 'city=78', [], { count: 3 })], { count: 15 }),
        ...REGIONS.slice(1).map((label, i) => node(String(101 + i), label, `region=${20 + i}`, [node(String(2000 + i), `${label} city`, `city=${300 + i}`)])),
      ]),
      node('11', 'Espagne', 'country=2', [node('110', 'Catalogne', 'region=9', [node('1100', 'Barcelone', 'city=8')])]),
    ], { variant: 'tab' }),
    node('2', 'Thèmes', null, [
      node('20', 'Bien-être', 'theme=26', [], { variant: 'lotus' }),
      node('21', 'Romantique', 'theme=23', [], { variant: 'heart' }),
    ], { variant: 'tab', thisWeekTheme: { themaTitle: 'Châteaux', description: 'Cette semaine, les châteaux.', weekendUrl: 'theme=40' } }),
    node('3', 'Idées week-end', null, [node('30', 'Dernière minute', 'tags=4')], { variant: 'tab' }),
  ],
};

export const THEMES: ThemesResponse = {
  themes: [
    { id: 19, code: 'gastronomy', name: 'Gastronomie', icon: 'cutlery' },
    { id: 23, code: 'romantic', name: 'Romantique', icon: 'heart' },
    { id: 26, code: 'wellness', name: 'Bien-être', icon: 'lotus' },
    { id: 39, code: 'family', name: 'En famille', icon: 'family' },
    { id: 40, code: 'castles', name: 'Châteaux', icon: 'castle' },
  ],
  themeOfTheWeek: { themeId: 40, themaTitle: 'Châteaux', description: 'Cette semaine, les châteaux.', weekendUrl: 'theme=40', weekStart: '2026-11-23' },
};

export const MENU_URL = '/api/content/menu.json?locale=fr_FR';
export const THEMES_URL = '/api/content/themes.json?locale=fr_FR';
