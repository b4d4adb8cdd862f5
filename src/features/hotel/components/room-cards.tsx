import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ClientLink } from '@/components/ui/client-link';
import { Dialog } from '@/components/ui/dialog';
import { Drawer } from '@/components/ui/drawer';
import Image from '@/components/ui/image';
import { formatMoney } from '@/lib/money';
import { useIsMobile } from '@/components/ui/use-media-query';
import type { HotelRoom, HotelRoomOffer } from '@/contracts/hotel-detail';
import { theme } from '@/styles/theme';
import { beddingText } from '@/shared/bedding';

/** Its code comes with the first opening of an offer's detail. */
const OfferDetail = lazy(() => import('./offer-detail').then((mod) => ({ default: mod.OfferDetail })));

export type RoomCardsProps = {
  rooms: readonly HotelRoom[];
  /** The prices are for the visitor's dates (final prices) rather than 'from' prices. */
  dated: boolean;
  /** While the rooms are priced for new dates or travellers. */
  busy: boolean;
  /** The product page of an offer, with the visitor's stay in its hash. */
  productHref: (offer: HotelRoomOffer) => string;
  /**
   * §4 booking options: choosing an offer with dates opens them (this body, in a dialog or a bottom drawer); without
   * dates `onNeedDates` opens the calendar instead. Without it the offers have no 'Choose' button.
   */
  renderOptions?: (offer: HotelRoomOffer) => ReactNode;
  onNeedDates?: (offer: HotelRoomOffer) => void;
  /** The offer chosen before the dates: its options open once the rooms are priced for them (if it is bookable then). */
  resumeOfferId?: number | null;
  onResumed?: () => void;
};

type Choosing = Pick<RoomCardsProps, 'renderOptions' | 'onNeedDates' | 'resumeOfferId' | 'onResumed'>;

/** The hotel's rooms (size, bedding, capacity, highlights) with their offers, each opening its detail (§2.2). */
export function RoomCards({ rooms, dated, busy, productHref, ...choosing }: RoomCardsProps) {
  return (
    <Rooms aria-busy={busy || undefined} data-testid="room-cards">
      {rooms.map((room) => (
        <RoomCard key={room.uuid} room={room} dated={dated} productHref={productHref} choosing={choosing} />
      ))}
    </Rooms>
  );
}

