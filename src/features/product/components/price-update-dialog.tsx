import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { theme } from '@/styles/theme';
import { priceUpdateActions, type PriceCheck } from '../model/price-check';
import { Money } from './price-block';
import { productMessages as m } from './product-messages';

const CELEBRATION = '\u{1F389}';
const ALARM = '\u{23F0}';

export type PriceUpdateDialogProps = {
  check: Exclude<PriceCheck, { kind: 'same' }> | null;
  onBack: () => void;
  onContinue: () => void;
};

/** 'Price update' (§2.7, §4) from the product page: Continue always, Back only when the price went down. */
export function PriceUpdateDialog({ check, onBack, onContinue }: PriceUpdateDialogProps) {
  const intl = useIntl();
  const actions = check ? priceUpdateActions(check.kind, 'product') : { back: false, continue: false };
  return (
    <Dialog
      open={check !== null}
      onOpenChange={(open) => {
        if (!open) onBack();
      }}
      title={intl.formatMessage(m.priceUpdateTitle)}
      footer={
        <Footer>
          {actions.back && (
            <Button variant="secondary" onClick={onBack}>
              <FormattedMessage {...m.back} />
            </Button>
          )}
          {actions.continue && (
            <Button onClick={onContinue}>
              <FormattedMessage {...m.continue} />
            </Button>
          )}
        </Footer>
      }
    >
      {check && (
        <Body data-kind={check.kind}>
          <span className="icon" aria-hidden="true">
            {check.kind === 'lower' ? CELEBRATION : ALARM}
          </span>
          <p>
            <FormattedMessage {...(check.kind === 'lower' ? m.priceUpdateLower : m.priceUpdateHigher)} />
          </p>
          <p>
            <FormattedMessage
              {...m.priceUpdateAmounts}
              values={{ previous: <Money cents={Math.round(check.previous * 100)} />, current: <Money cents={Math.round(check.current * 100)} /> }}
            />
          </p>
        </Body>
      )}
    </Dialog>
  );
}

const Footer = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  justify-content: flex-end;
`;

const Body = styled.div`
  text-align: center;
  .icon {
    font-size: ${theme.font.size.display};
  }
`;
