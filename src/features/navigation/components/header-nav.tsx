import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { preload } from 'swr';
import { useAppConfig } from '@/shared/app-config';
import { fetchMenu, menuUrl } from '../api/menu';
import type { MobileMenuProps } from './mobile-menu';
import type { PickThemes } from './themes-panel';
import { BurgerButton, BurgerIcon, ChevronIcon, NavRoot, NavTrigger } from './nav-trigger';
import { lazyPart, type LazyPart } from '@/lib/lazy-part';

/**
 * The header's navigation before its code is there. The buttons ('Inspirations', 'Our themes', the phone burger)
 * are drawn with the page, same look and names; the panels (mega menu levels, themes with their icons, the drawer's
 * tree walk) are chunks of their own, fetched on the first pointer, touch or focus on a button. Once a chunk is in
 * hand the live component takes the button's place in one commit (plain import(), not next/dynamic, which would
 * render its loading state for a frame): a press made meanwhile is replayed, the focus handed over.
 */

/** What the visitor did on the facade before the live component arrived. */
export type NavIntent = 'click' | 'keyboard' | null;

/** Props every live header component takes from its facade. */
export type HandoverProps = {
  /** Replay this press once mounted ('keyboard': ArrowDown on the button, opening on the first item). */
  intent?: NavIntent;
  /** The facade's button had the focus: give it to the live button. */
  takeFocus?: boolean;
  /** Fetch the panel's data at once (the visitor already pointed at or focused the button). */
  prefetch?: boolean;
};

export const megaMenuPart = lazyPart(() => import('./mega-menu').then((m) => m.MegaMenu));
export const themesPanelPart = lazyPart(() => import('./themes-panel').then((m) => m.ThemesPanel));
/** The drawer's frame (Radix Dialog) is fetched alongside, so a tap does not wait for two round trips. */
export const mobileMenuPart = lazyPart(() =>
  Promise.all([import('./mobile-menu'), import('@/components/ui/modal-frame').catch(() => null)]).then(([m]) => m.MobileMenu),
);

const noSubscription = () => () => {};

/**
 * The live component once loaded (at once on a later page of the visit, where the chunk is already there), and the
 * facade's handlers: `visit` starts the import, `press` records a press and starts it.
 */
function useFacade<P>(part: LazyPart<ComponentType<P & HandoverProps>>, trigger: RefObject<HTMLButtonElement | null>) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const [live, setLive] = useState<{ Component: ComponentType<P & HandoverProps>; handover: HandoverProps } | null>(null);
  const intent = useRef<NavIntent>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const visit = useCallback(() => {
    part.load().then(
      (Component) => {
        if (!mounted.current) return;
        setLive({ Component, handover: { intent: intent.current, takeFocus: trigger.current !== null && trigger.current === document.activeElement, prefetch: true } });
      },
      () => undefined, // the button stays; the next visit tries again
    );
  }, [part, trigger]);
  const press = (kind: Exclude<NavIntent, null>) => {
    intent.current = kind;
    visit();
  };
  /**
   * A mouse press is the intent, not the click that follows: the live component may take the button's place between
   * the press and the release, and the browser then sends the click to their common parent, not to a button.
   */
  const pointerPress = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button === 0) press('click');
  };
  const ready = live ?? (inBrowser && part.current() ? { Component: part.current()!, handover: {} } : null);
  return { ready, visit, press, pointerPress };
}

/** 'Inspirations': the mega menu's button, its panel on intent. */
export function MegaMenuFacade() {
  const { apiBase, locale } = useAppConfig();
  const trigger = useRef<HTMLButtonElement>(null);
  const facade = useFacade(megaMenuPart, trigger);
  const { ready } = facade;
  if (ready) return <ready.Component {...ready.handover} />;
  // As before the split, the tree is fetched from the first visit of the button, alongside the panel's code.
  const withTree = <T,>(then: (value: T) => void) => (value: T) => {
    preload(menuUrl(apiBase, locale), fetchMenu).catch(() => undefined);
    then(value);
  };
  const visit = withTree(facade.visit);
  const press = withTree(facade.press);
  const pointerPress = withTree(facade.pointerPress);
  return (
    <NavRoot>
      <NavTrigger
        ref={trigger}
        type="button"
        aria-expanded={false}
        onPointerEnter={visit}
        onTouchStart={visit}
        onFocus={visit}
        onPointerDown={pointerPress}
        onClick={() => press('click')}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          press('keyboard');
        }}
      >
        <FormattedMessage id="navigation.inspirations" />
        <ChevronIcon />
      </NavTrigger>
    </NavRoot>
  );
}

/** 'Our themes': the themes panel's button, its panel on intent. */
export function ThemesPanelFacade({ pickThemes }: { pickThemes?: PickThemes }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const { ready, visit, press, pointerPress } = useFacade<{ pickThemes?: PickThemes }>(themesPanelPart, trigger);
  if (ready) return <ready.Component pickThemes={pickThemes} {...ready.handover} />;
  return (
    <NavRoot>
      <NavTrigger ref={trigger} type="button" aria-expanded={false} onPointerEnter={visit} onTouchStart={visit} onFocus={visit} onPointerDown={pointerPress} onClick={() => press('click')}>
        <FormattedMessage id="navigation.themes.title" />
        <ChevronIcon />
      </NavTrigger>
    </NavRoot>
  );
}

/** The phone burger: the drawer and its tree walk on intent. */
export function MobileMenuFacade({ pickThemes, extras }: MobileMenuProps) {
  const intl = useIntl();
  const trigger = useRef<HTMLButtonElement>(null);
  const { ready, visit, press, pointerPress } = useFacade<MobileMenuProps>(mobileMenuPart, trigger);
  if (ready) return <ready.Component pickThemes={pickThemes} extras={extras} {...ready.handover} />;
  return (
    <BurgerButton
      ref={trigger}
      type="button"
      aria-label={intl.formatMessage({ id: 'navigation.mobile.open' })}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={visit}
      onTouchStart={visit}
      onFocus={visit}
      onPointerDown={pointerPress}
      onClick={() => press('click')}
    >
      <BurgerIcon />
    </BurgerButton>
  );
}
