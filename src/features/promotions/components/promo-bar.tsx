import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PromoBar as PromoBarContent } from '@/contracts/promo-bars';
import { useAppConfig } from '@/shared/app-config';
import { usePromoBars, type PromoFlow, type PromoPage } from '../api/promotions';
import { promoBarPalette } from '../model/palette';
import { ContentLink } from './content-link';
import { usePromotionImpression } from './use-promotion-impression';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';

/**
 * The promo bar above the header on home, product and search pages, chosen by page and flow (the first bar the
 * CMS lists for them): its links and calls to action on its own colours. Hidden in customer-care mode.
 */
export function PromoBar({ page, flow }: { page: PromoPage; flow: PromoFlow }) {
  const { apiBase, locale, flags } = useAppConfig();
  const bars = usePromoBars(apiBase, locale, page, flow, !flags.customerCare);
  const bar = flags.customerCare ? undefined : bars[0];
  return bar ? <PromoBarView bar={bar} /> : null;
}

export function PromoBarView({ bar }: { bar: PromoBarContent }) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  usePromotionImpression(ref, { id: bar.internalCode, name: bar.campaign, creative: bar.category, slot: 'promo_bar' });
  const palette = promoBarPalette(bar.colorPalette);
  return (
    // Inline style: the colours are CMS data (validated hex), not theme tokens.
    <Bar ref={ref} aria-label={intl.formatMessage({ id: 'promotions.promoBar.label' })} style={{ background: palette.background, color: palette.color }}>
      <Inner>
        {bar.links.map((link) => (
          <TextLink key={`${link.url}-${link.label}`} url={link.url} newTab={link.newTab} $variation={link.variation}>
            {link.label}
          </TextLink>
        ))}
        {bar.ctas.map((cta) => (
          <Cta key={`${cta.url}-${cta.label}`} url={cta.url} newTab={cta.newTab}>
            {cta.label}
          </Cta>
        ))}
      </Inner>
    </Bar>
  );
}

const Bar = styled.aside`
  font-size: ${theme.font.size.sm};
  ${theme.media.mobile} {
    font-size: ${theme.font.size.xs};
  }
`;
const Inner = styled.div`
  ${pageColumn}
  min-height: 44px;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  ${theme.media.mobile} {
    min-height: 36px;
    padding: ${`${theme.space.xs} ${theme.space.sm}`};
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${`${theme.space.xs} ${theme.space.md}`};
  text-align: center;
`;
const TextLink = styled(ContentLink)<{ $variation: 'default' | 'black' }>`
  color: inherit;
  font-weight: ${theme.font.weight.semibold};
  text-decoration: ${({ $variation }) => ($variation === 'black' ? 'none' : 'underline')};
  text-underline-offset: 3px;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;
const Cta = styled(ContentLink)`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  padding: 0 ${theme.space.md};
  border: 2px solid currentColor;
  border-radius: ${theme.radius.pill};
  color: inherit;
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;
