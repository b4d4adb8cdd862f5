import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { Button } from './button';
import { Dialog } from './dialog';
import { Money } from './money';

const TEXTS = defineMessages({
  lower: { id: 'product.priceUpdate.lower' },
  higher: { id: 'product.priceUpdate.higher' },
});

const CELEBRATION = '\u{1F389}';
const ALARM = '\u{23F0}';

/** A price that moved between what was shown and the live price (cents). */
export type PriceUpdate = { kind: 'lower' | 'higher'; previousCents: number; currentCents: number };

export type PriceUpdateDialogProps = {
  update: PriceUpdate | null;
  /** Which buttons the origin offers (§4: the product page Continue, and Back when lower; the checkout Back only). */
  actions: { back: boolean; continue: boolean };
  /** Back, and any other way of closing (Escape, close button). */
  onBack: () => void;
  onContinue?: () => void;
};

/**
 * 'Price update' (product-and-purchase §2.7, §4): a celebratory icon and '…it's now lower!' or an alarm and '…it's now
 * higher.', both prices, and the buttons of its origin. Loaded by PriceUpdateDialog (price-update-dialog.tsx) when a
 * price first moves.
 */
export function PriceUpdateDialogContent({ update, actions, onBack, onContinue }: PriceUpdateDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={update !== null}
      onOpenChange={(open) => {
        if (!open) onBack();
      }}
      title={intl.formatMessage({ id: 'product.priceUpdate.title' })}
      footer={
        <Footer>
          {actions.back && (
            <Button variant={actions.continue ? 'secondary' : 'primary'} onClick={onBack}>
              <FormattedMessage id="product.priceUpdate.back" />
            </Button>
          )}
          {actions.continue && onContinue && (
            <Button onClick={onContinue}>
              <FormattedMessage id="product.priceUpdate.continue" />
            </Button>
          )}
        </Footer>
      }
    >
      {update && (
        <Body data-kind={update.kind}>
          <span className="icon" aria-hidden="true">
            {update.kind === 'lower' ? CELEBRATION : ALARM}
          </span>
          <p>
            <FormattedMessage {...TEXTS[update.kind]} />
          </p>
          <p>
            <FormattedMessage id="product.priceUpdate.amounts" values={{ previous: <Money cents={update.previousCents} />, current: <Money cents={update.currentCents} /> }} />
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
