import { useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button, LinkButton } from '@/components/ui/button';
import { PriceUpdateDialog, type PriceUpdate } from '@/components/ui/price-update-dialog';
import type { GiftCart, GiftCartRequest, GiftPaymentMethod, PlaceGiftOrderRequest } from '@/contracts/gift-checkout';
import { GIFT_CUSTOMISATION_STORAGE_KEY, storedGiftTexts } from '@/contracts/gift-customisation';
import { readStorage } from '@/lib/browser-storage';
import { countryOf, toCatalogLocale, type Locale } from '@/lib/locales';
import { useLocationHash } from '@/lib/use-location-hash';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { useNavigate } from '@/shared/use-navigate';
import { theme } from '@/styles/theme';
import { fetchGiftCart } from '../api/gift-cart-api';
import { loadedOrderCalls, loadOrderCalls, prefetchOrderCalls } from '../api/order-calls';
import { emptyForm, orderDetails, type BuyerPrefill, type CheckoutForm as Form } from '../model/checkout-form';
import { boxHandoffOf, giftHandoffOf, giftScope, type GiftHandoff, type GiftQuery } from '../model/gift-address';
import { emptyShipping, SHIPPING_FIELDS, shippingAddressOf, shippingErrors, type ShippingChoice, type ShippingField } from '../model/shipping-address';
import { ShippingFields, shippingFieldId } from './shipping-fields';
import { CheckoutForm, offeredMethods, type FormTexts } from './checkout-form';
import { CheckoutTooLate, Page } from './checkout-frame';
import { checkoutMessages as m } from './checkout-messages';
import { GiftCodeField, giftCodeRefusal } from './gift-code-field';
import { GiftRecap } from './gift-recap';

const g = defineMessages({
  title: { id: 'giftCheckout.title' },
  loading: { id: 'giftCheckout.loading' },
  noGift: { id: 'giftCheckout.noGift' },
  chooseGift: { id: 'giftCheckout.chooseGift' },
  online: { id: 'giftCheckout.payment.online' },
  cardDetail: { id: 'giftCheckout.payment.card.detail' },
  transferDetail: { id: 'giftCheckout.payment.bankTransfer.detail' },
  submit: { id: 'giftCheckout.submit' },
  submitting: { id: 'giftCheckout.submitting' },
}) as Record<string, MessageDescriptor>;

const FORM_TEXTS: FormTexts = { methodDetails: { card: g.cardDetail, bankTransfer: g.transferDetail }, submit: g.submit, submitting: g.submitting };
const CART_SWR = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false, keepPreviousData: true } as const;
const leaveFor = (url: string) => window.location.assign(url);

/** The methods the sentence above the form names: exactly those on offer (card only with a payment provider), none when nothing is left to pay. */
function onlineMethodsOf(cart: GiftCart, paidInFull: boolean): 'card' | 'bankTransfer' | 'both' | null {
  if (paidInFull) return null;
  const methods = offeredMethods(cart).map((p) => p.method);
  if (methods.includes('card') && methods.includes('bankTransfer')) return 'both';
  if (methods.includes('card')) return 'card';
  return methods.includes('bankTransfer') ? 'bankTransfer' : null;
}

type CartState = { kind: 'reading' } | { kind: 'ready'; cart: GiftCart } | { kind: 'noGift' } | { kind: 'tooLate' } | { kind: 'failed' };

export type GiftCheckoutViewProps = {
  /** The gift checkout (activity, gift card) or the box checkout. */
  kind?: 'gift' | 'box';
  /** The address's query, as the server read it (`productType`, `amount`, `design`, `customType`; a box's `code`, `giftFormat`). */
  query: GiftQuery;
  navigate?: (url: string) => void;
  openPaymentPage?: (url: string) => void;
  /** a signed-in customer's name and e-mail, filled in ahead */
  buyer?: BuyerPrefill | null;
};

function requestOf(handoff: GiftHandoff, locale: Locale, texts: { fromName: string; message: string }): GiftCartRequest {
  const catalogLocale = toCatalogLocale(locale);
  if (handoff.productType === 'GIFTCARD') return { productType: 'GIFTCARD', locale: catalogLocale, amount: handoff.amount, design: handoff.design, ...texts };
  if (handoff.productType === 'SINGLEVOUCHER') {
    const { id, nights, bucket, upsell, giftFormat, extras } = handoff;
    return { productType: 'SINGLEVOUCHER', locale: catalogLocale, id, nights, bucket, upsell, giftFormat, extras, ...texts };
  }
  if (handoff.productType === 'BOX') return { productType: 'BOX', locale: catalogLocale, code: handoff.code, giftFormat: handoff.giftFormat, extras: handoff.extras, ...texts };
  return { productType: 'DIGITAL_ACTIVITY_ONLY', locale: catalogLocale, id: handoff.id, adults: handoff.adults, ...(handoff.ownUse ? { customType: 'OWN_USE' as const } : {}), ...texts };
}

