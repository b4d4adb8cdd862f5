import { getImageProps } from '@/components/ui/image';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import type { TargetedBanner as Banner } from '@/contracts/targeted-banner';
import { useAppConfig } from '@/shared/app-config';
import type { BannerPage } from '../api/promotions';
import { useTargetedBanners } from '../api/targeted-banners';
import { ContentLink } from './content-link';
import { usePromotionImpression } from './use-promotion-impression';
import { theme } from '@/styles/theme';

export type TargetedBannerSlotProps = {
  /** the page kind whose banners to show (search by default) */
  page?: BannerPage;
  /** the search's theme: its banners come first */
  themeId?: number | null;
  /** which of the page's banners this slot shows (0 = the first) */
  position?: number;
};

/**
 * One targeted banner of a page, the theme's first (product-and-purchase §3). Renders nothing while loading,
 * when the page has no banner at that position, or in customer-care mode. A results grid places it between rows
 * (it spans every column of a grid).
 */
export function TargetedBannerSlot({ page = 'search', themeId = null, position = 0 }: TargetedBannerSlotProps) {
  const { apiBase, locale, flags } = useAppConfig();
  const banners = useTargetedBanners(apiBase, locale, page, themeId, !flags.customerCare);
  const banner = flags.customerCare ? undefined : banners[position];
  return banner ? <TargetedBanner banner={banner} /> : null;
}

/** A targeted banner: picture (its own for phones), title, subtitle and calls to action; the card opens `url`. */
export function TargetedBanner({ banner }: { banner: Banner }) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  usePromotionImpression(ref, { id: String(banner.id), name: banner.campaign, creative: banner.category, slot: 'targeted_banner' });
  const common = { alt: banner.imageAlt, sizes: '(min-width: 1024px) 480px, 100vw', quality: 70 };
  const { props: desktop } = getImageProps({ ...common, src: banner.imageUrl, width: 960, height: 540 });
  const { props: mobile } = getImageProps({ ...common, src: banner.imageMobile || banner.imageUrl, width: 750, height: 360 });
  return (
    <Card ref={ref} aria-labelledby={titleId}>
      <Picture>
        <source media="(max-width: 1023.98px)" srcSet={mobile.srcSet} sizes={mobile.sizes} />
        {/* eslint-disable-next-line @next/next/no-img-element -- art direction: <picture> around getImageProps, Next's documented way */}
        <img {...desktop} alt={banner.imageAlt} loading="lazy" decoding="async" data-position={banner.imagePosition} />
      </Picture>
      <Text>
        <Title id={titleId}>
          {banner.url ? (
            <StretchedLink url={banner.url} newTab={banner.newTab}>
              {banner.title}
            </StretchedLink>
          ) : (
            banner.title
          )}
        </Title>
        {banner.subtitle && <p>{banner.subtitle}</p>}
        {banner.ctas.length > 0 && (
          <Ctas>
            {banner.ctas.map((cta) => (
              <Cta key={`${cta.url}-${cta.label}`} url={cta.url} newTab={cta.newTab}>
                {cta.label}
              </Cta>
            ))}
          </Ctas>
        )}
      </Text>
    </Card>
  );
}

const Card = styled.section`
  grid-column: 1 / -1;
  position: relative;
  display: grid;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandDark};
  color: ${theme.colors.white};
  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    min-height: 220px;
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Picture = styled.picture`
  display: block;
  aspect-ratio: 750 / 360;
  ${theme.media.desktop} {
    aspect-ratio: auto;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  img[data-position='left'] {
    object-position: left center;
  }
  img[data-position='right'] {
    object-position: right center;
  }
`;
const Text = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  p {
    margin: 0;
  }
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.xl};
`;
const StretchedLink = styled(ContentLink)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;
const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;
const Cta = styled(ContentLink)`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.lg};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.white};
  color: ${theme.colors.brandDark};
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.white};
    outline-offset: 2px;
  }
`;
