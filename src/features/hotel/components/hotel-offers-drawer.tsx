import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { ClientLink } from '@/components/ui/client-link';
import { Drawer } from '@/components/ui/drawer';
import type { OfferCard } from '@/contracts/offers';

/** The drawer's list and its call load with the first opening. */
const HotelOffersBody = lazy(() => import('./hotel-offers-body').then((mod) => ({ default: mod.HotelOffersBody })));

export type HotelOffersDrawerProps = {
  hotelLabel: string;
  /** The offer of the card the drawer opened from: the main offer when the answer holds it. */
  mainOfferId: number;
  /** The hotel's offers for the search (its stay search: price ascending, 20 per hotel). */
  offersUrl: string;
  /** The JSON body of that search when it is POSTed (POST offers.json, §7); without it the address is fetched with GET. */
  offersBody?: string;
  /** Where the link leads without the drawer (a new tab, no script): the hotel flow's results for the hotel. */
  href: string;
  productHref: (offer: OfferCard) => string;
};

/**
 * The hotel offers drawer (§2.2): from a results card, the hotel's main offer and its other offers (right side on
 * desktop, bottom sheet on phones), 'Go back to search' to close it. The trigger stays a link to the hotel's
 * results, so a new tab still opens them; a plain click opens the drawer instead.
 */
export function HotelOffersDrawer({ hotelLabel, mainOfferId, offersUrl, offersBody, href, productHref }: HotelOffersDrawerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <ClientLink href={href} onClick={openDrawer} aria-haspopup="dialog" aria-expanded={open} data-testid="hotel-offers-link">
        {intl.formatMessage({ id: 'offerCard.otherOffers' })}
      </ClientLink>
      {opened && (
        <Drawer side="right" title={intl.formatMessage({ id: 'hotel.drawer.title' }, { hotel: hotelLabel })} open={open} onOpenChange={setOpen}>
          <Suspense fallback={<p role="status">{intl.formatMessage({ id: 'hotel.drawer.loading' })}</p>}>
            <HotelOffersBody offersUrl={offersUrl} offersBody={offersBody} mainOfferId={mainOfferId} productHref={productHref} />
          </Suspense>
        </Drawer>
      )}
    </>
  );
}
