import { SizedImage } from '@/components/ui/sized-image';
import { memo, type ReactNode } from 'react';
import { defineMessages, FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { OfferCard as Offer } from '@/contracts/offers';
import type { FlexibleArrival, Flow } from '@/contracts/search-criteria';
import { analyticsEvents, useAnalytics, type AnalyticsItem } from '@/shared/analytics';
import { timeZoneOf } from '@/lib/locales';
import { centsFromEuros, eurosOf, formatMoney } from '@/lib/money';
import { CARD, cardPartStyles } from '@/components/ui/card';
import { ClientLink } from '@/components/ui/client-link';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { activityCardPrice, type ActivityPriceEntry } from '../model/activity-price';
import { cardCancellation } from '../model/card-cancellation';
import { autoDiscountPromo } from '@/shared/auto-discount';
import { cardPictures } from '../model/card-pictures';
import { CardGallery, GALLERY } from './card-gallery';
import {
  cardLink,
  discountPercent,
  formatScore,
  priceType,
  reviewLabel,
  showPromoTag,
  STRESS_CROSSFADE,
  badgeFadeStops,
  stressInputOf,
  stressMessages,
  type CardLink,
  type SearchStay,
  type ReviewLabelKey,
  type StressColor,
  type StressMessage,
} from '../model';
import { theme } from '@/styles/theme';
import { QUERY_KEYS } from '@/shared/search-address/address-keys';

export const CARD_VIEWS = ['NORMAL', 'GIFT', 'CONDENSED', 'MODIFICATION', 'ACTIVITY', 'HOTEL'] as const;
export type CardView = (typeof CARD_VIEWS)[number];

/** The card view of each search flow (CONDENSED and MODIFICATION are chosen by their hosts). */
export const cardViewOf = (flow: Flow): CardView => ({ booking: 'NORMAL', gifting: 'GIFT', hotel: 'HOTEL', activity: 'ACTIVITY' } as const)[flow];

export const RESULTS_LIST = { id: 'search_results', name: 'Search results' } as const;

const reviewLabels = defineMessages<ReviewLabelKey>({
  new: { id: 'offerCard.review.new' },
  good: { id: 'offerCard.review.good' },
  veryGood: { id: 'offerCard.review.veryGood' },
  excellent: { id: 'offerCard.review.excellent' },
  fantastic: { id: 'offerCard.review.fantastic' },
  perfect: { id: 'offerCard.review.perfect' },
});

export type OfferCardProps = {
  /** Activity-only answers add the price list per participant count. */
  offer: Offer & { prices?: readonly ActivityPriceEntry[] };
  flow: Flow;
  view: CardView;
  /** Search with usable dates: decides the price type and the rooms-left warning. */
  hasDates: boolean;
  /** Position in its list, for analytics (and, by default, for loading the first row eagerly). */
  index: number;
  /** Load the picture at once (the first row of the results); the first card's, the phone's largest, with high priority. */
  priority?: boolean;
  list?: { id: string; name: string };
  now?: Date;
  /** A control in the image's top-right corner, above the card link so it is its own focus stop (e.g. a wishlist heart). */
  action?: ReactNode;
  /** In place of the 'See the other offers from this hotel' link (the results page's hotel offers drawer). */
  otherOffers?: ReactNode;
  /** MODIFICATION view (My booking): the card chooses this offer (a button) instead of opening its page; `chosen` marks the choice. */
  onChoose?: () => void;
  chosen?: boolean;
  /** The visitor's dates and guests, which the card's link carries to the product page: the host reads them from its address (useAddressStay). */
  stay?: SearchStay;
  /** A flexible search's arrival rule: the card then names its cheapest stay and the other weekends (or days) bookable. */
  flexibleArrival?: FlexibleArrival;
};

// ---------- helpers ----------

/** Turns a card link of the model into an address. */
export function cardHref(link: CardLink, locale: Parameters<typeof href.search>[0]): string {
  if (link.kind === 'activity') return href.activity(locale, link.offerId);
  if (link.kind === 'product') return href.product(locale, link.offerId, { slug: link.slug || undefined, flow: link.query.flow, hash: link.hash });
  if (link.kind === 'address') {
    return `${link.path}${link.path.includes('?') ? '&' : '?'}${new URLSearchParams({ [QUERY_KEYS.flow.key]: link.query.flow }).toString()}`;
  }
  if (link.kind === 'hotel') return href.hotel(locale, link.hotelId, { flow: link.query.flow, hash: link.hash });
  // An offer without an address opens its offers in the results.
  return href.offerResults(locale, link.offerId, link.query.flow);
}

/** An offer as an analytics item (the same for select_item and view_item_list). */
export function analyticsItem(offer: Offer, flow: Flow, index: number): AnalyticsItem {
  const discount = offer.refPrice !== null && offer.refPrice > offer.sellPrice ? eurosOf(centsFromEuros(offer.refPrice - offer.sellPrice)) : 0;
  return {
    item_id: String(offer.id),
    item_name: offer.label || offer.hotel.label || String(offer.id),
    item_category: offer.itemCategory === 'single_voucher' ? 'gift-stay' : offer.itemCategory === 'activity' ? 'activity' : flow === 'hotel' ? 'hotel' : 'stay',
    item_variant: flow,
    index,
    price: Math.max(0, offer.sellPrice),
    ...(discount > 0 ? { discount } : {}),
    ...(offer.hotel.location.label ? { location_id: offer.hotel.location.label } : {}),
  };
}

// ---------- components ----------

/**
 * An offer in the results: the whole card is one link (stretched over the card), select_item on click. Memoised:
 * the results page renders again once the address's hash is read, and unchanged cards need not (see `cardActions`).
 */
/** The card picture's sizes: a third of the content width on desktop, half on tablets, the width on phones. */
const CARD_PICTURE_SIZES = '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw';

export const OfferCard = memo(function OfferCard({ offer, flow, view, hasDates, index, priority = index < 3, list = RESULTS_LIST, now = new Date(), action, otherOffers, onChoose, chosen, stay, flexibleArrival }: OfferCardProps) {
  const intl = useIntl();
  const { locale, flags } = useAppConfig();
  const { track } = useAnalytics();
  const condensed = view === 'CONDENSED' || view === 'MODIFICATION';
  const link = cardHref(cardLink(offer, flow, stay), locale);
  const title = view === 'HOTEL' ? offer.hotel.label : offer.label;
  const stress = stressMessages(stressInputOf(offer), { hasDates, now, timeZone: timeZoneOf(locale) }, condensed ? 'card' : 'badge');
  const cancellation = cardCancellation(offer.cancellationPolicy, now, timeZoneOf(locale));
  const label = reviewLabel(offer.hotel.review, { allIncentivesShown: false });
  const score = offer.hotel.review.average !== null && offer.hotel.review.count > 0 ? formatScore(offer.hotel.review.average) : null;
  const perPerson = view === 'ACTIVITY';
  const prices = perPerson ? activityCardPrice(offer) : { price: offer.sellPrice, refPrice: offer.refPrice };
  const percent = discountPercent(prices.price, prices.refPrice);
  const promo = view === 'MODIFICATION' ? null : autoDiscountPromo(offer.autoDiscount, { inVariation: flags.autoDiscountCode, flow });
  const shownPriceType = priceType({ hasDates, flow, itemCategory: offer.itemCategory });
  const price = prices.price;
  const refPrice = prices.refPrice !== null && percent > 0 ? prices.refPrice : null;

  const pictures = cardPictures(offer.imageUrl, offer.images);
  const bySize = (src: string) => offer.imagesBySize?.[offer.images.indexOf(src)];
  const follow = () => track(analyticsEvents.selectItem(list, analyticsItem(offer, flow, index)));
  const money = (euros: number) => formatMoney(centsFromEuros(euros), intl.locale);

  return (
    <Card data-condensed={condensed || undefined} data-chosen={chosen || undefined} data-testid="offer-card">
      <div className={`${CARD.media} ${OC.media}`}>
        {!condensed && pictures.length > 1 ? (
          <CardGallery pictures={pictures} bySize={bySize} link={link} sizes={CARD_PICTURE_SIZES} priority={priority} first={index === 0} onFollow={follow} />
        ) : (
          offer.imageUrl && (
            <SizedImage
              src={offer.imageUrl}
              bySize={bySize(offer.imageUrl)}
              use="card"
              alt=""
              sizes={condensed ? '160px' : CARD_PICTURE_SIZES}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority && index === 0 ? 'high' : 'auto'}
            />
          )
        )}
        {!condensed && stress.length > 0 && <StressBadge messages={stress} />}
        {percent > 0 && showPromoTag(percent, 'offer') && (
          <span className={OC.discountTag}>
            <FormattedMessage id="offerCard.discount" values={{ percent }} />
          </span>
        )}
        {action != null && <div className={CARD.cornerAction}>{action}</div>}
      </div>
      <div className={CARD.body}>
        {view !== 'HOTEL' && offer.hotel.label && (
          <p className={CARD.hotel}>
            {offer.hotel.label}
            {offer.hotel.stars > 0 && <Stars count={offer.hotel.stars} />}
          </p>
        )}
        <h3 className={CARD.title}>
          {onChoose ? (
            <button type="button" className={CARD.titleLink} aria-pressed={chosen ?? false} onClick={onChoose}>
              {title}
            </button>
          ) : (
            <ClientLink className={CARD.titleLink} href={link} onClick={follow}>
              {title}
            </ClientLink>
          )}
          {view === 'HOTEL' && offer.hotel.stars > 0 && <Stars count={offer.hotel.stars} />}
        </h3>
        {(offer.hotel.location.label || offer.distance !== null) && (
          <p className={OC.place}>
            {offer.distance !== null && offer.hotel.location.label ? (
              <FormattedMessage
                id="offerCard.placeAndDistance"
                values={{ place: offer.hotel.location.label, distance: intl.formatNumber(offer.distance, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }) }}
              />
            ) : offer.distance !== null ? (
              intl.formatNumber(offer.distance, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 })
            ) : (
              offer.hotel.location.label
            )}
          </p>
        )}
        {offer.sleeping && <PartySleeping sleeping={offer.sleeping} />}
        {!condensed && offer.headwords.length > 0 && (
          <ul className={OC.headwords}>
            {offer.headwords.slice(0, 3).map((word) => (
              <li key={word}>{word}</li>
            ))}
          </ul>
        )}
        <p className={OC.review}>
          {score !== null && (
            <span className={OC.score}>
              <FormattedMessage id="offerCard.review.score" values={{ score: intl.formatNumber(score, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }} />
            </span>
          )}
          {label && (
            <span className={OC.reviewLabel}>
              <FormattedMessage {...(reviewLabels[label] as MessageDescriptor)} />
            </span>
          )}
          {score !== null && (
            <span className={OC.reviewCount}>
              <FormattedMessage id="offerCard.review.count" values={{ count: offer.hotel.review.count }} />
            </span>
          )}
        </p>
        {condensed && stress[0] && view !== 'MODIFICATION' && (
          <p className={OC.inlineStress} data-color={stress[0].color}>
            <StressText message={stress[0]} />
          </p>
        )}
        {view !== 'GIFT' && view !== 'ACTIVITY' && cancellation && (
          <p className={OC.cancellation}>
            {/* The product page's label (card-cancellation.ts), not the catalog's own wording. */}
            {cancellation.kind === 'refundableUntil' ? (
              <FormattedMessage id="product.cancellation.refundableUntil" values={{ date: <FormattedDate value={`${cancellation.deadline}T12:00:00`} day="numeric" month="long" year="numeric" /> }} />
            ) : (
              <FormattedMessage id="offerCard.cancellation.refundable" />
            )}
          </p>
        )}
        {offer.flexibleStay && flexibleArrival && <FlexibleStayLines stay={offer.flexibleStay} arrival={flexibleArrival} />}
        <div className={OC.footer}>
          <div className={OC.priceBlock}>
            {view !== 'ACTIVITY' && view !== 'GIFT' && offer.nights > 0 && (
              <span className={OC.nights}>
                <FormattedMessage id="offerCard.nights" values={{ count: offer.nights }} />
              </span>
            )}
            {refPrice !== null && (
              <s className={OC.refPrice}>
                <VisuallyHidden>
                  <FormattedMessage id="offerCard.refPrice" />
                </VisuallyHidden>
                {money(refPrice)}
              </s>
            )}
            <span className={OC.price}>
              {perPerson ? (
                <FormattedMessage id="offerCard.price.perPerson" values={{ price: <strong>{money(price)}</strong> }} />
              ) : shownPriceType === 'from' ? (
                <FormattedMessage id="offerCard.price.from" values={{ price: <strong>{money(price)}</strong> }} />
              ) : (
                <strong>{money(price)}</strong>
              )}
            </span>
            {promo && (
              <span className={OC.autoPromo}>
                <FormattedMessage id="offerCard.autoDiscount" values={{ discount: promo.discount }} />
              </span>
            )}
          </div>
          {!condensed && (
            <span className={OC.cta} aria-hidden="true">
              <FormattedMessage id="offerCard.seeOffer" />
            </span>
          )}
        </div>
        {offer.hasMoreOffers && view !== 'HOTEL' && view !== 'MODIFICATION' && (
          <div className={OC.otherOffers}>
            {otherOffers ?? (
              <ClientLink href={href.hotelOffers(locale, offer.hotel.id)}>
                <FormattedMessage id="offerCard.otherOffers" />
              </ClientLink>
            )}
          </div>
        )}
      </div>
    </Card>
  );
});

