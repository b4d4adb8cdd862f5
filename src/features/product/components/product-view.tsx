import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ClientLink } from '@/components/ui/client-link';
import { Dialog } from '@/components/ui/dialog';
import { SizedImage } from '@/components/ui/sized-image';
import { NearViewport } from '@/components/ui/near-viewport';
import type { ReviewsResponse } from '@/contracts/reviews';
import type { WeekendDetail } from '@/contracts/weekend-detail';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { beddingText } from '@/shared/bedding';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { useWeekendDetail, weekendDetailUrl } from '../api/product-api';
import { DESCRIPTION_LIMIT, truncateDescription } from '../model/description';
import { eurosOf } from '@/lib/money';
import { productAnchorSection } from '../model/product-address';
import { productSectionIds } from '../model/page-sections';
import { parseRecentlyViewed, RECENTLY_VIEWED_KEY, recordRecentlyViewed, type RecentlyViewedEntry } from '../model/recently-viewed';
import { readStorage } from '@/lib/browser-storage';
import { timeZoneOf } from '@/lib/locales';
import { ActivityDetailDialog } from './activity-detail-dialog';
import { BOOKING_PANEL_ID, BOOKING_TITLE_ID, BookingPanel, type BookingWiring } from './booking-panel';
import { productMessages as m } from './product-messages';
import { SECTION_OFFSET, SectionTabs } from '@/components/ui/section-tabs';
import { HowItWorks, type HowItWorksVideo } from '@/components/ui/how-it-works';
import { giftUpsellsShown, chosenGiftNights } from '@/contracts/gift-stay';
import { switchFlow, type ProductFlow } from '../model/gift-flow';
import { isPricedAddress, PRICE_PENDING_ATTRIBUTE, useProductAddress } from './use-product-address';
import { parkingInfo } from '@/shared/parking';
import { autoDiscountPromo } from '@/shared/auto-discount';
import { formatScore } from '@/shared/review-score';
import { daysBetween } from '@/shared/search-address/search-dates';

/** Not needed for the first paint: the booking bars (phones at the bottom, desktop at the top) come once the page runs. */
const BookingBars = lazy(() => import('./booking-bars').then((mod) => ({ default: mod.BookingBars })));

/** The gifting flow's panel: loaded when the visitor offers the stay (or opens the page to offer it). */
const GiftPanel = lazy(() => import('./gift-panel').then((mod) => ({ default: mod.GiftPanel })));

/** The upsell extras, below the programme: their code comes when the visitor nears them. */
const UpsellsBody = lazy(() => import('./upsells-section').then((mod) => ({ default: mod.UpsellsBody })));

/** Below the fold: its code (the hotel page's summary, with the reviews modal) comes when the visitor nears it. */
const ReviewsSummary = lazy(() => import('@/shared/reviews/reviews-summary').then((mod) => ({ default: mod.ReviewsSummary })));

/** The next twelve weekends' prices (issue 36): their code and call come when the visitor nears them. */
const StayWeekends = lazy(() => import('./stay-weekends').then((mod) => ({ default: mod.StayWeekends })));

const STAR = '\u2605';
const NO_ENTRIES: RecentlyViewedEntry[] = [];
const noSubscription = () => () => undefined;
let snapshot: { text: string | null; offerId: number; list: RecentlyViewedEntry[] } | null = null;

/** The stored list without this product, the same array while storage holds the same text. */
function recentlyViewedSnapshot(offerId: number): RecentlyViewedEntry[] {
  const text = readStorage('localStorage', RECENTLY_VIEWED_KEY);
  if (!snapshot || snapshot.text !== text || snapshot.offerId !== offerId) {
    snapshot = { text, offerId, list: parseRecentlyViewed(text).filter((e) => !(e.type === 'STAY' && e.id === offerId)) };
  }
  return snapshot.list;
}

export type ProductViewProps = {
  /** The server's answer: the 'from' price for 2 adults (the server never sees the hash). */
  detail: WeekendDetail;
  /** The page's own address (locale-relative, with its slug), kept by recently viewed. */
  path: string;
  /** The hotel's newest reviews, read by the server (null: none could be read). */
  reviews?: ReviewsResponse | null;
  wiring: BookingWiring;
  /** The wishlist heart, drawn by the site over the gallery. */
  heart?: ReactNode;
  /** The hotel's other offers, drawn by the site. */
  otherOffers?: ReactNode;
  now?: () => Date;
  /** The checkout hand-off (a full navigation by default). */
  navigate?: (url: string) => void;
  /** The query's flow (§2.1): booking, or gifting (`?flow=gifting`). */
  flow?: ProductFlow;
  /** The hotel's map, drawn by the site (Leaflet, loaded when its place nears the screen); none without a tile service. */
  map?: ReactNode;
  /** The how-it-works video, when the settings configure one. */
  howItWorksVideo?: HowItWorksVideo | null;
};

