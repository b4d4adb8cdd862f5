import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useLocationHash } from '@/lib/use-location-hash';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { OrderView } from '@/contracts/checkout';
import { useAppConfig } from '@/shared/app-config';
import { CONFIRMATION_KEY_HASH, href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { fetchOrder, reopenCardPayment } from '../api/checkout-api';
import { Page } from './checkout-view';
import { orderMessages as m } from './order-messages';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { useAnalytics } from '@/shared/analytics';
import { PURCHASE_SENT_STORAGE_KEY, purchaseDue, purchaseEvent, sentPurchases, withSentPurchase } from '../model/purchase-event';
import { GiftCardDownload } from './gift-card-download';
import { InvoiceButton } from './invoice-button';
import { OrderSummary } from './order-summary';

const giftTitle = { id: 'confirmation.gift.title' };

type State = { kind: 'reading' } | { kind: 'ready'; order: OrderView } | { kind: 'unreadable' };

/** While a card payment is awaited, the page reads the order again this often (the provider's event confirms it). */
export const PAYMENT_POLL_MS = 3_000;
const leaveFor = (url: string) => window.location.assign(url);

/**
 * The confirmation page's content (issue 18): the order read with the access key of the hash (`#key=…`), then the
 * booking number, what happens next, the e-mail sent, the recap and Print. Without a key, or with a wrong one, the
 * way to the booking lookup.
 */
export function OrderConfirmation({
  bookingNumber,
  openPaymentPage = leaveFor,
  pollMs = PAYMENT_POLL_MS,
}: {
  bookingNumber: string;
  openPaymentPage?: (url: string) => void;
  pollMs?: number;
}) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const hash = useLocationHash();
  const key = hash === null ? undefined : new URLSearchParams(hash.replace(/^#/, '')).get(CONFIRMATION_KEY_HASH);
  const [fetched, setState] = useState<State>({ kind: 'reading' });
  const state: State = key === null ? { kind: 'unreadable' } : fetched;
  const [payment, setPayment] = useState<'idle' | 'opening' | 'closed' | 'unavailable'>('idle');
  const awaitingCard = state.kind === 'ready' && state.order.paymentDeadline !== null;
  const { track } = useAnalytics();
  const readyOrder = state.kind === 'ready' ? state.order : null;

  // The purchase event, once per order in this browser, when the order is placed for good (stays and gifts alike).
  useEffect(() => {
    if (!readyOrder || !purchaseDue(readyOrder)) return;
    const sent = sentPurchases(readStorage('localStorage', PURCHASE_SENT_STORAGE_KEY));
    if (sent.includes(readyOrder.bookingNumber)) return;
    writeStorage('localStorage', PURCHASE_SENT_STORAGE_KEY, withSentPurchase(sent, readyOrder.bookingNumber));
    track(purchaseEvent(readyOrder));
  }, [readyOrder, track]);

  useEffect(() => {
    if (!key) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      void fetchOrder(bookingNumber, key).then((outcome) => {
        if (!live) return;
        if (outcome.kind === 'ok') {
          setState({ kind: 'ready', order: outcome.value });
          // A card payment awaited: read again until the provider's event has confirmed or released the order.
          if (outcome.value.paymentDeadline) timer = setTimeout(read, pollMs);
        } else setState((previous) => (previous.kind === 'ready' ? previous : { kind: 'unreadable' }));
      });
    read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [bookingNumber, key, pollMs]);

  const payByCard = async () => {
    if (!key || payment === 'opening') return;
    setPayment('opening');
    const outcome = await reopenCardPayment(bookingNumber, key);
    if (outcome.kind === 'ok') return openPaymentPage(outcome.value.paymentUrl);
    setPayment(outcome.kind === 'problem' && outcome.problem.code === 'PAYMENT_CLOSED' ? 'closed' : 'unavailable');
  };

  return (
    <Page>
      <h1>{intl.formatMessage(state.kind === 'ready' && state.order.gift ? giftTitle : m.title)}</h1>
      {state.kind === 'reading' && <p role="status">{intl.formatMessage(m.loading)}</p>}
      {state.kind === 'unreadable' && (
        <p role="alert">
          {intl.formatMessage(m.unreadable)} <Link href={href.bookingLookup(locale)}>{intl.formatMessage(m.lookupTitle)}</Link>
        </p>
      )}
      {state.kind === 'ready' && (
        <Narrow>
          <OrderSummary
            order={state.order}
            actions={
              <PrintBar>
                {awaitingCard && (
                  <Button onClick={payByCard} aria-disabled={payment === 'opening'}>
                    {intl.formatMessage(m.payByCard)}
                  </Button>
                )}
                {key && <InvoiceButton order={state.order} proof={{ accessKey: key }} />}
                <Button variant="secondary" onClick={() => window.print()}>
                  {intl.formatMessage(m.print)}
                </Button>
              </PrintBar>
            }
          />
          {key && <GiftCardDownload order={state.order} proof={{ accessKey: key }} />}
          {(payment === 'closed' || payment === 'unavailable') && <p role="alert">{intl.formatMessage(payment === 'closed' ? m.paymentClosed : m.paymentUnavailable)}</p>}
        </Narrow>
      )}
    </Page>
  );
}

const Narrow = styled.div`
  max-width: 720px;
`;

const PrintBar = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  @media print {
    display: none;
  }
`;
