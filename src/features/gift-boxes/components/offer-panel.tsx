import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { GiftBoxDetail } from '@/contracts/gift-boxes';
import { theme } from '@/styles/theme';
import type { BoxChoice } from '../model/use-box-choice';
import { PersonaliseDrawer } from './personalise-drawer';
import { Price } from './price';
import { PromoBadge } from './promo-badge';

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
      <Rows>
        <Row>
          <dt>
            <FormattedMessage id="giftBoxes.panel.price" />
          </dt>
          <dd>
            <Price cents={choice.price} />
          </dd>
        </Row>
        {promo > 0 && (
          <Reference>
            <dt>
              <PromoBadge percent={promo} inline />
            </dt>
            <dd>
              <FormattedMessage id="giftBoxes.referencePrice" values={{ price: <s><Price cents={detail.price.referencePrice} /></s> }} />
            </dd>
          </Reference>
        )}
        {choice.giftFormat === 'physical' && (
          <Row>
            <dt>
              <FormattedMessage id="giftBoxes.shipping" />
            </dt>
            <dd>{choice.shipping === null ? <FormattedMessage id="giftBoxes.shipping.loading" /> : choice.shipping === 0 ? <FormattedMessage id="giftBoxes.free" /> : <Price cents={choice.shipping} />}</dd>
          </Row>
        )}
        {choice.extras > 0 && (
          <Row>
            <dt>
              <FormattedMessage id="giftBoxes.extras" />
            </dt>
            <dd>
              <Price cents={choice.extras} />
            </dd>
          </Row>
        )}
        <Total>
          <dt>
            <FormattedMessage id="giftBoxes.panel.total" />
          </dt>
          <dd aria-live="polite">
            <Price cents={choice.total} />
          </dd>
        </Total>
      </Rows>
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

const Rows = styled.dl`
  margin: 0;
  display: grid;
  gap: ${theme.space.sm};
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.semibold};
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const Reference = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  dd {
    font-weight: ${theme.font.weight.regular};
  }
`;

const Total = styled(Row)`
  padding-top: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.font.size.lg};
  dd {
    font-weight: ${theme.font.weight.bold};
  }
`;

const Validity = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  text-align: center;
`;