/**
 * The gift checkout (issue 18 items 1, 5 and 7 for gifts): reads the hand-off (hash and query) and the gift texts kept
 * in browser storage, shows the server's recap, the buyer's form (the stay checkout's fields, typo suggestion and
 * terms) and the online payment methods (card, bank transfer; never at the hotel), and places the gift order with one
 * idempotency key per attempt. A card order goes to the provider's page; the confirmation shows the order.
 */
export function GiftCheckoutView({ kind = 'gift', query, navigate: navigateProp, openPaymentPage = leaveFor, buyer = null }: GiftCheckoutViewProps) {
  const siteNavigate = useNavigate();
  const navigate = navigateProp ?? siteNavigate;
  const intl = useIntl();
  const { locale } = useAppConfig();
  const hash = useLocationHash();
  const handoff = useMemo(() => (hash === null ? undefined : kind === 'box' ? boxHandoffOf(query, hash) : giftHandoffOf(query, hash)), [hash, query, kind]);
  // A physical box or stay voucher is posted: 'Deliver to my address', or the recipient's.
  const physical = (handoff?.productType === 'BOX' || handoff?.productType === 'SINGLEVOUCHER') && handoff.giftFormat === 'physical';
  const [shipping, setShipping] = useState<ShippingChoice>(emptyShipping);
  const [shippingTouched, setShippingTouched] = useState<ReadonlySet<ShippingField>>(new Set());
  const countryName = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }).of(countryOf(locale)) ?? countryOf(locale), [locale]);
  const texts = useMemo(() => (hash === null ? null : storedGiftTexts(readStorage('localStorage', GIFT_CUSTOMISATION_STORAGE_KEY))), [hash]);
  // Gift cards paying part or all of the gift (docs/redemption.md).
  const [giftCodes, setGiftCodes] = useState<string[]>([]);
  const { mutate: mutateCache } = useSWRConfig();
  const requestWith = (codes: string[]): GiftCartRequest | null => (handoff && texts ? { ...requestOf(handoff, locale, texts), ...(codes.length > 0 ? { giftCodes: codes } : {}) } : null);
  const request = requestWith(giftCodes);
  const cartKey = (r: GiftCartRequest) => ['gift-cart', JSON.stringify(r)];
  const { data: outcome, mutate } = useSWR(request ? cartKey(request) : null, () => fetchGiftCart(request as GiftCartRequest), CART_SWR);
  const applyCode = async (code: string): Promise<string | null> => {
    const next = requestWith([...giftCodes, code]);
    if (!next) return null;
    const answer = await fetchGiftCart(next);
    if (answer.kind === 'ok') {
      await mutateCache(cartKey(next), answer, { revalidate: false });
      setGiftCodes((next as { giftCodes?: string[] }).giftCodes ?? []);
      return null;
    }
    if ((answer.kind === 'problem' && answer.problem.code.startsWith('GIFT_CODE_')) || answer.kind === 'rateLimited' || answer.kind === 'invalid') return giftCodeRefusal(intl, answer);
    return intl.formatMessage(m.quoteError);
  };
  const paidInFull = (c: GiftCart) => giftCodes.length > 0 && c.remainingAmountToPay === 0;
  const [submitting, setSubmitting] = useState(false);
  const [orderError, setOrderError] = useState<'order' | 'cardUnavailable' | null>(null);
  const [priceUpdate, setPriceUpdate] = useState<PriceUpdate | null>(null);
  const [expired, setExpired] = useState(false);
  const [draft, setDraft] = useState<Form | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const state: CartState = (() => {
    if (expired) return { kind: 'tooLate' };
    if (handoff === null) return { kind: 'noGift' };
    if (!outcome) return { kind: 'reading' };
    if (outcome.kind === 'ok') return { kind: 'ready', cart: outcome.value };
    if (outcome.kind === 'problem' && outcome.problem.code === 'OFFER_EXPIRED') return { kind: 'tooLate' };
    if (outcome.kind === 'invalid' || outcome.kind === 'notFound' || outcome.kind === 'problem') return { kind: 'noGift' };
    return { kind: 'failed' };
  })();
  const cart = state.kind === 'ready' ? state.cart : null;
  const online = cart ? onlineMethodsOf(cart, paidInFull(cart)) : null;
  const form = draft ?? (cart ? emptyForm({ locale, travellers: 1, paymentMethods: offeredMethods(cart).map((p) => p.method), buyer }) : null);

  useEffect(() => {
    if (orderError) alertRef.current?.focus();
  }, [orderError]);

  const submit = async (form: Form, cart: GiftCart) => {
    if (submitting || !handoff || !request) return;
    // A physical box to another recipient: their address must be complete (the form's own summary covers the buyer).
    const wrong = physical ? SHIPPING_FIELDS.filter((f) => shippingErrors(shipping)[f]) : [];
    if (wrong.length > 0) {
      setShippingTouched(new Set(SHIPPING_FIELDS));
      document.getElementById(shippingFieldId(wrong[0]))?.focus();
      return;
    }
    setSubmitting(true);
    setOrderError(null);
    const orders = await loadOrderCalls();
    if (!orders) {
      setSubmitting(false);
      return setOrderError('order');
    }
    const { forgetIdempotencyKey } = orders;
    const scope = giftScope(handoff);
    const { buyer, paymentMethod } = orderDetails(form);
    const shippingAddress = physical ? { shippingAddress: shippingAddressOf(shipping, buyer) } : {};
    const outcome = await orders.placeGiftOrder({
      ...request,
      ...shippingAddress,
      buyer,
      paymentMethod: paidInFull(cart) ? 'giftCode' : (paymentMethod as GiftPaymentMethod),
      shownTotal: cart.total,
      ...(giftCodes.length > 0 ? { shownRemaining: cart.remainingAmountToPay } : {}),
      idempotencyKey: orders.idempotencyKey(scope),
    } as PlaceGiftOrderRequest);
    if (outcome.kind === 'ok') {
      forgetIdempotencyKey(scope);
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
      if (problem.code === 'PAYMENT_UNAVAILABLE') {
        forgetIdempotencyKey(scope);
        return setOrderError('cardUnavailable');
      }
      if (problem.code === 'IDEMPOTENCY_KEY_REUSED') forgetIdempotencyKey(scope);
    }
    setOrderError('order');
  };

  if (state.kind === 'tooLate') return <CheckoutTooLate searchHref={href.search(locale, { flow: 'activity' })} />;

  return (
    <Page>
      <h1>{intl.formatMessage(g.title)}</h1>
      {state.kind === 'reading' && (
        <p role="status" className="loading">
          {intl.formatMessage(g.loading)}
        </p>
      )}
      {state.kind === 'noGift' && (
        <div role="alert" className="problem">
          <p>{intl.formatMessage(g.noGift)}</p>
          <LinkButton href={href.giftBoxes(locale)} variant="secondary">
            {intl.formatMessage(g.chooseGift)}
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
            <GiftRecap gift={state.cart} />
          </div>
          {/* The order's code comes as the buyer moves into the form (at the latest when they confirm). */}
          <div className="form" onFocus={prefetchOrderCalls}>
            {orderError && (
              <p ref={alertRef} tabIndex={-1} role="alert" className="problem">
                {intl.formatMessage(orderError === 'order' ? m.errorOrder : m.paymentCardUnavailable)}
              </p>
            )}
            {online && <p className="online">{intl.formatMessage(g.online, { methods: online })}</p>}
            <CheckoutForm
              cart={{ paymentMethods: state.cart.paymentMethods, insuranceAmount: 0 }}
              texts={FORM_TEXTS}
              locale={locale}
              paidInFull={paidInFull(state.cart)}
              form={{ ...form, paymentMethod: form.paymentMethod ?? (paidInFull(state.cart) ? (offeredMethods(state.cart)[0]?.method ?? null) : null) }}
              onFormChange={(update) => setDraft(update(form))}
              termsHref={href.legal(locale, 'sales-conditions')}
              submitting={submitting}
              beforePayment={
                <>
                  {physical && (
                    <ShippingFields
                      choice={shipping}
                      onChange={setShipping}
                      errors={shippingErrors(shipping)}
                      touched={shippingTouched}
                      onTouch={(field) => setShippingTouched((set) => new Set(set).add(field))}
                      countryName={countryName}
                      what={handoff?.productType === 'SINGLEVOUCHER' ? 'stay' : 'box'}
                    />
                  )}
                  <GiftCodeField applied={state.cart.giftcards ?? []} onApply={applyCode} onRemove={(index) => setGiftCodes((codes) => codes.filter((_, i) => i !== index))} />
                </>
              }
              onSubmit={(form) => void submit(form, state.cart)}
            />
          </div>
        </Columns>
      )}
      <PriceUpdateDialog
        update={priceUpdate}
        actions={{ back: true, continue: false }}
        onBack={() => {
          // §4 from checkout: closing resets the order and returns to where the gift was chosen, else back in history.
          if (handoff) loadedOrderCalls()?.forgetIdempotencyKey(giftScope(handoff));
          setPriceUpdate(null);
          if (handoff?.productType === 'DIGITAL_ACTIVITY_ONLY') navigate(href.activity(locale, handoff.id, { people: handoff.adults }));
          else if (handoff?.productType === 'GIFTCARD') navigate(href.giftCard(locale));
          else if (handoff?.productType === 'SINGLEVOUCHER') navigate(href.product(locale, handoff.id, { flow: 'gifting' }));
          else if (handoff?.productType === 'BOX') navigate(href.giftBoxes(locale));
          else window.history.back();
        }}
      />
    </Page>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  .online {
    margin: 0 0 ${theme.space.md};
    color: ${theme.colors.textMuted};
  }
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
