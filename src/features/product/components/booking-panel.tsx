import { lazy, Suspense, useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { DetailActivity, WeekendDetail } from '@/contracts/weekend-detail';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';
import { useAppConfig } from '@/shared/app-config';
import { href, slugOf } from '@/shared/routes';
import { timeZoneOf } from '@/lib/locales';
import { theme } from '@/styles/theme';
import { fetchLiveQuote, liveQuoteUrl, productOffersUrl, useProductOffers } from '../api/product-api';
import { checkBooking, stayNights, type Travellers } from '../model/booking-steps';
import { ActivityDatesStep } from '@/shared/activity-dates/activity-dates-step';
import { cancellationLabel } from '../model/cancellation';
import { cancellationOptions, type CancellationOption } from '../model/cancellation-options';
import { bookButtonLabel, noOffersMessage, priceBanner, priceStressMessages } from '../model/price-banner';
import { canHandOff, priceCheck, priceUpdateEvent, type PriceCheck } from '../model/price-check';
import { QUOTE_FETCH_ERROR } from '../model/quote-failure';
import type { ProductAddress } from '../model/product-address';
import { productHash } from '../model/product-address';
import { centsFromEuros, eurosOf } from '@/lib/money';
import { PriceBlock } from './price-block';
import { TouristTaxDialog } from './tourist-tax-dialog';
import { PriceBannerButton } from './price-banner';
import { productMessages as m } from './product-messages';
import { useNavigate } from '@/shared/use-navigate';

/** What the site hands the panel: the calendar's and the guests' fields (features never import each other). */
export type DatesSlot = {
  checkin: string | null;
  checkout: string | null;
  onChange: (range: { checkin: string | null; checkout: string | null }) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  offerId: number;
  hotelId: number;
  guests: Travellers;
};
export type GuestsSlot = { value: Travellers; onChange: (value: Travellers) => void };
/** A stay priced for its dates: what the price's aside (the instalment offer) needs. Amount in cents. */
export type PriceAsideSlot = { amount: number; checkin: string; cancellableUntil: string | null };
export type BookingWiring = {
  renderDates: (slot: DatesSlot) => ReactNode;
  renderGuests: (slot: GuestsSlot) => ReactNode;
  /** Under the price of a stay with dates: the instalment information ('Ease your budget'). */
  renderPriceAside?: (slot: PriceAsideSlot) => ReactNode;
};

export type BookingPanelProps = {
  /** The product priced for the address (null while it loads). */
  detail: WeekendDetail | null;
  offerId: number;
  hotelId: number;
  address: ProductAddress;
  onAddressChange: (address: ProductAddress) => void;
  loading: boolean;
  /** The product could not be priced for the address (the detail call failed). */
  pricingFailed?: boolean;
  wiring: BookingWiring;
  now?: () => Date;
  /** Where the hand-off goes (a full navigation: the checkout is another page). */
  navigate?: (url: string) => void;
  /**
   * Another cancellation-policy option is another offer. By default the panel goes to its product page with the same
   * stay; the hotel page's booking options show that offer in place instead.
   */
  onChooseOption?: (option: CancellationOption) => void;
};

/** The panel and its heading, where the phones' booking bar takes the visitor. */
export const BOOKING_PANEL_ID = 'booking-panel';
export const BOOKING_TITLE_ID = 'booking-title';

/** 'Price update' opens only when the live price moved: its code (and the shared dialog's) loads then. */
const PriceUpdateDialog = lazy(() => import('./price-update-dialog').then((mod) => ({ default: mod.PriceUpdateDialog })));

/** Shown only with dates and several options: loaded then, not with the page. */
const CancellationOptionsStep = lazy(() => import('./cancellation-options-step').then((mod) => ({ default: mod.CancellationOptionsStep })));

const activitiesNeedingDates = (detail: WeekendDetail | null): DetailActivity[] => {
  if (!detail) return [];
  const needed = new Set(detail.programLine.filter((l) => l.type === 'activity' && l.needsDate).map((l) => l.activityId));
  return detail.activities.filter((a) => needed.has(a.activityId));
};

/**
 * The booking steps (§2.1, §4): dates, travellers, a date per activity, the price, then Book / See prices. Book checks
 * the steps, asks the live quote, and opens 'Price update' when the price moved before handing off to the checkout.
 * A click while the page is pricing new dates or travellers is never ignored: Book says it waits for the price (busy,
 * with a status message) and goes on by itself once the price has arrived.
 */
export function BookingPanel({ detail, offerId, hotelId, address, onAddressChange, loading, pricingFailed = false, wiring, now = () => new Date(), navigate: navigateProp, onChooseOption }: BookingPanelProps) {
  const siteNavigate = useNavigate();
  const navigate = navigateProp ?? siteNavigate;
  const intl = useIntl();
  const { locale, apiBase } = useAppConfig();
  const { track } = useAnalytics();
  const errorId = useId();
  const [datesOpen, setDatesOpen] = useState(false);
  const [error, setError] = useState<'datesRequired' | 'activityDatesRequired' | 'quoteError' | 'unavailable' | typeof QUOTE_FETCH_ERROR | null>(null);
  const [missing, setMissing] = useState<number[]>([]);
  const [checking, setChecking] = useState(false);
  const [queued, setQueued] = useState(false);
  const [update, setUpdate] = useState<{ check: Exclude<PriceCheck, { kind: 'same' }>; url: string } | null>(null);
  // Mounted from its first opening on (its closing then returns the focus as any dialog's).
  const [updateUsed, setUpdateUsed] = useState(false);
  if (update && !updateUsed) setUpdateUsed(true);

  const timeZone = timeZoneOf(locale);
  const nights = stayNights(address, now(), timeZone);
  const hasDates = nights !== null;
  const activities = hasDates ? activitiesNeedingDates(detail) : [];
  const price = detail?.price ?? null;
  // The page is the option chosen; another option is another offer's page.
  const state = { ...address, optionId: offerId };
  const offers = useProductOffers(hasDates && address.checkin && !loading ? productOffersUrl(apiBase, offerId, locale, { checkin: address.checkin, nights }, address.travellers) : null);
  const options = offers ? cancellationOptions(offers.offers) : [];
  const cancellation = cancellationLabel({ hasDates, policy: detail?.cancellationPolicy, now: now(), timeZone });
  const banner = priceBanner({
    gifting: false,
    loading,
    priceType: price?.priceType === 'final' ? 'final' : 'from',
    promo: price?.refPrice != null ? price.promoPercentageRounded : 0,
    moneySaved: price ? eurosOf(price.moneySaved) : 0,
  });
  const localTax = detail?.quote?.localTax ?? detail?.hotel.localTax ?? null;
  const stress = detail?.quote ? priceStressMessages([detail.quote.stress]) : [];

  /** §5, §8: a failed or refused live quote stops the hand-off, is logged and reported (its code loads then). */
  const recordFailure = async (stay: { checkin: string; nights: number }, failure: { fetch: unknown } | { errors: readonly { code?: string | null; message?: string | null }[] }) => {
    setError('fetch' in failure ? QUOTE_FETCH_ERROR : 'unavailable');
    const { reportQuoteFailure } = await import('./report-quote-failure');
    reportQuoteFailure({ offerId, ...stay }, failure, { apiBase, locale });
  };

  const handOff = (url: string, sellPrice: number) => {
    track(analyticsEvents.addToCart([{ item_id: String(offerId), item_name: detail?.label || String(offerId), price: eurosOf(sellPrice), quantity: 1 }]));
    navigate(url);
  };

  const book = async () => {
    if (checking) return;
    if (loading) {
      setError(null);
      setQueued(true);
      return;
    }
    setError(null);
    setMissing([]);
    const check = checkBooking(state, { activityIds: activities.map((a) => a.activityId), optionCount: options.length, now: now(), timeZone });
    if (!check.ok) {
      setError(check.message === 'datesRequired' ? 'datesRequired' : 'activityDatesRequired');
      if (check.step === 'dates') setDatesOpen(true);
      if (check.step === 'activityDates') setMissing(check.missing);
      return;
    }
    if (!price || !address.checkin || nights === null) {
      setError('unavailable');
      return;
    }
    setChecking(true);
    try {
      const quote = await fetchLiveQuote(
        liveQuoteUrl(apiBase, offerId, locale, { stay: { checkin: address.checkin, nights }, travellers: address.travellers, activityDates: Object.values(address.activityDates), shownPrice: price.sellPrice }),
      );
      const sellPrice = quote.priceInfo?.sellPrice ?? null;
      if (!canHandOff({ quoteError: !quote.bookable || quote.errors.length > 0, sellPrice }) || sellPrice === null) {
        void recordFailure({ checkin: address.checkin, nights }, { errors: quote.errors });
        return;
      }
      const criteria = quote.reservationCriteria;
      const url = href.stayCheckout(locale, offerId, {
        hash: productHash({
          checkin: criteria.checkin,
          checkout: criteria.checkout,
          travellers: { adults: criteria.adult, children: criteria.child, babies: criteria.baby },
          activityDates: Object.fromEntries(criteria.activitySelectionList.map((v) => [v.split('_')[0], v])),
        }),
      });
      const change = priceCheck(eurosOf(price.sellPrice), eurosOf(sellPrice));
      if (change.kind === 'same') handOff(url, sellPrice);
      else {
        setUpdate({ check: change, url });
        track(analyticsEvents.priceUpdate(priceUpdateEvent({ packageId: offerId, check: change, page: 'product', dataFlowMode: detail?.dataFlowMode ?? 'pull' })));
      }
    } catch (failure) {
      void recordFailure({ checkin: address.checkin, nights }, { fetch: failure });
    } finally {
      setChecking(false);
    }
  };

  // The click waiting for the price goes on once it has arrived (or says why it cannot).
  const resumeQueued = useEffectEvent(() => {
    setQueued(false);
    if (pricingFailed) setError('quoteError');
    else void book();
  });
  useEffect(() => {
    if (!queued || loading) return;
    const resume = setTimeout(resumeQueued, 0);
    return () => clearTimeout(resume);
  }, [queued, loading]);
  const busy = checking || queued;

  return (
    <Panel id={BOOKING_PANEL_ID} aria-labelledby={BOOKING_TITLE_ID} data-testid="booking-panel">
      <h2 id={BOOKING_TITLE_ID} tabIndex={-1}>
        {intl.formatMessage(m.bookingTitle)}
      </h2>
      <ol className="steps">
        <li aria-label={intl.formatMessage(m.stepDates)}>
          {wiring.renderDates({
            checkin: address.checkin,
            checkout: address.checkout,
            onChange: ({ checkin, checkout }) => {
              setError(null);
              onAddressChange({ ...address, checkin, checkout, activityDates: {} });
            },
            open: datesOpen,
            onOpenChange: setDatesOpen,
            offerId,
            hotelId,
            guests: address.travellers,
          })}
        </li>
        <li aria-label={intl.formatMessage(m.stepTravellers)}>
          {wiring.renderGuests({ value: address.travellers, onChange: (travellers) => onAddressChange({ ...address, travellers }) })}
        </li>
        {activities.length > 0 && address.checkin && nights !== null && (
          <li>
            <ActivityDatesStep
              activities={activities}
              checkin={address.checkin}
              nights={nights}
              value={address.activityDates}
              missing={missing}
              errorId={errorId}
              onChange={(activityDates, activityId) => {
                setMissing((list) => list.filter((id) => id !== activityId));
                onAddressChange({ ...address, activityDates });
              }}
            />
          </li>
        )}
        {options.length > 1 && (
          <li>
            <Suspense fallback={null}>
              <CancellationOptionsStep
                options={options}
                now={now()}
                timeZone={timeZone}
                onChoose={(option) => (onChooseOption ? onChooseOption(option) : navigate(href.product(locale, option.weekendId, { slug: slugOf(option.label), hash: productHash(address) })))}
              />
            </Suspense>
          </li>
        )}
        <li aria-busy={loading || undefined}>
          <h3>{intl.formatMessage(m.stepPrice)}</h3>
          {!loading && detail && !price ? (
            <>
              <p role="status">{intl.formatMessage(noOffersMessage(hasDates) === 'noAvailability' ? m.noAvailability : m.noOffers)}</p>
              {hasDates && (
                <Button variant="secondary" onClick={() => onAddressChange({ ...address, checkin: null, checkout: null, activityDates: {} })}>
                  {intl.formatMessage(m.seeAllOffers)}
                </Button>
              )}
            </>
          ) : (
            <PriceBlock price={price} localTaxTotalAmount={detail?.localTaxTotalAmount ?? 0} localTax={localTax} loading={loading} autoDiscount={detail?.quote?.autoDiscount} />
          )}
          {!loading &&
            price?.priceType === 'final' &&
            address.checkin &&
            wiring.renderPriceAside?.({
              // Instalments on what is paid: after the server's automatic discount when there is one.
              amount: detail?.quote?.autoDiscount?.total ?? price.sellPrice,
              checkin: address.checkin,
              cancellableUntil: detail?.cancellationPolicy.cancellable ? detail.cancellationPolicy.cancellationDeadline : null,
            })}
          {!loading && localTax && <TouristTaxDialog tax={localTax} />}
          {banner && banner.kind !== 'loading' && price && <PriceBannerButton banner={banner} />}
          {!loading &&
            stress.map((s) => (
              <p className="stress" key={s}>
                {intl.formatMessage(s === 'cheapest' ? m.stressCheapest : m.stressHighestDiscount)}
              </p>
            ))}
          {!loading && (
            <p className="cancellation" data-testid="cancellation-label">
              {cancellation.kind === 'refundableUntil' ? (
                <FormattedMessage {...m.cancellationRefundable} values={{ date: <FormattedDate value={`${cancellation.deadline.slice(0, 10)}T12:00:00`} day="numeric" month="long" year="numeric" /> }} />
              ) : (
                intl.formatMessage(cancellation.kind === 'addDates' ? m.cancellationAddDates : m.cancellationNonRefundable)
              )}
            </p>
          )}
        </li>
      </ol>
      {!error && pricingFailed && !loading && (
        <p className="error" role="alert">
          {intl.formatMessage(m.quoteError)}
        </p>
      )}
      {error && (
        <p id={errorId} className="error" role="alert">
          {intl.formatMessage(
            error === 'datesRequired'
              ? m.datesRequired
              : error === 'activityDatesRequired'
                ? m.activityDatesRequired
                : error === 'quoteError'
                  ? m.quoteError
                  : error === QUOTE_FETCH_ERROR
                    ? m.quoteFetchError
                    : m.unavailable,
          )}
        </p>
      )}
      <Button block onClick={book} aria-busy={busy || undefined} aria-disabled={busy || undefined} aria-describedby={queued ? `${errorId}-queued` : undefined} data-testid="book-button">
        {checking ? intl.formatMessage(m.checking) : intl.formatMessage(bookButtonLabel(hasDates) === 'book' ? m.book : m.seePrices)}
      </Button>
      <p id={`${errorId}-queued`} className="queued" role="status">
        {queued ? intl.formatMessage(m.bookQueued) : ''}
      </p>
      {updateUsed && (
        <Suspense fallback={null}>
          <PriceUpdateDialog
            check={update?.check ?? null}
            onBack={() => setUpdate(null)}
            onContinue={() => {
              if (!update) return;
              const { url, check } = update;
              setUpdate(null);
              handOff(url, centsFromEuros(check.current));
            }}
          />
        </Suspense>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  padding: ${theme.space.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadow.md};
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.font.size.lg};
  }
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.textMuted};
  }
  .steps {
    list-style: none;
    margin: 0 0 ${theme.space.md};
    padding: 0;
    display: grid;
    gap: ${theme.space.md};
  }
  .stress {
    margin: ${theme.space.xs} 0 0;
    color: ${theme.colors.warning};
    font-weight: ${theme.font.weight.semibold};
    font-size: ${theme.font.size.sm};
  }
  .cancellation {
    margin: ${theme.space.sm} 0 0;
    font-size: ${theme.font.size.sm};
  }
  .queued {
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.textMuted};
    &:empty {
      margin: 0;
    }
  }
  .error {
    color: ${theme.colors.danger};
    font-weight: ${theme.font.weight.semibold};
  }
`;
