import type { TargetedBanner } from '@/contracts/targeted-banner';
import type { Theme, ThemeOfTheWeek } from '@/contracts/themes';

/** A card of 'Our selection of the moment' on the not-found page. `url` is a content link (see content-href.ts). */
export type EditorialCard = {
  id: string;
  title: string;
  text: string;
  imageUrl: string;
  imageAlt: string;
  url: string;
  /** the week's theme is marked as such on its card */
  themeOfTheWeek: boolean;
};

export const SELECTION_SIZE = 4;
/** Themes that top the selection up when the CMS has too few cards: wellness, romantic, gastronomy, family. */
const TOP_UP_THEMES = [26, 23, 19, 39];

type SelectionInput = {
  themes: readonly Theme[];
  themeOfTheWeek: ThemeOfTheWeek | null;
  banners: readonly TargetedBanner[];
  imageOf: (theme: Theme) => string;
};

/**
 * The not-found page's editorial cards: the theme of the week, then the CMS's banners of the results page (the
 * generic ones and those of every theme), then popular themes, four at most, no theme twice.
 */
export function selectionOfTheMoment({ themes, themeOfTheWeek, banners, imageOf }: SelectionInput): EditorialCard[] {
  const cards: EditorialCard[] = [];
  const usedThemes = new Set<number>();
  const week = themeOfTheWeek && themes.find((t) => t.id === themeOfTheWeek.themeId);
  if (themeOfTheWeek && week) {
    usedThemes.add(week.id);
    cards.push({ id: `week-${week.id}`, title: themeOfTheWeek.themaTitle, text: themeOfTheWeek.description, imageUrl: imageOf(week), imageAlt: themeOfTheWeek.themaTitle, url: themeOfTheWeek.weekendUrl, themeOfTheWeek: true });
  }
  for (const banner of banners) {
    if (banner.themeId !== null && usedThemes.has(banner.themeId)) continue;
    if (!banner.url) continue;
    if (banner.themeId !== null) usedThemes.add(banner.themeId);
    cards.push({ id: `banner-${banner.id}`, title: banner.title, text: banner.subtitle, imageUrl: banner.imageUrl, imageAlt: banner.imageAlt, url: banner.url, themeOfTheWeek: false });
  }
  for (const id of TOP_UP_THEMES) {
    const theme = themes.find((t) => t.id === id);
    if (!theme || usedThemes.has(id)) continue;
    usedThemes.add(id);
    cards.push({ id: `theme-${id}`, title: theme.name, text: '', imageUrl: imageOf(theme), imageAlt: theme.name, url: `theme=${id}`, themeOfTheWeek: false });
  }
  return cards.slice(0, SELECTION_SIZE);
}
