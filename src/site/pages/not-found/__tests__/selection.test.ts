import { describe, expect, it } from '@jest/globals';
import type { TargetedBanner } from '@/contracts/targeted-banner';
import type { Theme } from '@/contracts/themes';
import { selectionOfTheMoment } from '../selection';

const theme = (id: number, name: string): Theme => ({ id, code: name.toLowerCase(), name, icon: 'x' });
const THEMES = [theme(19, 'Gastronomy'), theme(23, 'Romantic'), theme(26, 'Wellness'), theme(39, 'Family'), theme(40, 'Castles')];
const banner = (id: number, themeId: number | null, url = 'flow=gifting'): TargetedBanner => ({
  id, themeId, title: `Banner ${id}`, subtitle: 'sub', imageUrl: `/api/images/b-${id}.jpg`, imageMobile: '', imagePosition: 'center', imageAlt: `alt ${id}`, ctas: [], url, newTab: false, campaign: 'c', category: 'k',
});
const imageOf = (t: Theme) => `/img/${t.code}.jpg`;
const week = { themeId: 40, themaTitle: 'Castles', description: 'Week text', weekendUrl: 'theme=40', weekStart: '2026-11-23' };

describe('selectionOfTheMoment', () => {
  it('puts the theme of the week first, then the CMS banners, four cards at most', () => {
    const cards = selectionOfTheMoment({ themes: THEMES, themeOfTheWeek: week, banners: [banner(1, 26), banner(2, 39), banner(3, null), banner(4, null)], imageOf });
    expect(cards.map((c) => [c.id, c.title, c.themeOfTheWeek])).toEqual([
      ['week-40', 'Castles', true],
      ['banner-1', 'Banner 1', false],
      ['banner-2', 'Banner 2', false],
      ['banner-3', 'Banner 3', false],
    ]);
    expect(cards[0]).toMatchObject({ text: 'Week text', url: 'theme=40', imageUrl: '/img/castles.jpg' });
  });

  it('skips a banner of the week theme or without a link, and tops up with popular themes', () => {
    const cards = selectionOfTheMoment({ themes: THEMES, themeOfTheWeek: { ...week, themeId: 26, themaTitle: 'Wellness' }, banners: [banner(1, 26), banner(2, null, '')], imageOf });
    expect(cards.map((c) => c.id)).toEqual(['week-26', 'theme-23', 'theme-19', 'theme-39']);
    expect(cards[1]).toMatchObject({ title: 'Romantic', url: 'theme=23' });
  });

  it('is empty when the catalog gave nothing', () => {
    expect(selectionOfTheMoment({ themes: [], themeOfTheWeek: null, banners: [], imageOf })).toEqual([]);
  });
});
