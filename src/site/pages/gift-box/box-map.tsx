import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { giftBoxOffersUrl } from '@/contracts/gift-boxes';
import { initialMapView, isMapConfigured } from '@/features/map/model/map-view';
import { toCatalogLocale } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';

/** Leaflet and the map code load only when the visitor opens the map (never in the page's first load). */
const SearchMapDialog = dynamic(() => import('@/features/map/components/search-map-dialog'), { ssr: false });

/**
 * The box page's map button (§2.4) and the hotels of the box's stays on the map: the site joins the gift box page
 * and the map feature here. No button without a map configuration (§8).
 */
export function BoxMapButton({ code }: { code: string }) {
  const { apiBase, locale, mapTileUrl, mapCenter } = useAppConfig();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!isMapConfigured(mapTileUrl, mapCenter)) return null;
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <FormattedMessage id="giftBoxes.stays.map" />
      </Button>
      {opened && (
        <SearchMapDialog
          open={open}
          onOpenChange={setOpen}
          mapSearchUrl={giftBoxOffersUrl(apiBase, code, { locale: toCatalogLocale(locale), performMapSearch: true })}
          initialView={initialMapView({ defaultCentre: mapCenter })}
          renderStay={({ offerIds }) =>
            offerIds.length > 0 ? (
              <Link href={href.product(locale, offerIds[0])}>
                <FormattedMessage id="giftBoxes.map.stay" values={{ count: offerIds.length }} />
              </Link>
            ) : null
          }
        />
      )}
    </>
  );
}
