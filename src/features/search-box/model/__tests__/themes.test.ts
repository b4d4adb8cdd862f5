/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { allowedThemeId, themeIconKey, visibleThemes } from '../themes';

const themes = [{ id: 19 }, { id: 7 }, { id: 39 }, { id: 26 }, { id: 23 }, { id: 12 }];

describe('themes', () => {
  it.each([
    [26, 'wellness'],
    [23, 'romantic'],
    [19, 'gastronomy'],
    [39, 'family'],
    [7, 'generic'],
    [null, 'generic'],
    [undefined, 'generic'],
  ])('theme %p has the %s icon', (id, icon) => {
    expect(themeIconKey(id)).toBe(icon);
  });

  it('keeps every theme without the experiment', () => {
    expect(visibleThemes(themes, false)).toEqual(themes);
  });

  it('keeps Wellness, Romantic, Gastronomy and Family, in that order, under the experiment', () => {
    expect(visibleThemes(themes, true).map((t) => t.id)).toEqual([26, 23, 19, 39]);
    expect(visibleThemes([{ id: 7 }, { id: 39 }], true).map((t) => t.id)).toEqual([39]);
  });

  it.each([
    [26, true, 26],
    [7, true, null],
    [7, false, 7],
    [null, true, null],
    [39, false, 39],
  ])('theme %p from the address with the experiment %p → %p', (id, reduced, expected) => {
    expect(allowedThemeId(id, reduced)).toBe(expected);
  });
});
