import { useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import type { MenuLinkNode } from '@/contracts/menu';
import { useAppConfig } from '@/shared/app-config';
import { useMenu } from '../api/menu';
import { CLOSED_MENU, menuColumns, menuReducer } from '../model/menu-state';
import type { HandoverProps } from './header-nav';
import { NodeLabel, NodeLink, SeeAllLink, ThemeOfTheWeekCard } from './menu-parts';
import { BurgerButton as Burger, BurgerIcon, ChevronIcon } from './nav-trigger';
import { ThemesContent, type PickThemes } from './themes-panel';
import { theme } from '@/styles/theme';

const messages = defineMessages({
  open: { id: 'navigation.mobile.open' },
});

/** The drawer's own entry for the themes panel, next to the menu's tabs. */
const THEMES_ENTRY = '#themes';

export type MobileMenuProps = {
  pickThemes?: PickThemes;
  /**
   * What the site adds below the menu's first level (the header composes it: Favourites where the header hides the
   * wishlist, the mobile app's country/language selector). `onChoose` closes the drawer.
   */
  extras?: (onChoose: () => void) => ReactNode;
};

/**
 * The phone and tablet menu: a burger button opens a drawer where the same four-level tree is walked one level
 * at a time ('Back' goes up), with the themes panel as an extra entry. Choosing a link closes the drawer.
 * In the header this code loads on intent (`MobileMenuFacade`), which hands over a press made meanwhile and the focus.
 */
export function MobileMenu({ pickThemes, extras, intent = null, takeFocus = false }: MobileMenuProps & HandoverProps) {
  const intl = useIntl();
  const { apiBase, locale } = useAppConfig();
  const [open, setOpen] = useState(intent !== null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const [state, dispatch] = useReducer(menuReducer, CLOSED_MENU);
  const { menu, error, isLoading, retry } = useMenu(apiBase, locale, open);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // Taking over from the facade's burger, which had the focus (before the drawer opens, so closing it returns here).
  useLayoutEffect(() => {
    if (takeFocus) burgerRef.current?.focus();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After going down, focus the new level's heading; after 'Back', the entry that was opened.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (returnTo.current) {
      bodyRef.current?.querySelector<HTMLElement>(`[data-menu-id="${CSS.escape(returnTo.current)}"]`)?.focus();
      returnTo.current = null;
    } else {
      (headingRef.current ?? backRef.current)?.focus();
    }
  }, [state.path]);

  const choose = () => {
    setOpen(false);
    dispatch({ type: 'choose' });
  };
  const drill = (level: number, id: string) => {
    moved.current = true;
    dispatch({ type: 'select', level, id });
  };
  const back = () => {
    moved.current = true;
    returnTo.current = state.path.at(-1) ?? null;
    dispatch({ type: 'back' });
  };

  const items = menu?.items ?? [];
  const columns = menuColumns(items, state.path.filter((id) => id !== THEMES_ENTRY));
  const current = state.path[0] === THEMES_ENTRY ? null : columns.at(-1);
  const depth = state.path.length;

  const entry = (node: MenuLinkNode, level: number) =>
    node.children.length > 0 && level < 3 ? (
      <Entry type="button" data-menu-id={node._id} onClick={() => drill(level, node._id)}>
        <NodeLabel node={node} />
        <ChevronIcon direction="right" />
      </Entry>
    ) : (
      <LeafEntry>
        <NodeLink node={node} onChoose={choose} />
      </LeafEntry>
    );

  let body;
  if (error && !menu) {
    body = (
      <Failure>
        <FormattedMessage id="navigation.menu.error" />
        <Button variant="secondary" onClick={retry}>
          <FormattedMessage id="navigation.menu.retry" />
        </Button>
      </Failure>
    );
  } else if (state.path[0] === THEMES_ENTRY) {
    body = <ThemesContent pickThemes={pickThemes} onChoose={choose} headingLevel={3} />;
  } else if (isLoading || !menu || !current) {
    body = (
      <SkeletonRegion>
        <Skeleton lines={5} />
      </SkeletonRegion>
    );
  } else {
    body = (
      <>
        {current.parent && (
          <LevelHeading ref={headingRef} tabIndex={-1}>
            {current.parent.label}
          </LevelHeading>
        )}
        {current.parent && <SeeAllLink node={current.parent} onChoose={choose} />}
        <List>
          {current.nodes.map((node) => (
            <li key={node._id}>{entry(node, current.level)}</li>
          ))}
          {depth === 0 && (
            <li>
              <Entry type="button" data-menu-id={THEMES_ENTRY} onClick={() => drill(0, THEMES_ENTRY)}>
                <span>
                  <FormattedMessage id="navigation.themes.title" />
                </span>
                <ChevronIcon direction="right" />
              </Entry>
            </li>
          )}
        </List>
        {current.parent?.thisWeekTheme && <ThemeOfTheWeekCard theme={current.parent.thisWeekTheme} onChoose={choose} />}
      </>
    );
  }

  return (
    <Drawer
      side="left"
      title={intl.formatMessage(messages.open)}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) dispatch({ type: 'leave' });
      }}
      trigger={
        <Burger ref={burgerRef} type="button" aria-label={intl.formatMessage(messages.open)}>
          <BurgerIcon />
        </Burger>
      }
    >
      <Body ref={bodyRef}>
        {depth > 0 && (
          <BackButton ref={backRef} type="button" onClick={back}>
            <ChevronIcon direction="left" />
            <FormattedMessage id="navigation.mobile.back" />
          </BackButton>
        )}
        {body}
        {/* The site's own entries, whether or not the menu's tree has loaded. */}
        {depth === 0 && extras && <Extras>{extras(choose)}</Extras>}
      </Body>
    </Drawer>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;
const LevelHeading = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.lg};
  color: ${theme.colors.brandDark};
  &:focus {
    outline: none;
  }
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${theme.colors.border};
  }
`;
const entryStyle = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  width: 100%;
  min-height: 48px;
  padding: ${`${theme.space.sm} ${theme.space.xs}`};
  color: ${theme.colors.text};
  text-align: start;
  text-decoration: none;
  span:first-of-type {
    flex: 1 1 auto;
  }
`;
const Entry = styled.button`
  ${entryStyle}
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
`;
const LeafEntry = styled.div`
  a {
    ${entryStyle}
  }
`;
const BackButton = styled.button`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.colors.brandDark};
  cursor: pointer;
`;
const Extras = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding-top: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.border};
`;
const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
`;