/** A flexible search's card (issue 36): the cheapest stay's dates ('ven. 12 – dim. 14 mars') and how many others are bookable. */
function FlexibleStayLines({ stay, arrival }: { stay: NonNullable<Offer['flexibleStay']>; arrival: FlexibleArrival }) {
  const intl = useIntl();
  const dates = intl.formatDateTimeRange(new Date(`${stay.checkin}T12:00:00`), new Date(`${stay.checkout}T12:00:00`), { weekday: 'short', day: 'numeric', month: 'long' });
  return (
    <>
      <p className={OC.flexibleStay}>
        <FormattedMessage id="offerCard.flexible.cheapest" values={{ arrival, dates: <strong>{dates}</strong> }} />
      </p>
      {stay.otherStays > 0 && (
        <p className={OC.flexibleStay}>
          <FormattedMessage id="offerCard.flexible.others" values={{ arrival, count: stay.otherStays }} />
        </p>
      )}
    </>
  );
}

function Stars({ count }: { count: number }) {
  return (
    <span className={CARD.stars}>
      <span aria-hidden="true">{'★'.repeat(count)}</span>
      <VisuallyHidden>
        <FormattedMessage id="offerCard.stars" values={{ count }} />
      </VisuallyHidden>
    </span>
  );
}

function StressText({ message }: { message: StressMessage }) {
  const intl = useIntl();
  switch (message.key) {
    case 'expiration': {
      const day = String(message.values.date).slice(0, 10);
      return <FormattedMessage id="offerCard.stress.expiration" values={{ date: intl.formatDate(new Date(`${day}T12:00:00Z`), { day: 'numeric', month: 'long', timeZone: 'UTC' }) }} />;
    }
    case 'lastMinute':
      return <FormattedMessage id="offerCard.stress.lastMinute" />;
    case 'roomsLeft':
      return <FormattedMessage id="offerCard.stress.roomsLeft" values={{ count: Number(message.values.count) }} />;
    default:
      // Priority and marketing labels and generic stress come translated from the catalog.
      return <>{String(message.values.label ?? message.values.message ?? '')}</>;
  }
}

