/**
 * Themes of the search box (search-and-discovery §3 'Theme', §5 reduced thematics): each id maps to an icon;
 * the reduced-thematics experiment keeps Wellness 26, Romantic 23, Gastronomy 19, Family 39 and Generic.
 * Generic is the "any theme" choice (no theme id), always offered.
 */

export const THEME_IDS = { wellness: 26, romantic: 23, gastronomy: 19, family: 39 } as const;
export type ThemeIconKey = keyof typeof THEME_IDS | 'generic';

/** Kept by the reduced-thematics experiment, in this order. */
export const REDUCED_THEME_IDS: readonly number[] = [THEME_IDS.wellness, THEME_IDS.romantic, THEME_IDS.gastronomy, THEME_IDS.family];

const ICON_BY_ID = new Map<number, ThemeIconKey>(Object.entries(THEME_IDS).map(([key, id]) => [id, key as ThemeIconKey]));

/** themeIconKey(39) → 'family'; themeIconKey(null) and any theme without an icon of its own → 'generic'. */
export const themeIconKey = (id: number | null | undefined): ThemeIconKey => (id == null ? 'generic' : (ICON_BY_ID.get(id) ?? 'generic'));

/** The generic choice: no theme filter. */
export const GENERIC_THEME = { id: null, iconKey: 'generic' } as const;

/**
 * Themes to offer (the generic choice comes on top of these): all of them, or under the experiment only the four kept
 * ones in the experiment's order. visibleThemes([{id: 19}, {id: 7}, {id: 26}], true) → [{id: 26}, {id: 19}].
 */
export function visibleThemes<T extends { id: number }>(themes: readonly T[], reducedThematics: boolean): T[] {
  if (!reducedThematics) return [...themes];
  return REDUCED_THEME_IDS.flatMap((id) => themes.filter((theme) => theme.id === id));
}

/** A theme from the address under the experiment: a theme it removed becomes the generic choice (null). */
export const allowedThemeId = (id: number | null | undefined, reducedThematics: boolean): number | null =>
  id == null ? null : !reducedThematics || REDUCED_THEME_IDS.includes(id) ? id : null;
