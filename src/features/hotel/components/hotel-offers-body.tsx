import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ClientLink } from '@/components/ui/client-link';
import { DrawerClose } from '@/components/ui/drawer';
import Image from '@/components/ui/image';
import { centsFromEuros, formatMoney } from '@/lib/money';
import type { OfferCard } from '@/contracts/offers';
import { theme } from '@/styles/theme';
import { fetchHotelOffers } from '../api/hotel-offers-api';
import { splitHotelOffers } from '../model/offers-drawer';

type Answer = { request: string; offers: OfferCard[] | null };

/** The drawer's content: the main offer, the others by price ascending; 'Oops, something went wrong' when the call fails (§8). */
export function HotelOffersBody({ offersUrl, offersBody, mainOfferId, productHref }: { offersUrl: string; offersBody?: string; mainOfferId: number; productHref: (offer: OfferCard) => string }) {
  const intl = useIntl();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const request = `${offersUrl} ${offersBody ?? ''}`;
  useEffect(() => {
    let live = true;
    fetchHotelOffers(offersUrl, offersBody).then(
      (offers) => live && setAnswer({ request, offers }),
      (failure: unknown) => {
        console.error('Hotel offers failed', failure);
        if (live) setAnswer({ request, offers: null });
      },
    );
    return () => {
      live = false;
    };
  }, [offersUrl, offersBody, request]);
  const current = answer?.request === request ? answer : null;
  const split = current?.offers ? splitHotelOffers(current.offers, mainOfferId) : null;
  const row = (offer: OfferCard, main: boolean) => (
    <Offer key={offer.id} data-main={main || undefined} data-testid="drawer-offer">
      <div className="picture">{offer.imageUrl && <Image src={offer.imageUrl} alt="" fill sizes="120px" />}</div>
      <div>
        <ClientLink href={productHref(offer)}>{offer.label}</ClientLink>
        <p>
          <strong>{formatMoney(centsFromEuros(offer.sellPrice), intl.locale)}</strong> <span>
          {offer.priceType === 'final' ? intl.formatMessage({ id: 'product.price.final' }, { nights: offer.nights }) : intl.formatMessage({ id: 'product.price.from' }, { nights: offer.nights })}</span>
        </p>
      </div>
    </Offer>
  );
  return (
    <Body data-testid="hotel-offers-drawer">
      {!current && <p role="status">{intl.formatMessage({ id: 'hotel.drawer.loading' })}</p>}
      {current && !split && <p role="alert">{intl.formatMessage({ id: 'hotel.drawer.error' })}</p>}
      {split?.main && (
        <>
          <h3>{intl.formatMessage({ id: 'hotel.drawer.main' })}</h3>
          <List>{row(split.main, true)}</List>
        </>
      )}
      {split && split.others.length > 0 && (
        <>
          <h3>{intl.formatMessage({ id: 'hotel.drawer.others' })}</h3>
          <List>{split.others.map((offer) => row(offer, false))}</List>
        </>
      )}
      <DrawerClose asChild>
        <Button variant="secondary">{intl.formatMessage({ id: 'hotel.drawer.back' })}</Button>
      </DrawerClose>
    </Body>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${theme.space.md};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`;

const Offer = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  &[data-main] {
    border-color: ${theme.colors.brand};
  }
  .picture {
    position: relative;
    aspect-ratio: 3 / 2;
    overflow: hidden;
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.surface};
    img {
      object-fit: cover;
    }
  }
  a {
    color: ${theme.colors.text};
    font-weight: ${theme.font.weight.semibold};
  }
  p {
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.font.size.sm};
  }
`;