/** At most 2 messages; two take turns every 3000 ms (500 ms transitions, never both shown), or stack under reduced motion. */
function StressBadge({ messages }: { messages: StressMessage[] }) {
  const rotating = messages.length > 1;
  return (
    <div className={OC.badge}>
      {messages.map((message, i) => (
        <span key={`${message.key}-${i}`} className={OC.badgeItem} data-color={message.color} data-rotating={rotating || undefined} data-second={(rotating && i === 1) || undefined}>
          <StressText message={message} />
        </span>
      ))}
    </div>
  );
}

// ---------- styles ----------

/*
 * The card's parts are plain elements with these class names, styled once by `Card` below (the shared parts by
 * `cardPartStyles`): a results page draws 24 cards per request on the server, and a styled component per part
 * made the card the costliest thing on the page to render (docs/quality-gates.md).
 */
const OC = {
  media: 'offer-card-media',
  badge: 'offer-card-badge',
  badgeItem: 'offer-card-badge-item',
  discountTag: 'offer-card-discount',
  place: 'offer-card-place',
  headwords: 'offer-card-headwords',
  sleeping: 'offer-card-sleeping',
  review: 'offer-card-review',
  score: 'offer-card-score',
  reviewLabel: 'offer-card-review-label',
  reviewCount: 'offer-card-review-count',
  inlineStress: 'offer-card-inline-stress',
  cancellation: 'offer-card-cancellation',
  flexibleStay: 'offer-card-flexible-stay',
  footer: 'offer-card-footer',
  priceBlock: 'offer-card-price-block',
  nights: 'offer-card-nights',
  refPrice: 'offer-card-ref-price',
  price: 'offer-card-price',
  autoPromo: 'offer-card-auto-promo',
  cta: 'offer-card-cta',
  otherOffers: 'offer-card-other-offers',
} as const;

