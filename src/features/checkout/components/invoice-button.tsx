import { useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import type { CancelOrderRequest, OrderView } from '@/contracts/checkout';
import { saveFile as save } from '@/lib/save-file';
import { downloadInvoice } from '../api/checkout-api';
import { orderMessages as m } from './order-messages';

/**
 * 'Download the invoice' (issue 18 item 8): the PDF the server writes for a confirmed or cancelled booking, proved by
 * the access key (confirmation) or the e-mail (booking lookup). Nothing before there is something to invoice.
 */
export function InvoiceButton({ order, proof, ref }: { order: Pick<OrderView, 'bookingNumber' | 'status'>; proof: CancelOrderRequest; ref?: Ref<HTMLButtonElement> }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'busy' | 'notReady' | 'failed'>('idle');
  if (order.status !== 'confirmed' && order.status !== 'cancelled') return null;
  const download = async () => {
    if (state === 'busy') return;
    setState('busy');
    const outcome = await downloadInvoice(order.bookingNumber, proof);
    if (outcome.kind === 'ok') {
      save(outcome.value.blob, outcome.value.filename);
      return setState('idle');
    }
    setState(outcome.kind === 'problem' ? 'notReady' : 'failed');
  };
  return (
    <>
      <Button ref={ref} variant="secondary" onClick={() => void download()} aria-disabled={state === 'busy' || undefined}>
        {intl.formatMessage(m.invoice)}
      </Button>
      {(state === 'notReady' || state === 'failed') && <p role="alert">{intl.formatMessage(state === 'notReady' ? m.invoiceNotReady : m.invoiceFailed)}</p>}
    </>
  );
}
