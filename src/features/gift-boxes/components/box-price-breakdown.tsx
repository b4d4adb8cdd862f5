import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import type { BoxChoice } from '../model/use-box-choice';
import { Money } from '@/components/ui/money';
import { PromoBadge } from './promo-badge';

/**
 * A box's price as the 'Offer' panel and 'Personalise your gift' show it (§2.4, §2.6): the box's price (with its promo
 * and reference price when given), the physical format's shipping, the extras, and the total, said as it changes.
 */
export function BoxPriceBreakdown({ choice, promo, totalTestId }: { choice: BoxChoice; promo?: { percent: number; referencePrice: number }; totalTestId?: string }) {
  return (
    <Rows>
      <Row>
        <dt>
          <FormattedMessage id="giftBoxes.panel.price" />
        </dt>
        <dd>
          <Money cents={choice.price} />
        </dd>
      </Row>
      {promo && promo.percent > 0 && (
        <Reference>
          <dt>
            <PromoBadge percent={promo.percent} inline />
          </dt>
          <dd>
            <FormattedMessage id="giftBoxes.referencePrice" values={{ price: <s><Money cents={promo.referencePrice} /></s> }} />
          </dd>
        </Reference>
      )}
      {choice.giftFormat === 'physical' && (
        <Row>
          <dt>
            <FormattedMessage id="giftBoxes.shipping" />
          </dt>
          <dd>{choice.shipping === null ? <FormattedMessage id="giftBoxes.shipping.loading" /> : choice.shipping === 0 ? <FormattedMessage id="giftBoxes.free" /> : <Money cents={choice.shipping} />}</dd>
        </Row>
      )}
      {choice.extras > 0 && (
        <Row>
          <dt>
            <FormattedMessage id="giftBoxes.extras" />
          </dt>
          <dd>
            <Money cents={choice.extras} />
          </dd>
        </Row>
      )}
      <Total>
        <dt>
          <FormattedMessage id="giftBoxes.panel.total" />
        </dt>
        <dd aria-live="polite" data-testid={totalTestId}>
          <Money cents={choice.total} />
        </dd>
      </Total>
    </Rows>
  );
}

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