type Sleeping = NonNullable<Offer['sleeping']>;
type SleepingValues = { room: Pick<Sleeping, 'room' | 'rooms' | 'guests'>; cot: { cot: NonNullable<Sleeping['cot']> } };
const SLEEPING_MESSAGES = defineMessages<SleepingValues>({ room: { id: 'offerCard.sleeping.room' }, cot: { id: 'offerCard.sleeping.cot' } });

/** How the searched family sleeps, as the server says it: '1 family room · cot on request' (a list of one or two). */
function PartySleeping({ sleeping }: { sleeping: Sleeping }) {
  return (
    <ul className={OC.sleeping}>
      <li>
        <FormattedMessage {...SLEEPING_MESSAGES.room} values={{ room: sleeping.room, rooms: sleeping.rooms, guests: sleeping.guests }} />
      </li>
      {sleeping.cot !== null && (
        <li>
          <FormattedMessage {...SLEEPING_MESSAGES.cot} values={{ cot: sleeping.cot }} />
        </li>
      )}
    </ul>
  );
}

const STRESS_COLOURS: Record<StressColor, { bg: string; fg: string }> = {
  scarcity: { bg: '#fde8e8', fg: '#9b1c1c' },
  reinsurance: { bg: '#e3f1ef', fg: '#07403d' },
  social: { bg: '#e8eefc', fg: '#1e3a8a' },
  alert: { bg: '#fff4e5', fg: '#7a4100' },
  clear: { bg: '#ffffff', fg: '#1d2433' },
  dark: { bg: '#1d2433', fg: '#ffffff' },
};
const STRESS_COLOUR_NAMES = Object.keys(STRESS_COLOURS) as StressColor[];
/** Inline (one-line) stress text keeps a readable colour on the card's white: clear and dark read as scarcity. */
const inlineStressColour = (color: StressColor) => (color === 'clear' || color === 'dark' ? STRESS_COLOURS.scarcity.fg : STRESS_COLOURS[color].fg);

