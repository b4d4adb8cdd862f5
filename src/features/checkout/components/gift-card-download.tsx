import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { CancelOrderRequest, OrderView } from '@/contracts/checkout';
import { hasPrintableCard } from '@/contracts/gift-card-print';
import { saveFile } from '@/lib/save-file';
import { theme } from '@/styles/theme';
import { downloadGiftCard } from '../api/gift-card-api';

const ERRORS = { wrongCode: { id: 'giftCard.print.wrongCode' }, failed: { id: 'giftCard.print.failed' } };

/** The shape of a gift code, as the e-mail writes it (not a text to translate). */
const CODE_SHAPE = 'XXXX-XXXX-XXXX-XXXX';

/**
 * 'Print the gift card' on the confirmation of a paid gift card, box, stay or activity voucher bought as a present
 * (`hasPrintableCard`): the code from the e-mail (the site keeps only its hash) and the printable card as a PDF.
 * Nothing for other orders, for oneself, or before the payment.
 */
export function GiftCardDownload({ order, proof }: { order: Pick<OrderView, 'bookingNumber' | 'status' | 'productType' | 'gift'>; proof: CancelOrderRequest }) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'notFound' | 'failed'>('idle');
  const printable = order.status === 'confirmed' && hasPrintableCard(order);
  if (!printable) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'busy') return;
    if (!code.trim()) return setState('notFound');
    setState('busy');
    const outcome = await downloadGiftCard(order.bookingNumber, { ...proof, code });
    if (outcome.kind === 'ok') {
      saveFile(outcome.blob, outcome.filename);
      return setState('idle');
    }
    setState(outcome.kind);
  };
  const error = state === 'notFound' || state === 'failed';
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="gift-card-download">
      <h2 id={`${id}-title`}>
        <FormattedMessage id="giftCard.print.title" />
      </h2>
      <p>
        <FormattedMessage id="giftCard.print.intro" />
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={`${id}-code`}>
          <FormattedMessage id="giftCard.print.codeField" />
        </label>
        <Row>
          <input
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            placeholder={CODE_SHAPE}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="submit" variant="secondary" aria-disabled={state === 'busy' || undefined}>
            <FormattedMessage id="giftCard.print.download" />
          </Button>
        </Row>
        {error && (
          <Error id={`${id}-error`} role="alert">
            {intl.formatMessage(state === 'notFound' ? ERRORS.wrongCode : ERRORS.failed)}
          </Error>
        )}
      </form>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: ${theme.space.xs};
  }
  label {
    font-weight: ${theme.font.weight.semibold};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  input {
    flex: 1 1 14rem;
    min-height: 44px;
    padding: ${theme.space.sm} ${theme.space.md};
    font: inherit;
    font-family: monospace;
    border: 1px solid ${theme.colors.textMuted};
    border-radius: ${theme.radius.md};
  }
`;

const Error = styled.p`
  color: ${theme.colors.danger};
  font-weight: ${theme.font.weight.semibold};
`;
