import type { AnnouncementBanner } from '@/contracts/announcement-banner';
import type { PromoBar } from '@/contracts/promo-bars';

export type Palette = { background: string; color: string };

const DARK_TEXT = '#1d1d1b';
const LIGHT_TEXT = '#ffffff';
/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;

/**
 * The six colour variations of the announcement banner (product-and-purchase §2.9), each with a text colour
 * that reads at AA contrast or better.
 */
export const ANNOUNCEMENT_PALETTES: Record<AnnouncementBanner['colorVariation'], Palette> = {
  black: { background: '#1d1d1b', color: LIGHT_TEXT },
  grey: { background: '#e8eaee', color: DARK_TEXT },
  red: { background: '#b42318', color: LIGHT_TEXT },
  yellow: { background: '#ffd23f', color: DARK_TEXT },
  blue: { background: '#1a4f8b', color: LIGHT_TEXT },
  green: { background: '#1f7a3a', color: LIGHT_TEXT },
};

/** An announcement variation the site does not know reads as grey. */
export const announcementPalette = (variation: string): Palette =>
  ANNOUNCEMENT_PALETTES[variation as AnnouncementBanner['colorVariation']] ?? ANNOUNCEMENT_PALETTES.grey;

/** '#abc' or '#aabbcc' as [r, g, b], anything else null (CMS colours go into styles: only plain hex passes). */
export function parseHex(value: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const luminance = ([r, g, b]: [number, number, number]) => {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
};

/** WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [ca, cb] = [parseHex(a), parseHex(b)];
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const FALLBACK_BAR: Palette = { background: '#07403d', color: LIGHT_TEXT };

/**
 * A promo bar's colours: the CMS background when it is a plain hex colour (else the brand's dark green), and its
 * light or dark text, switched to the other one when the chosen one would not reach AA contrast.
 */
export function promoBarPalette({ background, font }: PromoBar['colorPalette']): Palette {
  if (!parseHex(background)) return FALLBACK_BAR;
  const chosen = font === 'light' ? LIGHT_TEXT : DARK_TEXT;
  const other = font === 'light' ? DARK_TEXT : LIGHT_TEXT;
  const color = contrastRatio(background, chosen) >= MIN_CONTRAST || contrastRatio(background, chosen) >= contrastRatio(background, other) ? chosen : other;
  return { background: background.trim().toLowerCase(), color };
}
