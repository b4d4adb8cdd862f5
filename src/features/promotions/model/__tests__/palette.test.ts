import { describe, expect, it } from '@jest/globals';
import { ANNOUNCEMENT_PALETTES, announcementPalette, contrastRatio, parseHex, promoBarPalette } from '../palette';

describe('announcement palettes', () => {
  it.each(Object.entries(ANNOUNCEMENT_PALETTES))('%s reads at AA contrast', (_variation, palette) => {
    expect(contrastRatio(palette.background, palette.color)).toBeGreaterThanOrEqual(4.5);
  });

  it('reads an unknown variation as grey', () => {
    expect(announcementPalette('purple')).toEqual(ANNOUNCEMENT_PALETTES.grey);
  });
});

describe('parseHex', () => {
  it.each([
    ['#fff', [255, 255, 255]],
    ['#FFD23F', [255, 210, 63]],
    [' #1d1d1b ', [29, 29, 27]],
    ['red', null],
    ['#ff00', null],
    ['#000;background:url(x)', null],
    ['', null],
  ])('%j → %j', (value, expected) => {
    expect(parseHex(value)).toEqual(expected);
  });
});

describe('promoBarPalette', () => {
  it.each([
    ['keeps dark text on yellow', { background: '#ffd23f', font: 'dark' as const }, { background: '#ffd23f', color: '#1d1d1b' }],
    ['keeps light text on near-black', { background: '#1d1d1b', font: 'light' as const }, { background: '#1d1d1b', color: '#ffffff' }],
    ['switches light text on yellow to dark', { background: '#FFD23F', font: 'light' as const }, { background: '#ffd23f', color: '#1d1d1b' }],
    ['switches dark text on navy to light', { background: '#102a43', font: 'dark' as const }, { background: '#102a43', color: '#ffffff' }],
    ['replaces a colour that is not plain hex', { background: 'url(javascript:x)', font: 'dark' as const }, { background: '#07403d', color: '#ffffff' }],
  ])('%s', (_rule, input, expected) => {
    expect(promoBarPalette(input)).toEqual(expected);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
});
