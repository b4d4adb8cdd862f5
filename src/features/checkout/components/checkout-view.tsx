import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LinkButton, Button } from '@/components/ui/button';
import { PriceUpdateDialog, type PriceUpdate } from '@/components/ui/price-update-dialog';
import type { StayCart, StayCartRequest } from '@/contracts/checkout';
import { toCatalogLocale } from '@/lib/locales';
import { useLocationHash } from '@/lib/use-location-hash';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { fetchStayCart, placeOrder } from '../api/checkout-api';
import { forgetIdempotencyKey, idempotencyKey } from '../api/idempotency-key';
import { checkoutStayOfHash, namedTravellers, type CheckoutStay } from '../model/checkout-address';
import { emptyForm, orderDetails, type CheckoutForm as Form } from '../model/checkout-form';
import { CheckoutForm, offeredMethods } from './checkout-form';
import { checkoutMessages as m } from './checkout-messages';
import { StayRecap } from './stay-recap';
import { useNavigate } from '@/shared/use-navigate';
import { CheckoutTooLate, Page } from './checkout-frame';

export type CheckoutOffer = { offerId: number; hotelId: number; label: string; hotelLabel: string; town: string; imageUrl: string | null; productHref: string };

const CART_SWR = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false, keepPreviousData: true } as const;

type CartState =
  | { kind: 'reading' }
  | { kind: 'ready'; cart: StayCart }
  | { kind: 'unavailable' }
  | { kind: 'tooLate' }
  | { kind: 'failed' };

export type CheckoutViewProps = {
  offer: CheckoutOffer;
  /** Under the recap's total: the instalment information (built apart). */
  instalmentSlot?: (cart: StayCart) => ReactNode;
  /** Where the browser goes (tests replace it). */
  navigate?: (url: string) => void;
  /** Leaves the site for the payment provider's page (tests replace it). */
  openPaymentPage?: (url: string) => void;
};

const leaveFor = (url: string) => window.location.assign(url);

function cartStateOf(stay: CheckoutStay | null | undefined, outcome: Awaited<ReturnType<typeof fetchStayCart>> | undefined, expired: boolean): CartState {
  if (expired) return { kind: 'tooLate' };
  if (stay === null) return { kind: 'unavailable' };
  if (!outcome) return { kind: 'reading' };
  if (outcome.kind === 'ok') return { kind: 'ready', cart: outcome.value };
  if (outcome.kind === 'problem' && outcome.problem.code === 'OFFER_EXPIRED') return { kind: 'tooLate' };
  if (outcome.kind === 'failed' || outcome.kind === 'rateLimited') return { kind: 'failed' };
  return { kind: 'unavailable' };
}

const ORDER_ERRORS = { order: m.errorOrder, unavailable: m.unavailable, cardUnavailable: m.paymentCardUnavailable } as const;

const stayScope = (offerId: number, stay: CheckoutStay) => `${offerId}:${stay.checkin}:${stay.nights}:${stay.adults}:${stay.children}:${stay.babies}:${stay.activityDates.join(',')}`;

/**
 * The stay checkout (issue 18): reads the stay from the hash, asks the server for its cart (prices recomputed from
 * the database), shows the recap and the form, and places the order with one idempotency key per attempt. 409
 * answers: a price change opens 'Price update' (only Back: the booking is reset and the visitor returns to the
 * product page), no more availability shows the §8 text, an expired offer 'Too late!'.
 */
