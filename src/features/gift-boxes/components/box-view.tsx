import Link from 'next/link';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { GiftBoxDetail } from '@/contracts/gift-boxes';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { useBoxChoice } from '../model/use-box-choice';
import { BoxGallery } from './box-gallery';
import { BoxStaysSection } from './box-stays-section';
import { GiftingOptions } from './gifting-options';
import { HowItWorks } from './how-it-works';
import { OfferPanel } from './offer-panel';

/**
 * A gift box's page (§2.4): gallery, title, included content, the gifting options, the sticky Offer panel, the stays
 * the box opens (with the map button the site composes in) and how it works.
 */
export function BoxView({ detail, mapButton }: { detail: GiftBoxDetail; mapButton?: (code: string) => ReactNode }) {
  const { locale } = useAppConfig();
  const intl = useIntl();
  const choice = useBoxChoice(detail);
  return (
    <Wrapper>
      <Back href={href.giftBoxes(locale)}>
        <FormattedMessage id="giftBoxes.detail.back" />
      </Back>
      <BoxGallery images={detail.images} />
      <Columns>
        <Main>
          <header>
            <h1>{detail.title}</h1>
            <Lead>
              <span>
                <FormattedMessage id="giftBoxes.nights" values={{ nights: detail.nights }} />
              </span>
              <span>{intl.formatMessage({ id: 'giftBoxes.rating' }, { rating: intl.formatNumber(detail.rating, { maximumFractionDigits: 1 }) })}</span>
            </Lead>
            <p>{detail.description}</p>
          </header>
          <section aria-labelledby="box-included-title">
            <h2 id="box-included-title">
              <FormattedMessage id="giftBoxes.detail.included" />
            </h2>
            <Included>
              {detail.includedContent.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Included>
          </section>
          <GiftingOptions choice={choice} />
        </Main>
        <Side>
          <OfferPanel detail={detail} choice={choice} />
        </Side>
      </Columns>
      <BoxStaysSection code={choice.code} offerCount={detail.offerCount} mapButton={mapButton?.(choice.code)} />
      <HowItWorks />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  ${pageColumn}
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.xxl};
  display: grid;
  gap: ${theme.space.xl};
  min-width: 0;
  h1 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.xl};
    ${theme.media.desktop} {
      font-size: ${theme.font.size.xxl};
    }
  }
  h2 {
    font-size: ${theme.font.size.lg};
    margin: 0 0 ${theme.space.md};
  }
`;

const Back = styled(Link)`
  justify-self: start;
  color: ${theme.colors.brand};
  font-weight: ${theme.font.weight.semibold};
  &::before {
    content: '← ';
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
    align-items: start;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
`;

/** The panel's column: the panel sticks within it on desktop; on a phone it follows the options. */
const Side = styled.div`
  ${theme.media.desktop} {
    align-self: stretch;
  }
`;

const Lead = styled.p`
  margin: 0 0 ${theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  color: ${theme.colors.brand};
  font-weight: ${theme.font.weight.semibold};
`;

const Included = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.sm};
  li::before {
    content: '✓';
    color: ${theme.colors.success};
    font-weight: ${theme.font.weight.bold};
    margin-right: ${theme.space.sm};
  }
`;
