import { arrayOf, boolean, integer, nullable, object, oneOf, string } from './guards';
import type { TargetedBanner, TargetedBannerResponse } from './targeted-banner.schema';

export const TARGETED_BANNER_PAGES = ['search', 'home', 'product'] as const;

export const TARGETED_BANNER_IMAGE_POSITIONS = ['center', 'left', 'right'] as const;

export type { TargetedBannerQuery, TargetedBanner, TargetedBannerResponse } from './targeted-banner.schema';

const imagePosition = oneOf(TARGETED_BANNER_IMAGE_POSITIONS);

function cta(value: unknown, path: string): TargetedBanner['ctas'][number] {
  const c = object(value, path);
  const read = { label: string(c.label, `${path}.label`), url: string(c.url, `${path}.url`), newTab: boolean(c.newTab, `${path}.newTab`) };
  return c.category === undefined ? read : { ...read, category: string(c.category, `${path}.category`) };
}

function banner(value: unknown, path: string): TargetedBanner {
  const b = object(value, path);
  const at = (key: string) => `${path}.${key}`;
  return {
    id: integer(b.id, at('id')),
    themeId: nullable(integer)(b.themeId, at('themeId')),
    title: string(b.title, at('title')),
    subtitle: string(b.subtitle, at('subtitle')),
    imageUrl: string(b.imageUrl, at('imageUrl')),
    imageMobile: string(b.imageMobile, at('imageMobile')),
    imagePosition: imagePosition(b.imagePosition, at('imagePosition')),
    imageAlt: string(b.imageAlt, at('imageAlt')),
    ctas: arrayOf(cta)(b.ctas, at('ctas')),
    url: string(b.url, at('url')),
    newTab: boolean(b.newTab, at('newTab')),
    campaign: string(b.campaign, at('campaign')),
    category: string(b.category, at('category')),
  };
}

/**
 * targetedBanner.json's answer, checked by hand as targetedBannerResponseSchema does (the search page fetches it as it
 * loads, and zod would then count in its first load); throws a ContractError naming the first bad field.
 */
export function parseTargetedBannerResponse(body: unknown): TargetedBannerResponse {
  return { items: arrayOf(banner)(object(body, '').items, 'items') };
}
