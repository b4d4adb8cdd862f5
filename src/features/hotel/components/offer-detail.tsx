import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { LinkButton } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import type { HotelRoom, HotelRoomOffer } from '@/contracts/hotel-detail';
import { theme } from '@/styles/theme';

const KIND = defineMessages({
  breakfast: { id: 'product.programme.breakfast' },
  dinner: { id: 'product.programme.dinner' },
  activity: { id: 'product.programme.activity' },
  extra: { id: 'product.programme.extra' },
});

/** The cancellation label (§2.1): add dates; refundable until the deadline; or non-refundable. */
function cancellationText(intl: ReturnType<typeof useIntl>, offer: HotelRoomOffer, dated: boolean): string {
  if (!dated) return intl.formatMessage({ id: 'product.cancellation.addDates' });
  const { cancellable, cancellationDeadline } = offer.cancellationPolicy;
  if (cancellable && cancellationDeadline) {
    return intl.formatMessage({ id: 'product.cancellation.refundableUntil' }, { date: intl.formatDate(`${cancellationDeadline}T12:00:00`, { day: 'numeric', month: 'long', year: 'numeric' }) });
  }
  return intl.formatMessage({ id: 'product.cancellation.nonRefundable' });
}

/**
 * An offer's detail (the offer-detail modal of §2.2, a bottom drawer on phones): its room, programme, price for the
 * stay or 'from' price, tourist tax to pay at the hotel, cancellation conditions, and the way to its product page.
 */
export function OfferDetail({ offer, room, dated, productHref }: { offer: HotelRoomOffer; room: HotelRoom; dated: boolean; productHref: string }) {
  const intl = useIntl();
  const price = offer.priceInfo;
  return (
    <Body data-testid="offer-detail">
      <p>{intl.formatMessage({ id: 'hotel.offer.room' }, { room: room.label })}</p>
      <h3>{intl.formatMessage({ id: 'hotel.offer.programme' })}</h3>
      <ul>
        {offer.programLine.map((line) => (
          <li key={`${line.type}-${line.activityId}-${line.dayIndex}`}>
            <span className="kind">{intl.formatMessage(KIND[line.type])}</span> {line.quantity > 1 ? intl.formatMessage({ id: 'product.programme.quantity' }, { count: line.quantity, title: line.title }) : line.title}
          </li>
        ))}
      </ul>
      {price && offer.bookable ? (
        <p className="price">
          <strong>{formatMoney(price.sellPrice, intl.locale)}</strong> <span>{intl.formatMessage({ id: 'product.price.taxesIncluded' })}</span>
          <br />
          {dated ? intl.formatMessage({ id: 'product.price.final' }, { nights: price.nights }) : intl.formatMessage({ id: 'product.price.from' }, { nights: price.nights })}
        </p>
      ) : (
        <p className="price">{intl.formatMessage({ id: 'hotel.offer.unavailable' })}</p>
      )}
      {offer.localTaxTotalAmount > 0 && <p>{intl.formatMessage({ id: 'product.price.localTax.atHotel' }, { amount: formatMoney(offer.localTaxTotalAmount, intl.locale) })}</p>}
      <p>{cancellationText(intl, offer, dated)}</p>
      <LinkButton href={productHref}>{intl.formatMessage({ id: 'hotel.offer.see' })}</LinkButton>
    </Body>
  );
}

const Body = styled.div`
  h3 {
    font-size: ${theme.font.size.md};
    margin: ${theme.space.md} 0 ${theme.space.xs};
  }
  ul {
    margin: 0 0 ${theme.space.md};
    padding-left: ${theme.space.lg};
  }
  .kind {
    font-weight: ${theme.font.weight.semibold};
  }
  .price strong {
    font-size: ${theme.font.size.lg};
  }
`;
