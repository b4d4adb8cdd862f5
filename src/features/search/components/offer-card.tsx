import Image from '@/components/ui/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, FormattedNumber, useIntl, type MessageDescriptor } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { OfferCard as Offer } from '@/contracts/offers';
import type { Flow } from '@/contracts/search-criteria';
import { analyticsEvents, useAnalytics, type AnalyticsItem } from '@/lib/analytics';
import { CURRENCY } from '@/lib/locales';
import { CardBody, CardCornerAction, CardHotel, CardStars, CardTitle, CardTitleLink } from '@/components/ui/card';
import { useAppConfig } from '@/site/app-config-context';
import { href } from '@/site/routes';
import { activityCardPrice, type ActivityPriceEntry } from '../model/activity-price';
import {
  autoDiscountPromo,
  cardLink,
  discountPercent,
  formatScore,
  priceType,
  reviewLabel,
  showPromoTag,
  STRESS_CROSSFADE,
  stressInputOf,
  stressMessages,
  type CardLink,
  type ReviewLabelKey,
  type StressColor,
  type StressMessage,
} from '../model';

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
  /** Load the picture at once with high priority (the first row of the results). */
  priority?: boolean;
  list?: { id: string; name: string };
  now?: Date;
  /** A control in the image's top-right corner, above the card link so it is its own focus stop (e.g. a wishlist heart). */
  action?: ReactNode;
};

// ---------- helpers ----------

/** Turns a card link of the model into an address (product pages do not exist yet: hotel links open the hotel flow). */
export function cardHref(link: CardLink, locale: Parameters<typeof href.search>[0]): string {
  if (link.kind === 'address') {
    return `${link.path}${link.path.includes('?') ? '&' : '?'}${new URLSearchParams({ flow: link.query.flow }).toString()}`;
  }
  // No product route yet: a hotel link, or an offer without an address, opens the hotel's offers.
  return link.kind === 'hotel' ? href.search(locale, { flow: 'hotel', hash: `hotelId=${link.hotelId}` }) : href.search(locale, { flow: link.query.flow, hash: `id=${link.offerId}` });
}

