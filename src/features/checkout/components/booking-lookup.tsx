import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { waitValues } from '@/lib/retry-after';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Money } from '@/components/ui/money';
import { BOOKING_NUMBER_PATTERN, type OrderView } from '@/contracts/checkout';
import { useLocationHash } from '@/lib/use-location-hash';
import { useAppConfig } from '@/shared/app-config';
import { BOOKING_REQUEST_HASH, BOOKING_REQUESTS, type BookingRequest } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { cancelOrder, lookupBooking } from '../api/checkout-api';
import { fieldError } from '../model/field-rules';
import { Page } from './checkout-view';
import { checkoutMessages as cm } from './checkout-messages';
import { orderMessages as m } from './order-messages';
import { BookingModification, mayModify, type ModificationCard } from './booking-modification';
import { InvoiceButton } from './invoice-button';
import { ModificationHistory } from './modification-history';
import { OrderSummary } from './order-summary';
import { TextField } from './text-field';

type Answer = 'notFound' | 'rateLimited' | 'failed' | null;

/**
 * 'My booking' (issue 18): booking number (8 digits) and e-mail, then the booking with its Cancel button. Cancelling
 * asks first, announcing the refund the policy gives; a lookup refused for coming too fast says so. With
 * `modificationCard` (the page gives the search's card), 'Modify my booking' lists the hotel's other stays; the
 * booking's modifications follow, newest first.
 */
