import { useEffect, useState, type ReactElement } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useAppConfig } from '@/shared/app-config';
import { wishlistPlacement } from './header-rules';
import { useMobileApp } from './mobile-app';

/** The extras' code: fetched after the page's first paint, and only where the burger holds any. */
export const burgerExtrasPart = lazyPart(() => import('./burger-extras-list').then((m) => m.BurgerExtras));

/**
 * What the burger menu holds besides the navigation (the header hands it to the drawer): 'Favourites' where the
 * header hides the wishlist on phones (Belgium), and in the mobile app ('wed-mobile') the country/language selector
 * with the six points of sale (fr, es, be/nl, be/fr, nl/nl, it). Nothing otherwise. Their code comes once the page is
 * up (the drawer they show in opens on a press, long after), so other countries never download it.
 */
export function useBurgerExtras(): ((onChoose: () => void) => ReactElement) | undefined {
  const { locale, flags } = useAppConfig();
  const inApp = useMobileApp();
  const favourites = wishlistPlacement(locale, flags.customerAccount).burger;
  const wanted = favourites || inApp;
  const [BurgerExtras, setBurgerExtras] = useState(() => burgerExtrasPart.current());
  useEffect(() => {
    if (!wanted || BurgerExtras) return;
    let live = true;
    burgerExtrasPart.load().then(
      (loaded) => {
        if (live) setBurgerExtras(() => loaded);
      },
      () => undefined, // offline: the menu keeps its navigation
    );
    return () => {
      live = false;
    };
  }, [wanted, BurgerExtras]);
  if (!wanted || !BurgerExtras) return undefined;
  // eslint-disable-next-line react/display-name
  return (onChoose) => <BurgerExtras favourites={favourites} pointsOfSale={inApp} onChoose={onChoose} />;
}

