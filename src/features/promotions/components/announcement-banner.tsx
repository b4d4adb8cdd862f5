import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { AnnouncementBanner as Banner } from '@/contracts/announcement-banner';
import { useAppConfig } from '@/shared/app-config';
import { useAnnouncementBanners, type PromoPage } from '../api/promotions';
import { announcementPalette } from '../model/palette';
import { ContentLink } from './content-link';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';

/**
 * The announcement banner of home, search and product pages (product-and-purchase §2.9): rich text on one of six
 * colour variations, the whole banner a link when it has one. Nothing while loading, without content, or in
 * customer-care mode.
 */
export function AnnouncementBanner({ page }: { page: PromoPage }) {
  const { apiBase, locale, flags } = useAppConfig();
  const banners = useAnnouncementBanners(apiBase, locale, page, !flags.customerCare);
  if (flags.customerCare || banners.length === 0) return null;
  return (
    <>
      {banners.map((banner) => (
        <AnnouncementBannerView key={banner.id} banner={banner} />
      ))}
    </>
  );
}

/**
 * `html` is sanitised by the catalog's content service (src/server/catalog/content/safe-content.ts: paragraphs,
 * emphasis and http(s)/mailto/tel links only), the one place CMS markup is made safe for the page.
 */
export function AnnouncementBannerView({ banner }: { banner: Banner }) {
  const intl = useIntl();
  const palette = announcementPalette(banner.colorVariation);
  // A banner whose text holds links of its own cannot be one big link too (no nested anchors).
  const wholeLink = banner.link && !/<a[\s>]/i.test(banner.html) ? banner.link.url : null;
  const text = <Rich dangerouslySetInnerHTML={{ __html: banner.html }} />;
  return (
    <Section aria-label={intl.formatMessage({ id: 'promotions.announcement.label' })} data-variation={banner.colorVariation} style={{ background: palette.background, color: palette.color }}>
      {wholeLink ? (
        <WholeLink url={wholeLink}>
          {text}
          <Arrow viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 12h14M13 6l6 6-6 6" />
          </Arrow>
        </WholeLink>
      ) : (
        <Plain>{text}</Plain>
      )}
    </Section>
  );
}

const Section = styled.section`
  font-size: ${theme.font.size.sm};
`;
const inner = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  ${pageColumn}
  min-height: 44px;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  text-align: center;
`;
const Plain = styled.div`
  ${inner}
`;
const WholeLink = styled(ContentLink)`
  ${inner}
  color: inherit;
  text-decoration: none;
  &:hover div {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -4px;
  }
`;
const Rich = styled.div`
  p {
    margin: 0;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
`;
const Arrow = styled.svg`
  width: 18px;
  height: 18px;
  flex: none;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;