const TABS_ID = 'product-tabs';

/** How it works (§2.1), as the visitor uses the page: booking the stay, or offering it. */
const HOW_BOOKING = [m.howBookingChoose, m.howBookingBook, m.howBookingHotel, m.howBookingEnjoy];
const HOW_GIFTING = [m.howGiftingChoose, m.howGiftingReceive, m.howGiftingBook, m.howGiftingEnjoy];

/**
 * The stay product page (§2.1): gallery with the heart, hotel and score, programme, description, booking steps, practical
 * information, other offers. Server-rendered with the 'from' price; once the hash is read, priced for its dates and
 * travellers behind skeletons (the inline script held the server price back, so no wrong price ever shows).
 */
export function ProductView({ detail: serverDetail, path, reviews = null, wiring, heart, otherOffers, now = () => new Date(), navigate, flow: initialFlow = 'booking', map, howItWorksVideo = null }: ProductViewProps) {
  const intl = useIntl();
  const { locale, apiBase, flags } = useAppConfig();
  const { track } = useAnalytics();
  const [address, setAddress] = useProductAddress(now, timeZoneOf(locale));
  const offerId = serverDetail.id;
  const giftable = serverDetail.giftable;
  const [flow, setFlow] = useState<ProductFlow>(giftable ? initialFlow : 'booking');
  const gifting = flow === 'gifting';
  // A gift is not priced from the hash's dates: the gift price list prices it (§4).
  const priced = !gifting && address !== null && isPricedAddress(address);
  const stay = address?.checkin && address.checkout ? { checkin: address.checkin, nights: daysBetween(address.checkin, address.checkout) } : null;
  const key = address && priced ? weekendDetailUrl(apiBase, offerId, locale, stay, address.travellers) : null;
  const { detail: pricedDetail, isLoading, error: pricingError } = useWeekendDetail(key);
  const detail = priced ? pricedDetail : serverDetail;
  const pricingFailed = priced && pricingError !== undefined && !isLoading;
  const loading = address === null ? false : priced && !pricingFailed && (isLoading || !pricedDetail);
  // The other products seen before this one: storage is read once mounted (the server renders none).
  const recent = useSyncExternalStore(noSubscription, () => recentlyViewedSnapshot(offerId), () => NO_ENTRIES);

  useEffect(() => {
    if (address !== null) document.documentElement.removeAttribute(PRICE_PENDING_ATTRIBUTE);
  }, [address]);

  /** The flow switch (§4): the query says the flow (the hash keeps the stay or the gift's choices). */
  const chooseFlow = (next: ProductFlow) => {
    if (next === flow || address === null) return;
    setFlow(next);
    const url = new URL(window.location.href);
    if (next === 'gifting') url.searchParams.set('flow', 'gifting');
    else url.searchParams.delete('flow');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    setAddress(switchFlow(address, next, serverDetail.giftPrices));
  };

  useEffect(() => {
    const price = serverDetail.price;
    track(analyticsEvents.viewItem({ item_id: String(offerId), item_name: serverDetail.label || String(offerId), item_category: 'stay', price: price ? eurosOf(price.sellPrice) : 0 }));
    recordRecentlyViewed({
        id: offerId,
        type: 'STAY',
        label: serverDetail.label,
        imageUrl: serverDetail.images[0] ?? '',
        price: { sellPrice: price ? eurosOf(price.sellPrice) : 0, refPrice: price?.refPrice != null ? eurosOf(price.refPrice) : null },
        nights: serverDetail.nights,
        hotel: { label: serverDetail.hotel.label, location: serverDetail.hotel.location.label },
      uri: path,
    });
  }, [offerId, serverDetail, path, track]);

  // §2.9: the selected stays' automatic discount (the catalog's code and percent), with the experiment, not for gifts.
  const autoDiscount = autoDiscountPromo(serverDetail.autoDiscount, { inVariation: flags.autoDiscountCode, flow });
  const hotel = serverDetail.hotel;
  const images = serverDetail.images.length > 0 ? serverDetail.images : hotel.images;
  const imagesBySize = serverDetail.images.length > 0 ? serverDetail.imagesBySize : hotel.imagesBySize;
  const descriptionText = serverDetail.description || hotel.description;
  const giftNights = chosenGiftNights(serverDetail.giftPrices, address?.giftNights ?? null);
  // §4: in gifting, the single upsells only for one night.
  const upsellsShown = !gifting || giftUpsellsShown(giftNights);
  const upsells = (detail ?? serverDetail).upsells;
  const onUpsell = address?.baseOfferId != null && address.baseOfferId !== offerId;
  const hasUpsells = upsellsShown && (upsells.length > 0 || onUpsell);
  const sectionLabels = {
    description: m.description,
    room: m.roomTitle,
    programme: m.programme,
    upsells: m.upsellsTitle,
    gift: m.giftTitle,
    reviews: m.reviewsTitle,
    hotel: m.hotelTitle,
    practical: m.practicalInfo,
  } as const;
  const sections = productSectionIds({ description: descriptionText !== '', room: serverDetail.room != null, upsells: hasUpsells, gift: gifting }).map((id) => ({
    id,
    headingId: `${id}-title`,
    label: intl.formatMessage(sectionLabels[id]),
  }));
  const anchorSections = [...sections.map((section) => section.id), BOOKING_PANEL_ID];
  const anchor = address === null ? null : productAnchorSection(address.anchor, anchorSections);
  // §2.1 `anchor`: once the page has read its hash, the section it names comes into view (as its tab brings it).
  const anchored = useRef(false);
  useEffect(() => {
    if (address === null || anchored.current) return;
    anchored.current = true;
    const heading = anchor ? document.getElementById(anchor === BOOKING_PANEL_ID ? BOOKING_TITLE_ID : `${anchor}-title`) : null;
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [address, anchor]);
  return (
    <Page>
      <Gallery aria-label={intl.formatMessage(m.gallery)} data-count={Math.min(images.length, 5)}>
        {images.slice(0, 5).map((src, index) => (
          <div className={index === 0 ? 'main' : 'thumb'} key={src}>
            <SizedImage
              src={src}
              bySize={imagesBySize[index]}
              use={index === 0 ? 'main' : 'thumb'}
              alt={intl.formatMessage(m.picture, { index: index + 1, label: serverDetail.label })}
              sizes={index === 0 ? '(min-width: 1024px) 720px, 100vw' : '240px'}
              priority={index === 0}
            />
            {index === 0 && heart && <div className="heart">{heart}</div>}
          </div>
        ))}
      </Gallery>
      <SectionTabs
        id={TABS_ID}
        sticky="none"
        label={intl.formatMessage(m.sectionTabs)}
        data-testid="section-tabs"
        sections={sections}
      />
      <Columns data-flow={flow}>
        <div className="main">
          <header>
            <h1>{serverDetail.label}</h1>
            <p className="hotel">
              <strong>
                <ClientLink href={href.hotel(locale, hotel.id)}>{hotel.label}</ClientLink>
              </strong>
              {hotel.star > 0 && (
                <span role="img" aria-label={intl.formatMessage(m.stars, { count: hotel.star })}>
                  {STAR.repeat(hotel.star)}
                </span>
              )}
              <span>{hotel.location.label}</span>
            </p>
            <p className="score" data-testid="hotel-score">
              {hotel.review.score !== null && hotel.review.totalCount > 0 ? (
                <FormattedMessage
                  {...m.reviews}
                  values={{ score: intl.formatNumber(formatScore(hotel.review.score), { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: hotel.review.totalCount }}
                />
              ) : (
                intl.formatMessage(m.noReviews)
              )}
            </p>
          </header>
          {autoDiscount && (
            <AutoDiscountBanner data-testid="auto-discount-banner">
              <strong>{intl.formatMessage(m.autoDiscountTitle, { discount: autoDiscount.discount })}</strong>
              <span>{intl.formatMessage(m.autoDiscountText, { code: autoDiscount.code })}</span>
            </AutoDiscountBanner>
          )}
          <Description text={descriptionText} />
          <Room detail={serverDetail} />
          <Programme detail={serverDetail} />
          {!gifting && address !== null && <NearViewport afterFirstMove><Suspense fallback={null}><StayWeekends offerId={offerId} address={address} onAddressChange={setAddress} /></Suspense></NearViewport>}
          {hasUpsells && address !== null && (
            <section id="upsells" aria-labelledby="upsells-title">
              <h2 id="upsells-title" tabIndex={-1}>{intl.formatMessage(m.upsellsTitle)}</h2>
              <NearViewport>
                <Suspense fallback={null}>
                  <UpsellsBody offerId={offerId} label={serverDetail.label} upsells={upsells} address={address} flow={flow} navigate={navigate} />
                </Suspense>
              </NearViewport>
            </section>
          )}
          {gifting && (
            <section id="gift" aria-labelledby="gift-title">
              <h2 id="gift-title" tabIndex={-1}>
                {intl.formatMessage(m.giftTitle)}
              </h2>
              <ul>
                <li>{intl.formatMessage(m.giftValidity)}</li>
                <li>{intl.formatMessage(m.giftDelivery)}</li>
              </ul>
            </section>
          )}
          <section id="reviews" aria-labelledby="reviews-title">
            <h2 id="reviews-title" tabIndex={-1}>
              {intl.formatMessage(m.reviewsTitle)}
            </h2>
            <NearViewport>
              <Suspense fallback={null}>
                <ReviewsSummary reviews={reviews} hotelId={hotel.id} hotelLabel={hotel.label} overall={hotel.review} />
              </Suspense>
            </NearViewport>
          </section>
          <section id="hotel" aria-labelledby="hotel-title">
            <h2 id="hotel-title" tabIndex={-1}>
              {intl.formatMessage(m.hotelTitle)}
            </h2>
            <p>{hotel.location.completeAddress}</p>
            {hotel.description && hotel.description !== descriptionText && <p>{hotel.description}</p>}
            <p>
              <ClientLink href={href.hotel(locale, hotel.id)}>{intl.formatMessage(m.seeHotel)}</ClientLink>
            </p>
            {map && <MapBox data-testid="product-map">{map}</MapBox>}
          </section>
          <PracticalInfo detail={serverDetail} />
        </div>
        <aside className="side">
          {giftable && (
            <FlowSwitch role="radiogroup" aria-label={intl.formatMessage(m.flowLabel)} data-testid="flow-switch">
              {(['booking', 'gifting'] as const).map((value) => (
                <button key={value} type="button" role="radio" aria-checked={flow === value} onClick={() => chooseFlow(value)} disabled={address === null}>
                  {intl.formatMessage(value === 'booking' ? m.flowBooking : m.flowGifting)}
                </button>
              ))}
            </FlowSwitch>
          )}
          {gifting ? (
            address !== null && (
              <Suspense fallback={null}>
                <GiftPanel offerId={offerId} label={serverDetail.label} giftPrices={serverDetail.giftPrices} address={address} onAddressChange={setAddress} navigate={navigate} />
              </Suspense>
            )
          ) : (
          <PendingPrice>
            {address === null ? (
              <BookingPanel
                detail={serverDetail}
                offerId={offerId}
                hotelId={hotel.id}
                address={{ checkin: null, checkout: null, travellers: { adults: 2, children: 0, babies: 0 }, activityDates: {} }}
                onAddressChange={() => undefined}
                loading={false}
                wiring={wiring}
                now={now}
              />
            ) : (
              <BookingPanel detail={detail} offerId={offerId} hotelId={hotel.id} address={address} onAddressChange={setAddress} loading={loading} pricingFailed={pricingFailed} wiring={wiring} now={now} navigate={navigate} />
            )}
            <Suspense fallback={null}>
              <BookingBars price={detail?.price ?? null} loading={loading} hasDates={stay !== null} panelId={BOOKING_PANEL_ID} headingId={BOOKING_TITLE_ID} tabsId={TABS_ID} label={serverDetail.label} />
            </Suspense>
          </PendingPrice>
          )}
        </aside>
      </Columns>
      <HowItWorks
        id="how-it-works"
        title={intl.formatMessage(m.howTitle)}
        steps={(gifting ? HOW_GIFTING : HOW_BOOKING).map((step) => intl.formatMessage(step))}
        video={howItWorksVideo}
      />
      {otherOffers && (
        <section aria-labelledby="other-offers-title">
          <h2 id="other-offers-title">{intl.formatMessage(m.otherOffers, { hotel: hotel.label })}</h2>
          {otherOffers}
        </section>
      )}
      {recent.length > 0 && (
        <section aria-labelledby="recently-viewed-title">
          <h2 id="recently-viewed-title">{intl.formatMessage(m.recentlyViewed)}</h2>
          <Recent>
            {recent.slice(0, 4).map((entry) => (
              <li key={`${entry.type}-${entry.id}`}>
                <a href={entry.uri}>{entry.label}</a>
                <span>{entry.hotel.label}</span>
              </li>
            ))}
          </Recent>
        </section>
      )}
    </Page>
  );
}

/** The room (§3 Room): its type, size, capacity and bedding, and a picture when it has one. */
function Room({ detail }: { detail: WeekendDetail }) {
  const intl = useIntl();
  const room = detail.room;
  if (!room) return null;
  return (
    <section id="room" aria-labelledby="room-title">
      <h2 id="room-title" tabIndex={-1}>
        {intl.formatMessage(m.roomTitle)}
      </h2>
      <p>
        <strong>{room.label}</strong>
      </p>
      <p>{intl.formatMessage(m.roomFacts, { size: room.size, count: room.maxCapacity, bedding: beddingText(intl, room.bedding) })}</p>
    </section>
  );
}

function Programme({ detail }: { detail: WeekendDetail }) {
  const intl = useIntl();
  const label = { breakfast: m.breakfast, dinner: m.dinner, activity: m.activity, extra: m.extra } as const;
  return (
    <section id="programme" aria-labelledby="programme-title">
      <h2 id="programme-title" tabIndex={-1}>{intl.formatMessage(m.programme)}</h2>
      <ProgrammeList>
        {detail.room && (
          <li>
            <span className="kind">{intl.formatMessage(m.room)}</span>
            <span>{detail.room.label}</span>
          </li>
        )}
        {detail.programLine.map((line) => (
          <li key={`${line.type}-${line.activityId}-${line.dayIndex}`}>
            <span className="kind">{intl.formatMessage(label[line.type])}</span>
            {line.type === 'activity' ? (
              <ActivityDetailDialog line={line} activity={detail.activities.find((a) => a.activityId === line.activityId)} />
            ) : (
              <span>{line.quantity > 1 ? intl.formatMessage(m.quantity, { count: line.quantity, title: line.title }) : line.title}</span>
            )}
          </li>
        ))}
      </ProgrammeList>
    </section>
  );
}

/** Cut at 86 characters on a phone and 250 on a desktop (both drawn, CSS shows one), with see more / see less. */
function Description({ text }: { text: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const mobile = truncateDescription(text, DESCRIPTION_LIMIT.mobile);
  const desktop = truncateDescription(text, DESCRIPTION_LIMIT.desktop);
  if (!text) return null;
  return (
    <section id="description" aria-labelledby="description-title">
      <h2 id="description-title" tabIndex={-1}>{intl.formatMessage(m.description)}</h2>
      <DescriptionText data-testid="product-description">
        {open ? (
          <p>{text}</p>
        ) : (
          <>
            <p className="mobile">{mobile.text}</p>
            <p className="desktop">{desktop.text}</p>
          </>
        )}
      </DescriptionText>
      {(mobile.truncated || desktop.truncated) && (
        <ToggleButton variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-desktop-needed={desktop.truncated || undefined}>
          {intl.formatMessage(open ? m.seeLess : m.seeMore)}
        </ToggleButton>
      )}
    </section>
  );
}

function PracticalInfo({ detail }: { detail: WeekendDetail }) {
  const intl = useIntl();
  const hotel = detail.hotel;
  const parking = parkingInfo(hotel);
  const modal = (title: string, body: ReactNode) => (
    <li key={title}>
      <Dialog title={title} trigger={<Button variant="secondary">{title}</Button>}>
        {body}
      </Dialog>
    </li>
  );
  return (
    <section id="practical" aria-labelledby="practical-title">
      <h2 id="practical-title" tabIndex={-1}>{intl.formatMessage(m.practicalInfo)}</h2>
      <PracticalList>
        {modal(
          intl.formatMessage(m.gettingThere),
          <>
            <p>{hotel.location.completeAddress}</p>
            {hotel.gettingThere && <p>{hotel.gettingThere}</p>}
            {parking && (
              <>
                <h3>{intl.formatMessage(m.parkingTitle)}</h3>
                <p data-testid="product-parking">{intl.formatMessage(m.parkingText, { charging: parking.charging ? 'yes' : 'no' })}</p>
              </>
            )}
          </>,
        )}
        {modal(intl.formatMessage(m.hours), <p>{intl.formatMessage(m.hoursText, { checkin: hotel.checkInOut.checkin, checkout: hotel.checkInOut.checkout })}</p>)}
        {modal(
          intl.formatMessage(m.services),
          <ul>
            {[...hotel.highlightedFacilities, ...hotel.facilities]
              .filter((f, i, all) => all.findIndex((g) => g.id === f.id) === i)
              .map((f) => (
                <li key={f.id}>{f.label}</li>
              ))}
          </ul>,
        )}
        {modal(
          intl.formatMessage(m.thingsToKnow),
          <>
            <p>{intl.formatMessage(hotel.policy.petsAllowed ? m.petsAllowed : m.petsNotAllowed)}</p>
            {hotel.importantInfos.map((info) => (
              <p key={info}>{info}</p>
            ))}
            <p>{intl.formatMessage(m.cancellationConditions)}</p>
          </>,
        )}
      </PracticalList>
    </section>
  );
}

// ---------- styles ----------

const AutoDiscountBanner = styled.p`
  margin: ${theme.space.md} 0 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.promo};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  strong {
    display: block;
    color: ${theme.colors.promo};
  }
`;

const Page = styled.div`
  ${pageColumn}
  padding: ${theme.space.md};
  section {
    margin-top: ${theme.space.xl};
  }
  h2 {
    font-size: ${theme.font.size.xl};
    margin: 0 0 ${theme.space.md};
  }
`;

const Gallery = styled.div`
  position: relative;
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: 1fr;
  .main,
  .thumb {
    position: relative;
    overflow: hidden;
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
  }
  .main {
    aspect-ratio: 16 / 9;
  }
  .thumb {
    display: none;
  }
  .heart {
    position: absolute;
    top: ${theme.space.sm};
    right: ${theme.space.sm};
  }
  img {
    object-fit: cover;
  }
  ${theme.media.desktop} {
    grid-template-columns: 2fr 1fr;
    grid-template-rows: repeat(2, 200px);
    &[data-count='1'] {
      grid-template-columns: 1fr;
    }
    &[data-count='4'],
    &[data-count='5'] {
      grid-template-columns: 2fr 1fr 1fr;
    }
    &[data-count='4'] .thumb:last-child {
      grid-column: span 2;
    }
    .main {
      grid-row: 1 / span 2;
      aspect-ratio: auto;
    }
    .thumb {
      display: block;
    }
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  margin-top: ${theme.space.lg};
  h1 {
    font-size: ${theme.font.size.xxl};
    line-height: ${theme.font.lineHeight.tight};
    margin: 0 0 ${theme.space.sm};
  }
  .hotel {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
  }
  .hotel,
  .score {
    margin: 0 0 ${theme.space.xs};
    color: ${theme.colors.textMuted};
  }
  .main section:first-of-type {
    margin-top: ${theme.space.lg};
  }
  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(320px, 1fr);
    .side {
      position: sticky;
      top: ${SECTION_OFFSET.desktop};
      align-self: start;
    }
    /* The gift panel, with its form and preview, is taller than a screen: it scrolls with the page. */
    &[data-flow='gifting'] .side {
      position: static;
    }
  }
`;

/** While the inline script holds the server's price back, the price step shows a shimmer instead. */
const PendingPrice = styled.div`
  html[${PRICE_PENDING_ATTRIBUTE}] & [data-testid='product-price'],
  html[${PRICE_PENDING_ATTRIBUTE}] & [data-testid='price-banner'],
  html[${PRICE_PENDING_ATTRIBUTE}] & [data-testid='booking-bar-price'] {
    visibility: hidden;
  }
`;

const ProgrammeList = styled.ul`
  margin: 0;
  padding-left: ${theme.space.lg};
  .kind {
    font-weight: ${theme.font.weight.semibold};
    margin-right: ${theme.space.sm};
  }
  li + li {
    margin-top: ${theme.space.xs};
  }
`;

const DescriptionText = styled.div`
  p {
    margin: 0;
  }
  ${theme.media.mobile} {
    .desktop {
      display: none;
    }
  }
  ${theme.media.desktop} {
    .mobile {
      display: none;
    }
  }
`;

const ToggleButton = styled(Button)`
  margin-top: ${theme.space.sm};
  ${theme.media.desktop} {
    &:not([data-desktop-needed]) {
      display: none;
    }
  }
`;

const PracticalList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Recent = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  li {
    display: grid;
  }
  span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;

const FlowSwitch = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin-bottom: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  button {
    min-height: 44px;
    border: 0;
    background: ${theme.colors.background};
    font: inherit;
    font-weight: ${theme.font.weight.semibold};
    color: ${theme.colors.text};
    cursor: pointer;
  }
  button[aria-checked='true'] {
    background: ${theme.colors.brand};
    color: ${theme.colors.white};
  }
`;

const MapBox = styled.div`
  height: 280px;
  > div {
    height: 100%;
  }
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.colors.surface};
`;
