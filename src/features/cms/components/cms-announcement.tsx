import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CmsAnnouncement } from '@/contracts/cms-page';
import type { Locale } from '@/lib/locales';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { CmsAnchor } from './cms-link';

/**
 * A content page's own announcement banner (§2.9): sanitised rich text on its colour variation (`palette` comes from
 * the promotions' one table, src/features/promotions/model/palette.ts), the whole banner a link unless its text has
 * links of its own.
 */
export function CmsAnnouncementBanner({ banner, locale, palette }: { banner: CmsAnnouncement; locale: Locale; palette: { background: string; color: string } }) {
  const intl = useIntl();
  // SanitizedHtml: sanitised by the content service before it reached the page.
  const text = <div dangerouslySetInnerHTML={{ __html: banner.html }} />;
  const whole = banner.url && !/<a[\s>]/i.test(banner.html) ? banner.url : null;
  return (
    <Section aria-label={intl.formatMessage({ id: 'promotions.announcement.label' })} data-variation={banner.colorVariation} style={{ background: palette.background, color: palette.color }}>
      {whole ? (
        <CmsAnchor locale={locale} url={whole}>
          {text}
        </CmsAnchor>
      ) : (
        text
      )}
    </Section>
  );
}

const Section = styled.section`
  font-size: ${theme.font.size.sm};
  text-align: center;
  > a,
  > div {
    display: block;
    ${pageColumn}
    padding: ${`${theme.space.sm} ${theme.space.md}`};
    color: inherit;
  }
  p {
    margin: 0;
  }
  a:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -4px;
  }
`;