export function BookingLookup({ modificationCard }: { modificationCard?: ModificationCard } = {}) {
  const intl = useIntl();
  // Customer care looks up any booking by its number alone (docs/customer-care.md; the server checks the agent).
  const agent = useAppConfig().flags.customerCare;
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState({ number: false, email: false });
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  /** the wait a 429 asked for (its Retry-After), said with 'rateLimited' */
  const [wait, setWait] = useState<number | null>(null);
  const [order, setOrder] = useState<OrderView | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const answerRef = useRef<HTMLParagraphElement>(null);
  const invoiceRef = useRef<HTMLButtonElement>(null);
  const request = requestOf(useLocationHash());

  // The contact page's quick actions (§2.10): once the booking is found, the action asked for is ready (the cancel
  // question opens as the booking arrives, in submit).
  useEffect(() => {
    if (order && request === 'invoice') invoiceRef.current?.focus();
  }, [order, request]);

  const numberError = BOOKING_NUMBER_PATTERN.test(number.trim()) ? null : intl.formatMessage(m.lookupBookingNumberError);
  const emailRule = fieldError({ kind: 'email', required: !agent }, email);
  const emailError = emailRule ? intl.formatMessage(emailRule.code === 'required' ? cm.errorRequired : cm.errorEmail) : null;

  const show = (next: Answer, retryAfter: number | null = null) => {
    setAnswer(next);
    setWait(retryAfter);
    if (next) requestAnimationFrame(() => answerRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched({ number: true, email: true });
    if (numberError || emailError) {
      document.getElementById(numberError ? 'lookup-number' : 'lookup-email')?.focus();
      return;
    }
    setBusy(true);
    setOrder(null);
    const outcome = await lookupBooking(number.trim(), email.trim() || undefined);
    setBusy(false);
    if (outcome.kind === 'ok') {
      setAnswer(null);
      setOrder(outcome.value);
      if (request === 'cancel' && cancellable(outcome.value)) setConfirming(true);
    } else show(outcome.kind === 'notFound' || outcome.kind === 'invalid' ? 'notFound' : outcome.kind === 'rateLimited' ? 'rateLimited' : 'failed', outcome.kind === 'rateLimited' ? outcome.retryAfter : null);
  };

  const cancel = async () => {
    if (!order || cancelling) return;
    setCancelling(true);
    const outcome = await cancelOrder(order.bookingNumber, { email: email.trim() || order.buyer.email });
    setCancelling(false);
    setConfirming(false);
    if (outcome.kind === 'ok') {
      setOrder({ ...order, status: 'cancelled', cancellation: { cancelledAt: outcome.value.cancelledAt, refundAmount: outcome.value.refundAmount } });
    } else show(outcome.kind === 'rateLimited' ? 'rateLimited' : 'failed', outcome.kind === 'rateLimited' ? outcome.retryAfter : null);
  };

  const refund = order?.refundIfCancelledNow ?? 0;

  return (
    <Page>
      <h1>{intl.formatMessage(m.lookupTitle)}</h1>
      <p>{intl.formatMessage(m.lookupIntro)}</p>
      {agent && <p className="notice">{intl.formatMessage({ id: 'bookingLookup.agentEmailOptional' })}</p>}
      {request === 'modify' && <p className="notice">{intl.formatMessage(m.requestModify)}</p>}
      <LookupForm onSubmit={submit} noValidate>
        <TextField
          id="lookup-number"
          label={intl.formatMessage(m.bookingNumber)}
          value={number}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          required
          status={touched.number ? (numberError ? 'invalid' : 'valid') : 'idle'}
          error={numberError}
          onChange={(e) => setNumber(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, number: true }))}
        />
        <TextField
          id="lookup-email"
          type="email"
          label={intl.formatMessage(cm.email)}
          value={email}
          autoComplete="email"
          required={!agent}
          status={touched.email ? (emailError ? 'invalid' : 'valid') : 'idle'}
          error={emailError}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        />
        <Button type="submit" aria-disabled={busy || undefined}>
          {intl.formatMessage(busy ? m.lookupSearching : m.lookupSubmit)}
        </Button>
      </LookupForm>
      {answer && (
        <p ref={answerRef} tabIndex={-1} role="alert" className="problem">
          {intl.formatMessage(answer === 'notFound' ? m.lookupNotFound : answer === 'rateLimited' ? m.lookupRateLimited : m.lookupFailed, waitValues(wait))}
        </p>
      )}
      {order && (
        <Result>
          <OrderSummary
            order={order}
            actions={
              <Actions>
                <InvoiceButton order={order} proof={{ email: email.trim() || order.buyer.email }} ref={invoiceRef} />
                {cancellable(order) && (
                  <Dialog
                    open={confirming}
                    onOpenChange={setConfirming}
                    trigger={<Button variant="secondary">{intl.formatMessage(m.cancel)}</Button>}
                    title={intl.formatMessage(m.cancelTitle, { bookingNumber: order.bookingNumber })}
                    footer={
                      <DialogFooter>
                        <DialogClose asChild>
                          <Button variant="secondary">{intl.formatMessage(m.cancelKeep)}</Button>
                        </DialogClose>
                        <Button onClick={() => void cancel()} aria-disabled={cancelling || undefined}>
                          {intl.formatMessage(m.cancelConfirm)}
                        </Button>
                      </DialogFooter>
                    }
                  >
                    <p>{refund > 0 ? <FormattedMessage {...m.cancelRefund} values={{ amount: <Money cents={refund} /> }} /> : intl.formatMessage(m.cancelNoRefund)}</p>
                  </Dialog>
                )}
              </Actions>
            }
          />
          {modificationCard && mayModify(order) && (
            <BookingModification
              key={order.bookingNumber}
              order={order}
              proof={{ email: email.trim() || order.buyer.email }}
              renderCard={modificationCard}
              startOpen={request === 'modify'}
              onModified={setOrder}
            />
          )}
          <ModificationHistory order={order} />
        </Result>
      )}
    </Page>
  );
}

/** A booking the visitor may still cancel: a stay confirmed, or waiting for its payment (a gift's code is not cancelled here). */
const cancellable = (order: OrderView) => !order.gift && (order.status === 'confirmed' || order.status === 'pending_payment');

/** What the contact page's quick action asked for (`#request=…`), or null. */
function requestOf(hash: string | null): BookingRequest | null {
  const value = hash === null ? null : new URLSearchParams(hash.replace(/^#/, '')).get(BOOKING_REQUEST_HASH);
  return (BOOKING_REQUESTS as readonly string[]).includes(value ?? '') ? (value as BookingRequest) : null;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: flex-start;
`;

const LookupForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
  max-width: 420px;
  margin-bottom: ${theme.space.lg};
  button {
    justify-self: start;
  }
`;

const Result = styled.div`
  max-width: 720px;
`;

const DialogFooter = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  justify-content: flex-end;
  flex-wrap: wrap;
`;
