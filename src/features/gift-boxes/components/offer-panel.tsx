import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { GiftBoxDetail } from '@/contracts/gift-boxes';
import { theme } from '@/styles/theme';
import type { BoxChoice } from '../model/use-box-choice';
import { PersonaliseDrawer } from './personalise-drawer';
import { BoxPriceBreakdown } from './box-price-breakdown';

/**
 * The sticky 'Offer' panel (§2.4): the box's price with its promo and reference price, the physical format's
 * shipping and extras, the total, and Offer: the personalisation drawer, then the box checkout (code and giftFormat, §4).
 */
export function OfferPanel({ detail, choice }: { detail: GiftBoxDetail; choice: BoxChoice }) {
  const promo = detail.price.promo;
  return (
    <Panel aria-labelledby="box-offer-title">
      <Title id="box-offer-title">
        <FormattedMessage id="giftBoxes.panel.label" />
      </Title>
      <BoxPriceBreakdown choice={choice} promo={{ percent: promo, referencePrice: detail.price.referencePrice }} />
      <PersonaliseDrawer detail={detail} choice={choice} />
      <Validity>
        <FormattedMessage id="giftBoxes.detail.validity" />
      </Validity>
    </Panel>
  );
}

const Panel = styled.aside`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadow.md};
  ${theme.media.desktop} {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space.md});
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

const Validity = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  text-align: center;
`;
