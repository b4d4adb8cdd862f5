import Link from 'next/link';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
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
import { fetchStayCart } from '../api/stay-cart-api';
import { loadedOrderCalls, loadOrderCalls, prefetchOrderCalls } from '../api/order-calls';
import { checkoutStayOfHash, namedTravellers, type CheckoutStay } from '../model/checkout-address';
import { activityDatesOfChoice, checkoutActivityDates, hashWithActivityDates } from '../model/checkout-activity-dates';
import { emptyForm, type BuyerPrefill, type CheckoutForm as Form } from '../model/checkout-form';
import { orderRequest, paidInFull } from '../model/order-request';
import { CheckoutForm, offeredMethods } from './checkout-form';
import { activityDateFieldId } from '@/shared/activity-dates/activity-dates';
import { lazyPart } from '@/lib/lazy-part';
import { GiftCodeField, giftCodeRefusal } from './gift-code-field';
import { checkoutMessages as m } from './checkout-messages';
import { StayRecap } from './stay-recap';
import { useNavigate } from '@/shared/use-navigate';
import { CheckoutTooLate, Page } from './checkout-frame';
import { eurosOf } from '@/lib/money';

export type CheckoutOffer = {
  offerId: number;
  hotelId: number;
  label: string;
  hotelLabel: string;
  town: string;
  imageUrl: string | null;
  /** The product page (with its slug): the back arrow and the price-update modal return there. */
  productHref: string;
  /** How the offer's availability reaches the catalog (pull or push): the 'Price update' tracking event says it. */
  dataFlowMode: 'pull' | 'push';
};

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
  /** A beneficiary's session is open in this browser: its gift pays first (docs/redemption.md). */
  beneficiaryGift?: boolean;
  /** a signed-in customer's name and e-mail, filled in ahead */
  buyer?: BuyerPrefill | null;
};

const leaveFor = (url: string) => window.location.assign(url);

const ACTIVITY_DATE_PREFIX = 'checkout-activity-date';

/**
 * The activity-dates step's code (its selects and texts), fetched only for an address without the days of its stay's
 * activities (an old or shared link): the product page's hand-off has them. The recap and form wait for it ('Loading'
 * a moment longer), so nothing moves once they are drawn.
 */
/** 'Price update' is the checkout's one analytics event: the analytics code comes with it, not with the page. */
const analytics = lazyPart(() => import('@/shared/analytics'));

const activityDatesStep = lazyPart(() => import('./checkout-activity-dates').then((mod) => mod.CheckoutActivityDates));