export function CheckoutView({ offer, instalmentSlot, navigate: navigateProp, openPaymentPage = leaveFor }: CheckoutViewProps) {
  const siteNavigate = useNavigate();
  const navigate = navigateProp ?? siteNavigate;
  const intl = useIntl();
  const { locale } = useAppConfig();
  const hash = useLocationHash();
  // undefined on the server and until hydrated, null when the hash names no usable stay.
  const stay = useMemo(() => (hash === null ? undefined : checkoutStayOfHash(hash)), [hash]);
  const [submitting, setSubmitting] = useState(false);
  const [orderError, setOrderError] = useState<'order' | 'unavailable' | 'cardUnavailable' | null>(null);
  const [priceUpdate, setPriceUpdate] = useState<PriceUpdate | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const productWithStay = () => `${offer.productHref}${hash ?? ''}`;
  const [insurance, setInsurance] = useState(false);
  const [expired, setExpired] = useState(false);
  const [draft, setDraft] = useState<Form | null>(null);
  const request: StayCartRequest | null = stay ? { offerId: offer.offerId, ...stay, locale: toCatalogLocale(locale), insurance } : null;
  // The cart is priced by the server (POST); SWR keeps the last one on screen while the insurance line is added.
  const { data: outcome, mutate } = useSWR(request ? ['checkout-cart', JSON.stringify(request)] : null, () => fetchStayCart(request as StayCartRequest), CART_SWR);
  const state = cartStateOf(stay, outcome, expired);
  const cart = state.kind === 'ready' ? state.cart : null;
  const form = draft ?? (cart ? emptyForm({ locale, travellers: namedTravellers(cart.criteria), paymentMethods: offeredMethods(cart).map((p) => p.method) }) : null);

  useEffect(() => {
    if (orderError) alertRef.current?.focus();
  }, [orderError]);

  const submit = async (form: Form, cart: StayCart) => {
    if (submitting || !stay) return;
    setSubmitting(true);
    setOrderError(null);
    const scope = stayScope(offer.offerId, stay);
    const { criteria } = cart;
    const outcome = await placeOrder({
      offerId: offer.offerId,
      checkin: criteria.checkin,
      nights: criteria.nights,
      adults: criteria.adults,
      children: criteria.children,
      babies: criteria.babies,
      activityDates: criteria.activityDates,
      locale: toCatalogLocale(locale),
      ...orderDetails(form),
      shownTotal: cart.total,
      idempotencyKey: idempotencyKey(scope),
    });
    if (outcome.kind === 'ok') {
      forgetIdempotencyKey(scope);
      // A card order: the rooms are held, the buyer pays on the provider's page and comes back to the confirmation.
      if (outcome.value.paymentUrl) return openPaymentPage(outcome.value.paymentUrl);
      navigate(href.confirmation(locale, outcome.value.bookingNumber, outcome.value.accessKey));
      return;
    }
    setSubmitting(false);
    if (outcome.kind === 'problem') {
      const { problem } = outcome;
      if (problem.code === 'PRICE_CHANGED' && problem.priceChange) {
        const { previous, current } = problem.priceChange;
        setPriceUpdate({ kind: current < previous ? 'lower' : 'higher', previousCents: previous, currentCents: current });
        return;
      }
      if (problem.code === 'OFFER_EXPIRED') return setExpired(true);
      if (problem.code === 'NO_MORE_AVAILABILITY') return setOrderError('unavailable');
      if (problem.code === 'PAYMENT_UNAVAILABLE') {
        forgetIdempotencyKey(scope);
        return setOrderError('cardUnavailable');
      }
      // The key was used with other details (a change after a lost answer): the next attempt is a new one.
      if (problem.code === 'IDEMPOTENCY_KEY_REUSED') forgetIdempotencyKey(scope);
    }
    setOrderError('order');
  };

  if (state.kind === 'tooLate') return <CheckoutTooLate searchHref={href.search(locale, { flow: 'hotel', hash: `hotelId=${offer.hotelId}` })} />;

  return (
    <Page>
      <h1>{intl.formatMessage(m.title)}</h1>
      {state.kind === 'reading' && (
        <p role="status" className="loading">
          {intl.formatMessage(m.loading)}
        </p>
      )}
      {state.kind === 'unavailable' && (
        <div role="alert" className="problem">
          <p>{intl.formatMessage(m.unavailable)}</p>
          <LinkButton href={productWithStay()} variant="secondary">
            {intl.formatMessage(m.changeStay)}
          </LinkButton>
        </div>
      )}
      {state.kind === 'failed' && (
        <div role="alert" className="problem">
          <p>{intl.formatMessage(m.quoteError)}</p>
          <Button variant="secondary" onClick={() => void mutate()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && form && (
        <Columns>
          <div className="recap">
            <StayRecap offer={offer} cart={state.cart} instalmentSlot={instalmentSlot?.(state.cart)} />
            {state.cart.modifiedCriteria && <p className="notice">{intl.formatMessage(m.modifiedCriteria)}</p>}
          </div>
          <div className="form">
            {orderError && (
              <p ref={alertRef} tabIndex={-1} role="alert" className="problem">
                {intl.formatMessage(ORDER_ERRORS[orderError])}
              </p>
            )}
            <CheckoutForm
              cart={state.cart}
              locale={locale}
              form={{ ...form, insurance }}
              onFormChange={(update) => setDraft(update(form))}
              termsHref={href.legal(locale, 'sales-conditions')}
              submitting={submitting}
              onInsuranceChange={setInsurance}
              onSubmit={(form) => void submit(form, state.cart)}
            />
          </div>
        </Columns>
      )}
      <PriceUpdateDialog
        update={priceUpdate}
        actions={{ back: true, continue: false }}
        onBack={() => {
          // §4 from checkout: closing resets the booking and returns to the product page with the stay.
          if (stay) forgetIdempotencyKey(stayScope(offer.offerId, stay));
          setPriceUpdate(null);
          navigate(productWithStay());
        }}
      />
    </Page>
  );
}

export { CheckoutTooLate, Page } from './checkout-frame';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    .recap {
      order: 2;
      position: sticky;
      top: ${theme.space.md};
      align-self: start;
    }
    .form {
      order: 1;
    }
  }
`;
