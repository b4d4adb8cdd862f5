export type { Theme, ThemeOfTheWeek, ThemesResponse } from './themes.schema';
