import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, LinkButton } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Money } from '@/components/ui/money';
import { Stepper } from '@/components/ui/stepper';
import { showsActivityPromo } from '@/contracts/activity-only-detail';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { availablePeople, type PaxPrices } from '../model/people';
import { usePeople } from './use-people';
import { eurosOf } from '@/lib/money';

type Mode = 'gift' | 'ownUse';

const MODAL_TITLE = defineMessages<Mode>({ gift: { id: 'activity.modal.gift' }, ownUse: { id: 'activity.modal.ownUse' } });

/**
 * The activity purchase panel (§2.3, §4): the price for the number of people (1 to 2), the promo from 5 %, and two
 * buttons, 'Offer' and 'Buy for myself', each opening the purchase modal (own use set by the second); closing it
 * resets both. Continue hands off to the gift checkout (`#id`, `a`; `customType=OWN_USE` for oneself) and records
 * add_to_cart.
 */
export function PurchasePanel({ offerId, label, prices }: { offerId: number; label: string; prices: PaxPrices }) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const { track } = useAnalytics();
  const [people, setPeople] = usePeople(prices);
  const [mode, setMode] = useState<Mode | null>(null);
  const counts = availablePeople(prices);
  const price = people === null ? undefined : prices[String(people)];
  if (people === null || !price)
    return (
      <Panel aria-labelledby="activity-panel-title">
        <Title id="activity-panel-title">
          <FormattedMessage id="activity.panel.title" />
        </Title>
        <p>
          <FormattedMessage id="activity.panel.unavailable" />
        </p>
      </Panel>
    );
  const promo = showsActivityPromo(price.promo) ? price.promo : 0;
  const checkoutHref = href.giftCheckout(locale, { id: offerId, people, ownUse: mode === 'ownUse' });
  const onContinue = () => track(analyticsEvents.addToCart([{ item_id: String(offerId), item_name: label, item_category: 'activity', item_variant: mode === 'ownUse' ? 'own_use' : 'gift', price: eurosOf(price.sellPrice), quantity: 1 }]));
  return (
    <Panel aria-labelledby="activity-panel-title" data-testid="activity-panel">
      <Title id="activity-panel-title">
        <FormattedMessage id="activity.panel.title" />
      </Title>
      <Stepper label={intl.formatMessage({ id: 'activity.panel.people' })} value={people} min={counts[0]} max={counts[counts.length - 1]} onValueChange={setPeople} name="people" />
      <Rows>
        <Row>
          <dt>
            <FormattedMessage id="activity.panel.priceFor" values={{ count: people }} />
          </dt>
          <dd aria-live="polite" data-testid="activity-price">
            <Money cents={price.sellPrice} />
          </dd>
        </Row>
        {promo > 0 && (
          <Reference>
            <dt>
              <Badge role="img" aria-label={intl.formatMessage({ id: 'activity.panel.promo.label' }, { percent: promo })}>
                <FormattedMessage id="activity.panel.promo" values={{ percent: promo }} />
              </Badge>
            </dt>
            <dd>
              <FormattedMessage id="activity.panel.referencePrice" values={{ price: <s><Money cents={price.refPrice} /></s> }} />
            </dd>
          </Reference>
        )}
      </Rows>
      <Button variant="primary" block onClick={() => setMode('gift')}>
        <FormattedMessage id="activity.panel.offer" />
      </Button>
      <Button variant="secondary" block onClick={() => setMode('ownUse')}>
        <FormattedMessage id="activity.panel.ownUse" />
      </Button>
      <Validity>
        <FormattedMessage id="activity.panel.validity" />
      </Validity>
      <Dialog
        open={mode !== null}
        onOpenChange={(open) => !open && setMode(null)}
        title={intl.formatMessage(MODAL_TITLE[mode ?? 'gift'])}
        footer={
          <LinkButton href={checkoutHref} variant="primary" block onClick={onContinue} data-testid="activity-continue">
            <FormattedMessage id="activity.modal.continue" />
          </LinkButton>
        }
      >
        <Summary>
          <strong>{label}</strong>
          <Stepper label={intl.formatMessage({ id: 'activity.panel.people' })} value={people} min={counts[0]} max={counts[counts.length - 1]} onValueChange={setPeople} name="modal-people" />
          <Rows>
            <Total>
              <dt>
                <FormattedMessage id="activity.modal.total" />
              </dt>
              <dd aria-live="polite">
                <Money cents={price.sellPrice} />
              </dd>
            </Total>
          </Rows>
          <p>
            <FormattedMessage id="activity.modal.delivery" />
          </p>
        </Summary>
      </Dialog>
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
  p {
    margin: 0;
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
    font-weight: ${theme.font.weight.bold};
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space.md};
  dd {
    font-size: ${theme.font.size.xl};
  }
`;

const Total = styled(Row)`
  padding-top: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.border};
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

const Badge = styled.span`
  display: inline-block;
  padding: 2px ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.danger};
  color: ${theme.colors.white};
  font-weight: ${theme.font.weight.bold};
`;

const Summary = styled.div`
  display: grid;
  gap: ${theme.space.md};
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Validity = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  text-align: center;
`;