const cycle = STRESS_CROSSFADE.intervalMs * 2;
// One message fades out before the other fades in: they share one place, and a crossfade overlapped them mid-fade.
const crossfade = keyframes`${badgeFadeStops().map(([percent, opacity]) => `${percent}% { opacity: ${opacity}; }`).join(' ')}`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.background};
  overflow: hidden;
  transition: box-shadow 150ms;
  &[data-condensed] {
    flex-direction: row;
  }
  &[data-chosen] {
    border-color: ${theme.colors.brand};
    box-shadow: 0 0 0 2px ${theme.colors.brand};
  }
  button.${CARD.titleLink} {
    width: 100%;
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  &:hover {
    box-shadow: ${theme.shadow.md};
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  ${cardPartStyles}

  .${OC.media} {
    width: 100%;
  }
  .${GALLERY.strip} {
    position: absolute;
    inset: 0;
    z-index: 2;
    display: flex;
    overflow: hidden;
    scroll-snap-type: x mandatory;
    touch-action: pan-y;
    &[data-swiping] {
      scroll-snap-type: none;
    }
  }
  .${GALLERY.slide} {
    position: relative;
    flex: 0 0 100%;
    scroll-snap-align: start;
  }
  .${OC.badge}, .${OC.discountTag} {
    z-index: 3;
  }
  &[data-condensed] .${OC.media} {
    width: 160px;
    aspect-ratio: 1;
  }

  .${OC.badge} {
    position: absolute;
    left: ${theme.space.sm};
    top: ${theme.space.sm};
    display: grid;
    max-width: calc(100% - 64px);
    @media (prefers-reduced-motion: reduce) {
      gap: ${theme.space.xs};
    }
  }
  .${OC.badgeItem} {
    grid-area: 1 / 1;
    justify-self: start;
    padding: ${theme.space.xxs} ${theme.space.sm};
    border-radius: ${theme.radius.sm};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.bold};
    &[data-rotating] {
      animation: ${crossfade} ${cycle}ms ease-in-out infinite;
      animation-delay: 0ms;
    }
    &[data-second] {
      animation-delay: -${STRESS_CROSSFADE.intervalMs}ms;
    }
    @media (prefers-reduced-motion: reduce) {
      grid-area: auto;
      animation: none;
    }
  }
  ${STRESS_COLOUR_NAMES.map(
    (color) => `
      .${OC.badgeItem}[data-color='${color}'] { background: ${STRESS_COLOURS[color].bg}; color: ${STRESS_COLOURS[color].fg}; }
      .${OC.inlineStress}[data-color='${color}'] { color: ${inlineStressColour(color)}; }
    `,
  )}
  /* Hover (or keyboard focus in the card): primary then secondary, both still. */
  &:hover .${OC.badge},
  &:focus-within .${OC.badge} {
    gap: ${theme.space.xs};
  }
  &:hover .${OC.badgeItem},
  &:focus-within .${OC.badgeItem} {
    grid-area: auto;
    animation: none;
    opacity: 1;
  }

  .${OC.discountTag} {
    position: absolute;
    left: ${theme.space.sm};
    bottom: ${theme.space.sm};
    padding: ${theme.space.xxs} ${theme.space.sm};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.promo};
    color: ${theme.colors.white};
    font-weight: ${theme.font.weight.bold};
    font-size: ${theme.font.size.sm};
  }
  .${OC.place} {
    margin: 0;
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.textMuted};
  }
  .${OC.sleeping} {
    display: flex;
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.text};
    li + li::before {
      /* A separator to see, not to hear (where alternative text is not supported, the dot alone). */
      content: '·';
      content: '·' / '';
      padding: 0 ${theme.space.xs};
    }
  }
  .${OC.headwords} {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    li {
      padding: 0 ${theme.space.sm};
      border-radius: ${theme.radius.pill};
      background: ${theme.colors.brandLight};
      color: ${theme.colors.brandDark};
      font-size: ${theme.font.size.xs};
    }
  }
  .${OC.review} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs};
    margin: 0;
    font-size: ${theme.font.size.sm};
    &:empty {
      display: none;
    }
  }
  .${OC.score} {
    padding: 0 ${theme.space.xs};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.brand};
    color: ${theme.colors.white};
    font-weight: ${theme.font.weight.bold};
  }
  .${OC.reviewLabel} {
    font-weight: ${theme.font.weight.semibold};
  }
  .${OC.reviewCount} {
    color: ${theme.colors.textMuted};
  }
  .${OC.inlineStress} {
    margin: 0;
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.semibold};
  }
  .${OC.cancellation} {
    margin: 0;
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.success};
  }
  .${OC.flexibleStay} {
    margin: 0;
    font-size: ${theme.font.size.sm};
  }
  .${OC.flexibleStay} + .${OC.flexibleStay} {
    color: ${theme.colors.textMuted};
  }
  .${OC.footer} {
    display: flex;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${theme.space.sm};
    margin-top: auto;
    padding-top: ${theme.space.sm};
  }
  .${OC.priceBlock} {
    display: flex;
    flex-direction: column;
  }
  .${OC.nights}, .${OC.refPrice} {
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.textMuted};
  }
  .${OC.price} {
    font-size: ${theme.font.size.sm};
    strong {
      font-size: ${theme.font.size.lg};
      color: ${theme.colors.text};
    }
  }
  .${OC.autoPromo} {
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.bold};
    color: ${theme.colors.promo};
  }
  .${OC.cta} {
    flex: none;
    padding: ${theme.space.xs} ${theme.space.md};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.accent};
    color: ${theme.colors.white};
    font-weight: ${theme.font.weight.bold};
    font-size: ${theme.font.size.sm};
  }
  .${OC.otherOffers} {
    position: relative;
    z-index: 2;
    align-self: flex-start;
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.brandDark};
    a {
      color: inherit;
    }
  }
`;