function RoomCard({ room, dated, productHref, choosing }: { room: HotelRoom; dated: boolean; productHref: RoomCardsProps['productHref']; choosing: Choosing }) {
  const intl = useIntl();
  const titleId = `room-${room.uuid}`;
  return (
    <li data-testid="room-card">
      <article aria-labelledby={titleId}>
        <div className="room">
          {room.images[0] && (
            <div className="picture">
              <Image src={room.images[0]} alt="" fill sizes="(min-width: 1024px) 280px, 100vw" />
            </div>
          )}
          <div>
            <h3 id={titleId}>{room.label}</h3>
            <ul className="facts" aria-label={intl.formatMessage({ id: 'hotel.room.facts' })}>
              <li>{intl.formatMessage({ id: 'hotel.room.size' }, { size: room.size })}</li>
              <li>{beddingText(intl, room.bedding)}</li>
              <li>{intl.formatMessage({ id: 'hotel.room.capacity' }, { count: room.maxCapacity })}</li>
            </ul>
            {room.roomHighlights.length > 0 && (
              <ul className="highlights" aria-label={intl.formatMessage({ id: 'hotel.room.highlights' })} data-testid="room-highlights">
                {room.roomHighlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <Offers aria-label={intl.formatMessage({ id: 'hotel.room.offers' }, { room: room.label })}>
          {room.offers.map((offer) => (
            <OfferRow key={offer.weekendId} offer={offer} room={room} dated={dated} href={productHref(offer)} choosing={choosing} />
          ))}
        </Offers>
      </article>
    </li>
  );
}

function OfferRow({ offer, room, dated, href, choosing }: { offer: HotelRoomOffer; room: HotelRoom; dated: boolean; href: string; choosing: Choosing }) {
  const intl = useIntl();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const price = offer.bookable ? offer.priceInfo : null;
  const title = offer.label;
  const trigger = (
    <Button variant="secondary" aria-label={intl.formatMessage({ id: 'hotel.offer.detailsOf' }, { offer: title })}>
      {intl.formatMessage({ id: 'hotel.offer.details' })}
    </Button>
  );
  const body = (
    <Suspense fallback={null}>
      <OfferDetail offer={offer} room={room} dated={dated} productHref={href} />
    </Suspense>
  );
  return (
    <li data-testid="room-offer" data-offer-id={offer.weekendId}>
      <div className="label">
        <ClientLink href={href}>{title}</ClientLink>
      </div>
      <div className="price" data-testid="room-offer-price">
        {price ? (
          dated ? (
            <>
              <strong>{formatMoney(price.sellPrice, intl.locale)}</strong> <span>{intl.formatMessage({ id: 'product.price.final' }, { nights: price.nights })}</span>
            </>
          ) : (
            <>
              <strong>{intl.formatMessage({ id: 'hotel.offer.from' }, { price: formatMoney(price.sellPrice, intl.locale) })}</strong>{' '}
              <span>{intl.formatMessage({ id: 'product.price.from' }, { nights: price.nights })}</span>
            </>
          )
        ) : (
          <span>{intl.formatMessage({ id: 'hotel.offer.unavailable' })}</span>
        )}
      </div>
      <div className="actions">
        {mobile ? (
          <Drawer title={title} trigger={trigger} open={open} onOpenChange={setOpen}>
            {body}
          </Drawer>
        ) : (
          <Dialog title={title} trigger={trigger} open={open} onOpenChange={setOpen}>
            {body}
          </Dialog>
        )}
        {choosing.renderOptions && (!dated || offer.bookable) && <ChooseOffer offer={offer} dated={dated} mobile={mobile} choosing={choosing} />}
      </div>
    </li>
  );
}

/**
 * 'Choose' (§4 booking options): with dates it opens the offer's booking options (a dialog, a bottom drawer on
 * phones; the focus returns here on closing); without, the trigger's click is kept from opening them and the
 * calendar opens instead. The offer chosen before the dates opens its options once they are priced.
 */
function ChooseOffer({ offer, dated, mobile, choosing: { renderOptions, onNeedDates, resumeOfferId, onResumed } }: { offer: HotelRoomOffer; dated: boolean; mobile: boolean; choosing: Choosing }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const resume = dated && resumeOfferId === offer.weekendId;
  // Chosen before the dates: opened as if 'Choose' were pressed again, from 'Choose' (where the focus returns on closing).
  useEffect(() => {
    if (!resume) return;
    onResumed?.();
    button.current?.focus();
    button.current?.click();
  }, [resume, onResumed]);
  const title = intl.formatMessage({ id: 'hotel.offer.optionsTitle' }, { offer: offer.label });
  const trigger = (
    <Button
      ref={button}
      aria-label={intl.formatMessage({ id: 'hotel.offer.chooseOf' }, { offer: offer.label })}
      data-testid="choose-offer"
      onClick={(event) => {
        if (dated) return;
        event.preventDefault();
        onNeedDates?.(offer);
      }}
    >
      {intl.formatMessage({ id: 'hotel.offer.choose' })}
    </Button>
  );
  const body = open && renderOptions ? renderOptions(offer) : null;
  return mobile ? (
    <Drawer title={title} trigger={trigger} open={open} onOpenChange={setOpen}>
      {body}
    </Drawer>
  ) : (
    <Dialog title={title} trigger={trigger} open={open} onOpenChange={setOpen}>
      {body}
    </Dialog>
  );
}

const Rooms = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  > li {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    padding: ${theme.space.md};
  }
  .room {
    display: grid;
    gap: ${theme.space.md};
    ${theme.media.desktop} {
      grid-template-columns: 280px 1fr;
    }
  }
  .picture {
    position: relative;
    aspect-ratio: 3 / 2;
    overflow: hidden;
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    img {
      object-fit: cover;
    }
  }
  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.lg};
  }
  .facts {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs} ${theme.space.md};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
  .highlights {
    list-style: none;
    margin: ${theme.space.sm} 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    font-size: ${theme.font.size.sm};
    li {
      padding: 2px ${theme.space.sm};
      border-radius: ${theme.radius.md};
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
    }
  }
`;

const Offers = styled.ul`
  list-style: none;
  margin: ${theme.space.md} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  > li {
    display: grid;
    gap: ${theme.space.sm};
    align-items: center;
    padding-top: ${theme.space.sm};
    border-top: 1px solid ${theme.colors.border};
    ${theme.media.desktop} {
      grid-template-columns: 1fr auto auto;
    }
  }
  .label a {
    color: ${theme.colors.text};
    font-weight: ${theme.font.weight.semibold};
  }
  .price span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
  }
`;