/** An offer as an analytics item (the same for select_item and view_item_list). */
export function analyticsItem(offer: Offer, flow: Flow, index: number): AnalyticsItem {
  const discount = offer.refPrice !== null && offer.refPrice > offer.sellPrice ? Math.round((offer.refPrice - offer.sellPrice) * 100) / 100 : 0;
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

/** An offer in the results: the whole card is one link (stretched over the card), select_item on click. */
export function OfferCard({ offer, flow, view, hasDates, index, priority = index < 3, list = RESULTS_LIST, now = new Date(), action }: OfferCardProps) {
  const intl = useIntl();
  const { locale, flags } = useAppConfig();
  const { track } = useAnalytics();
  const condensed = view === 'CONDENSED' || view === 'MODIFICATION';
  const link = cardHref(cardLink(offer, flow), locale);
  const title = view === 'HOTEL' ? offer.hotel.label : offer.label;
  const stress = stressMessages(stressInputOf(offer), { hasDates, now }, condensed ? 'card' : 'badge');
  const label = reviewLabel(offer.hotel.review, { allIncentivesShown: false });
  const score = offer.hotel.review.average !== null && offer.hotel.review.count > 0 ? formatScore(offer.hotel.review.average) : null;
  const perPerson = view === 'ACTIVITY';
  const prices = perPerson ? activityCardPrice(offer) : { price: offer.sellPrice, refPrice: offer.refPrice };
  const percent = discountPercent(prices.price, prices.refPrice);
  const promo = view === 'MODIFICATION' ? null : autoDiscountPromo(offer.autoDiscount, { inVariation: flags.autoDiscountCode, flow });
  const shownPriceType = priceType({ hasDates, flow, itemCategory: offer.itemCategory });
  const price = prices.price;
  const refPrice = prices.refPrice !== null && percent > 0 ? prices.refPrice : null;

  const money = (value: number) => <FormattedNumber value={value} style="currency" currency={CURRENCY} trailingZeroDisplay="stripIfInteger" />;

  return (
    <Card $condensed={condensed} data-testid="offer-card">
      <Media $condensed={condensed}>
        {offer.imageUrl && (
          <Image
            src={offer.imageUrl}
            alt=""
            fill
            sizes={condensed ? '160px' : '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw'}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        )}
        {!condensed && stress.length > 0 && <StressBadge messages={stress} />}
        {percent > 0 && showPromoTag(percent, 'offer') && (
          <DiscountTag>
            <FormattedMessage id="offerCard.discount" values={{ percent }} />
          </DiscountTag>
        )}
        {action != null && <CardCornerAction>{action}</CardCornerAction>}
      </Media>
      <CardBody>
        {view !== 'HOTEL' && offer.hotel.label && (
          <CardHotel>
            {offer.hotel.label}
            {offer.hotel.stars > 0 && <Stars count={offer.hotel.stars} />}
          </CardHotel>
        )}
        <CardTitle>
          <CardTitleLink href={link} onClick={() => track(analyticsEvents.selectItem(list, analyticsItem(offer, flow, index)))}>
            {title}
          </CardTitleLink>
          {view === 'HOTEL' && offer.hotel.stars > 0 && <Stars count={offer.hotel.stars} />}
        </CardTitle>
        {(offer.hotel.location.label || offer.distance !== null) && (
          <Place>
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
          </Place>
        )}
        {!condensed && offer.headwords.length > 0 && (
          <Headwords>
            {offer.headwords.slice(0, 3).map((word) => (
              <li key={word}>{word}</li>
            ))}
          </Headwords>
        )}
        <Review>
          {score !== null && (
            <Score>
              <FormattedMessage id="offerCard.review.score" values={{ score: intl.formatNumber(score, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }} />
            </Score>
          )}
          {label && (
            <ReviewLabel>
              <FormattedMessage {...(reviewLabels[label] as MessageDescriptor)} />
            </ReviewLabel>
          )}
          {score !== null && (
            <ReviewCount>
              <FormattedMessage id="offerCard.review.count" values={{ count: offer.hotel.review.count }} />
            </ReviewCount>
          )}
        </Review>
        {condensed && stress[0] && view !== 'MODIFICATION' && (
          <InlineStress $color={stress[0].color}>
            <StressText message={stress[0]} />
          </InlineStress>
        )}
        {view !== 'GIFT' && view !== 'ACTIVITY' && offer.cancellationPolicy.cancellable && (
          <Cancellation>
            {/* The catalog's own terms ("free cancellation up to 14 days before arrival"), else the plain label. */}
            {offer.cancellationPolicy.message.trim() || <FormattedMessage id="offerCard.freeCancellation" />}
          </Cancellation>
        )}
        <Footer>
          <PriceBlock>
            {view !== 'ACTIVITY' && view !== 'GIFT' && offer.nights > 0 && (
              <Nights>
                <FormattedMessage id="offerCard.nights" values={{ count: offer.nights }} />
              </Nights>
            )}
            {refPrice !== null && (
              <RefPrice>
                <VisuallyHidden>
                  <FormattedMessage id="offerCard.refPrice" />
                </VisuallyHidden>
                {money(refPrice)}
              </RefPrice>
            )}
            <Price>
              {perPerson ? (
                <FormattedMessage id="offerCard.price.perPerson" values={{ price: <strong>{money(price)}</strong> }} />
              ) : shownPriceType === 'from' ? (
                <FormattedMessage id="offerCard.price.from" values={{ price: <strong>{money(price)}</strong> }} />
              ) : (
                <strong>{money(price)}</strong>
              )}
            </Price>
            {promo && (
              <AutoPromo>
                <FormattedMessage id="offerCard.autoDiscount" values={{ discount: promo.discount }} />
              </AutoPromo>
            )}
          </PriceBlock>
          {!condensed && (
            <Cta aria-hidden="true">
              <FormattedMessage id="offerCard.seeOffer" />
            </Cta>
          )}
        </Footer>
        {offer.hasMoreOffers && view !== 'HOTEL' && view !== 'MODIFICATION' && (
          <OtherOffers href={href.search(locale, { flow: 'hotel', hash: `hotelId=${offer.hotel.id}` })}>
            <FormattedMessage id="offerCard.otherOffers" />
          </OtherOffers>
        )}
      </CardBody>
    </Card>
  );
}

function Stars({ count }: { count: number }) {
  return (
    <CardStars>
      <span aria-hidden="true">{'★'.repeat(count)}</span>
      <VisuallyHidden>
        <FormattedMessage id="offerCard.stars" values={{ count }} />
      </VisuallyHidden>
    </CardStars>
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

/** At most 2 messages; two crossfade every 3000 ms with 500 ms transitions, or stack under reduced motion. */
function StressBadge({ messages }: { messages: StressMessage[] }) {
  const rotating = messages.length > 1;
  return (
    <Badge $rotating={rotating}>
      {messages.map((message, i) => (
        <BadgeItem key={`${message.key}-${i}`} $color={message.color} $rotating={rotating} $second={i === 1}>
          <StressText message={message} />
        </BadgeItem>
      ))}
    </Badge>
  );
}

// ---------- styles ----------

const STRESS_COLOURS: Record<StressColor, { bg: string; fg: string }> = {
  scarcity: { bg: '#fde8e8', fg: '#9b1c1c' },
  reinsurance: { bg: '#e3f1ef', fg: '#07403d' },
  social: { bg: '#e8eefc', fg: '#1e3a8a' },
  alert: { bg: '#fff4e5', fg: '#7a4100' },
  clear: { bg: '#ffffff', fg: '#1d2433' },
  dark: { bg: '#1d2433', fg: '#ffffff' },
};

const cycle = STRESS_CROSSFADE.intervalMs * 2;
const fadeShare = (STRESS_CROSSFADE.transitionMs / cycle) * 100;
const crossfade = keyframes`
  0% { opacity: 1; }
  ${50 - fadeShare}% { opacity: 1; }
  50% { opacity: 0; }
  ${100 - fadeShare}% { opacity: 0; }
  100% { opacity: 1; }
`;

const Card = styled.article<{ $condensed: boolean }>`
  position: relative;
  display: flex;
  flex-direction: ${({ $condensed }) => ($condensed ? 'row' : 'column')};
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  transition: box-shadow 150ms;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Media = styled.div<{ $condensed: boolean }>`
  position: relative;
  flex: none;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $condensed }) =>
    $condensed
      ? css`
          width: 160px;
          aspect-ratio: 1;
        `
      : css`
          width: 100%;
          aspect-ratio: 3 / 2;
        `}
  img {
    object-fit: cover;
  }
`;

const Badge = styled.div<{ $rotating: boolean }>`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: ${({ theme }) => theme.space.sm};
  display: grid;
  max-width: calc(100% - 64px);
  @media (prefers-reduced-motion: reduce) {
    gap: ${({ theme }) => theme.space.xs};
  }
  ${Card}:hover &,
  ${Card}:focus-within & {
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const BadgeItem = styled.span<{ $color: StressColor; $rotating: boolean; $second: boolean }>`
  grid-area: 1 / 1;
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  background: ${({ $color }) => STRESS_COLOURS[$color].bg};
  color: ${({ $color }) => STRESS_COLOURS[$color].fg};
  ${({ $rotating, $second }) =>
    $rotating &&
    css`
      animation: ${crossfade} ${cycle}ms ease-in-out infinite;
      animation-delay: ${$second ? `-${STRESS_CROSSFADE.intervalMs}ms` : '0ms'};
    `}
  @media (prefers-reduced-motion: reduce) {
    grid-area: auto;
    animation: none;
  }
  /* Hover (or keyboard focus in the card): primary then secondary, both still. */
  ${Card}:hover &,
  ${Card}:focus-within & {
    grid-area: auto;
    animation: none;
    opacity: 1;
  }
`;

const DiscountTag = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.promo};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Place = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Headwords = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.brandLight};
    color: ${({ theme }) => theme.colors.brandDark};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Review = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

const Score = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const ReviewLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const ReviewCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const InlineStress = styled.p<{ $color: StressColor }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ $color }) => ($color === 'clear' || $color === 'dark' ? STRESS_COLOURS.scarcity.fg : STRESS_COLOURS[$color].fg)};
`;

const Cancellation = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.success};
`;

const Footer = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

const PriceBlock = styled.div`
  display: flex;
  flex-direction: column;
`;

const Nights = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RefPrice = styled.s`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const AutoPromo = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.promo};
`;

const Cta = styled.span`
  flex: none;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const OtherOffers = styled(Link)`
  position: relative;
  z-index: 2;
  align-self: flex-start;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.brandDark};
`;