/** Replaces the hash without a new history entry and tells useLocationHash (replaceState fires no hashchange). */
function replaceHash(hash: string) {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

function cartStateOf(stay: CheckoutStay | null | undefined, outcome: Awaited<ReturnType<typeof fetchStayCart>> | undefined, expired: boolean): CartState {
  if (expired) return { kind: 'tooLate' };
  if (stay === null) return { kind: 'unavailable' };
  // The beneficiary's session ended: the cart is asked again without its gift.
  if (!outcome || outcome.kind === 'sessionEnded') return { kind: 'reading' };
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
export function CheckoutView({ offer, instalmentSlot, navigate: navigateProp, openPaymentPage = leaveFor, beneficiaryGift = false, buyer = null }: CheckoutViewProps) {
  const siteNavigate = useNavigate();
  const navigate = navigateProp ?? siteNavigate;
  const intl = useIntl();
  const appConfig = useAppConfig();
  const { locale } = appConfig;
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
  // Gift cards and voucher codes paying (docs/redemption.md); the gift of a beneficiary's session pays first.
  const [giftCodes, setGiftCodes] = useState<string[]>([]);
  const [sessionGift, setSessionGift] = useState(beneficiaryGift);
  const [codeNotice, setCodeNotice] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const { mutate: mutateCache } = useSWRConfig();
  const requestWith = (codes: string[]): StayCartRequest | null =>
    stay ? { offerId: offer.offerId, ...stay, locale: toCatalogLocale(locale), insurance, giftCodes: codes, ...(sessionGift ? { beneficiaryGift: true } : {}) } : null;
  const request = requestWith(giftCodes);
  const cartKey = (r: StayCartRequest) => ['checkout-cart', JSON.stringify(r)];
  /** The beneficiary's session ended (expired, or 'Use another code' in another tab): its gift no longer pays; said, with the way back to the login. */
  const endSessionGift = () => {
    setSessionGift(false);
    setSessionEnded(true);
    setCodeNotice(null);
  };
  // The cart is priced by the server (POST); SWR keeps the last one on screen while the insurance line is added.
  // A code the server refuses with the cart (a beneficiary's gift for a stay it does not buy): dropped, said, and the
  // cart asked again without it.
  async function readCart(asked: StayCartRequest) {
    const answer = await fetchStayCart(asked);
    if (answer.kind === 'sessionEnded') endSessionGift();
    if (answer.kind === 'problem' && answer.problem.code.startsWith('GIFT_CODE_') && ((asked.giftCodes ?? []).length > 0 || asked.beneficiaryGift)) {
      setCodeNotice(giftCodeRefusal(intl, answer));
      setGiftCodes([]);
      setSessionGift(false);
    }
    return answer;
  }
  const { data: outcome, mutate } = useSWR(request ? cartKey(request) : null, () => readCart(request as StayCartRequest), CART_SWR);
  const applyCode = async (code: string): Promise<string | null> => {
    const next = requestWith([...giftCodes, code]);
    if (!next) return null;
    const answer = await fetchStayCart(next);
    if (answer.kind === 'ok') {
      await mutateCache(cartKey(next), answer, { revalidate: false });
      setGiftCodes(next.giftCodes ?? []);
      setCodeNotice(null);
      return null;
    }
    if ((answer.kind === 'problem' && answer.problem.code.startsWith('GIFT_CODE_')) || answer.kind === 'rateLimited' || answer.kind === 'invalid') return giftCodeRefusal(intl, answer);
    return intl.formatMessage(m.quoteError);
  };
  const state = cartStateOf(stay, outcome, expired);
  const cart = state.kind === 'ready' ? state.cart : null;
  // An address without the days of the stay's activities (an old, shared or beneficiary link): the page asks for them.
  const dates = cart && stay ? checkoutActivityDates(cart, stay.activityDates) : null;
  // Shown while a day is missing, and kept once the visitor chose there (the days can still be changed).
  const [choseDates, setChoseDates] = useState(false);
  const [flaggedDates, setFlaggedDates] = useState<number[]>([]);
  const askDates = !!dates && dates.activities.length > 0 && (dates.missing.length > 0 || choseDates);
  const [DatesStep, setDatesStep] = useState(() => activityDatesStep.current());
  const [datesStepFailed, setDatesStepFailed] = useState(false);
  useEffect(() => {
    if (!askDates || DatesStep || datesStepFailed) return;
    let live = true;
    activityDatesStep.load().then(
      (step) => {
        if (live) setDatesStep(() => step);
      },
      () => {
        if (live) setDatesStepFailed(true); // offline: said as a failed reading, Retry fetches it again
      },
    );
    return () => {
      live = false;
    };
  }, [askDates, DatesStep, datesStepFailed]);
  const chooseActivityDates = (chosen: Record<number, string>) => {
    if (!dates) return;
    setChoseDates(true);
    replaceHash(hashWithActivityDates(window.location.hash, activityDatesOfChoice(dates.activities, chosen)));
    setFlaggedDates((flagged) => flagged.filter((id) => !chosen[id]));
  };
  const form = draft ?? (cart ? emptyForm({ locale, travellers: namedTravellers(cart.criteria), paymentMethods: offeredMethods(cart).map((p) => p.method), buyer }) : null);

  useEffect(() => {
    if (orderError) alertRef.current?.focus();
  }, [orderError]);

  const submit = async (form: Form, cart: StayCart) => {
    if (submitting || !stay) return;
    // §4: the order only with a day for every activity; else the missing ones are flagged and the first focused.
    const activityDates = checkoutActivityDates(cart, stay.activityDates);
    if (activityDates.missing.length > 0) {
      setFlaggedDates(activityDates.missing);
      requestAnimationFrame(() => document.getElementById(activityDateFieldId(activityDates.missing[0], ACTIVITY_DATE_PREFIX))?.focus());
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
    const scope = stayScope(offer.offerId, stay);
    const outcome = await orders.placeOrder(
      orderRequest({ offerId: offer.offerId, cart, activityDates, locale, form, gifts: { giftCodes, sessionGift }, idempotencyKey: orders.idempotencyKey(scope) }),
    );
    if (outcome.kind === 'ok') {
      forgetIdempotencyKey(scope);
      // A card order: the rooms are held, the buyer pays on the provider's page and comes back to the confirmation.
      if (outcome.value.paymentUrl) return openPaymentPage(outcome.value.paymentUrl);
      navigate(href.confirmation(locale, outcome.value.bookingNumber, outcome.value.accessKey));
      return;
    }
    setSubmitting(false);
    if (outcome.kind === 'sessionEnded') {
      // The gift no longer pays: the cart is priced again without it, and the visitor decides again.
      forgetIdempotencyKey(scope);
      return endSessionGift();
    }
    if (outcome.kind === 'problem') {
      const { problem } = outcome;
      if (problem.code === 'PRICE_CHANGED' && problem.priceChange) {
        const { previous, current } = problem.priceChange;
        setPriceUpdate({ kind: current < previous ? 'lower' : 'higher', previousCents: previous, currentCents: current });
        // §4: each opening of 'Price update' is tracked once, prices in euros.
        const event = { package_id: offer.offerId, new_price: eurosOf(current), previous_price: eurosOf(previous), page: 'checkout', data_flow_mode: offer.dataFlowMode } as const;
        void analytics.load().then(
          ({ analyticsEvents, trackEvent }) => trackEvent(appConfig, analyticsEvents.priceUpdate(event)),
          () => undefined, // offline: the event is lost, as a failed collect call's would be
        );
        return;
      }
      if (problem.code === 'OFFER_EXPIRED') return setExpired(true);
      if (problem.code === 'NO_MORE_AVAILABILITY') return setOrderError('unavailable');
      if (problem.code.startsWith('GIFT_CODE_')) {
        // Spent meanwhile (another tab): the code is dropped and the cart priced again without it.
        forgetIdempotencyKey(scope);
        setGiftCodes([]);
        setSessionGift(false);
        return setCodeNotice(giftCodeRefusal(intl, outcome));
      }
      if (problem.code === 'PAYMENT_UNAVAILABLE') {
        forgetIdempotencyKey(scope);
        return setOrderError('cardUnavailable');
      }
      // The key was used with other details (a change after a lost answer): the next attempt is a new one.
      if (problem.code === 'IDEMPOTENCY_KEY_REUSED') forgetIdempotencyKey(scope);
    }
    setOrderError('order');
  };

  // With the dates to ask, the page is drawn once the step's code is here.
  const shown: CartState = askDates && !DatesStep ? { kind: datesStepFailed ? 'failed' : 'reading' } : state;
  if (state.kind === 'tooLate') return <CheckoutTooLate searchHref={href.hotelOffers(locale, offer.hotelId)} />;

  return (
    <Page>
      <h1>{intl.formatMessage(m.title)}</h1>
      {shown.kind === 'reading' && (
        <p role="status" className="loading">
          {intl.formatMessage(m.loading)}
        </p>
      )}
      {shown.kind === 'unavailable' && (
        <div role="alert" className="problem">
          <p>{intl.formatMessage(m.unavailable)}</p>
          <LinkButton href={productWithStay()} variant="secondary">
            {intl.formatMessage(m.changeStay)}
          </LinkButton>
        </div>
      )}
      {shown.kind === 'failed' && (
        <div role="alert" className="problem">
          <p>{intl.formatMessage(m.quoteError)}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setDatesStepFailed(false);
              void mutate();
            }}
          >
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      )}
      {shown.kind === 'ready' && form && (
        <Columns>
          <div className="recap">
            <StayRecap offer={offer} cart={shown.cart} instalmentSlot={instalmentSlot?.(shown.cart)} />
            {shown.cart.modifiedCriteria && <p className="notice">{intl.formatMessage(m.modifiedCriteria)}</p>}
          </div>
          {/* The order's code comes as the buyer moves into the form (at the latest when they confirm). */}
          <div className="form" onFocus={prefetchOrderCalls}>
            {askDates && dates && DatesStep && (
              <DatesStep
                activities={dates.activities}
                checkin={shown.cart.criteria.checkin}
                nights={shown.cart.criteria.nights}
                chosen={dates.chosen}
                flagged={flaggedDates.filter((id) => dates.missing.includes(id))}
                idPrefix={ACTIVITY_DATE_PREFIX}
                onChange={chooseActivityDates}
              />
            )}
            {orderError && (
              <p ref={alertRef} tabIndex={-1} role="alert" className="problem">
                {intl.formatMessage(ORDER_ERRORS[orderError])}
              </p>
            )}
            <CheckoutForm
              cart={shown.cart}
              locale={locale}
              paidInFull={paidInFull(shown.cart, { giftCodes, sessionGift })}
              beforePayment={
                <>
                  {codeNotice && (
                    <p role="alert" className="problem">
                      {codeNotice}
                    </p>
                  )}
                  {sessionEnded && (
                    <div role="alert" className="problem" data-testid="beneficiary-session-ended">
                      <p>{intl.formatMessage(m.giftSessionEnded)}</p>
                      <Link href={href.beneficiaryLogin(locale)}>{intl.formatMessage(m.giftLoginAgain)}</Link>
                    </div>
                  )}
                  <GiftCodeField
                    applied={shown.cart.giftcards ?? []}
                    onApply={applyCode}
                    onRemove={(index) => {
                      // The session's gift is the first applied (a box or stay voucher pays first): removing it pays without it.
                      if (sessionGift && index === 0) return setSessionGift(false);
                      const typed = index - (sessionGift ? 1 : 0);
                      setGiftCodes((codes) => codes.filter((_, i) => i !== typed));
                    }}
                  />
                </>
              }
              form={{ ...form, insurance, paymentMethod: form.paymentMethod ?? (paidInFull(shown.cart, { giftCodes, sessionGift }) ? (offeredMethods(shown.cart)[0]?.method ?? null) : null) }}
              onFormChange={(update) => setDraft(update(form))}
              termsHref={href.legal(locale, 'sales-conditions')}
              submitting={submitting}
              onInsuranceChange={setInsurance}
              onSubmit={(form) => void submit(form, shown.cart)}
            />
          </div>
        </Columns>
      )}
      <PriceUpdateDialog
        update={priceUpdate}
        actions={{ back: true, continue: false }}
        onBack={() => {
          // §4 from checkout: closing resets the booking and returns to the product page with the stay.
          if (stay) loadedOrderCalls()?.forgetIdempotencyKey(stayScope(offer.offerId, stay));
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
