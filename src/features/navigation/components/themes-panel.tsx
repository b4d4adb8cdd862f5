import Link from 'next/link';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import type { Theme, ThemesResponse } from '@/contracts/themes';
import { useAppConfig } from '@/shared/app-config';
import { contentHref } from '@/shared/content-href';
import { useThemes } from '../api/themes';
import { focusTarget } from '../model/menu-state';
import type { HandoverProps } from './header-nav';
import { navPanelStyle, PanelInner } from './mega-menu';
import { ThemeOfTheWeekCard } from './menu-parts';
import { ChevronIcon, NavRoot as Root, NavTrigger as Trigger } from './nav-trigger';
import { ThemeIcon } from './theme-icon';
import { theme } from '@/styles/theme';

export type PickThemes = (themes: readonly Theme[]) => Theme[];

/** The themes with their icons and the weekly suggested theme: shared by the header panel and the phone drawer. */
export function ThemesContent({ pickThemes, onChoose, headingLevel = 2 }: { pickThemes?: PickThemes; onChoose: () => void; headingLevel?: 2 | 3 }) {
  const { apiBase, locale } = useAppConfig();
  const { themes, error, isLoading, retry } = useThemes(apiBase, locale, true);
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  if (error && !themes) {
    return (
      <Failure>
        <FormattedMessage id="navigation.menu.error" />
        <Button variant="secondary" onClick={retry}>
          <FormattedMessage id="navigation.menu.retry" />
        </Button>
      </Failure>
    );
  }
  if (isLoading || !themes) {
    return (
      <SkeletonRegion>
        <Skeleton lines={4} />
      </SkeletonRegion>
    );
  }
  const shown = pickThemes ? pickThemes(themes.themes) : themes.themes;
  const onKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(listRef.current?.querySelectorAll('a') ?? []);
    const next = focusTarget(event.key, links.indexOf(event.target as HTMLAnchorElement), links.length);
    if (next === null) return;
    event.preventDefault();
    links[next].focus();
  };
  return (
    <Content>
      <section aria-labelledby={headingId}>
        <Heading as={`h${headingLevel}`} id={headingId}>
          <FormattedMessage id="navigation.themes.title" />
        </Heading>
        <ThemeGrid ref={listRef} onKeyDown={onKeyDown}>
          {shown.map((theme) => {
            const target = contentHref(locale, `theme=${theme.id}`);
            return (
              <li key={theme.id}>
                {target && (
                  <ThemeLink href={target.href} onClick={onChoose}>
                    <ThemeIcon icon={theme.icon} />
                    <span>{theme.name}</span>
                  </ThemeLink>
                )}
              </li>
            );
          })}
        </ThemeGrid>
      </section>
      {themes.themeOfTheWeek && <ThemeOfTheWeekCard theme={themes.themeOfTheWeek} icon={iconOf(themes, themes.themeOfTheWeek.themeId)} onChoose={onChoose} />}
    </Content>
  );
}

const iconOf = (themes: ThemesResponse, id: number) => themes.themes.find((t) => t.id === id)?.icon ?? null;

/**
 * The header's 'Our themes' disclosure: the button opens the panel under the header; leaving or Escape closes it.
 * In the header this code loads on intent (`ThemesPanelFacade`), which hands over a press made meanwhile and the focus.
 */
export function ThemesPanel({ pickThemes, intent = null, takeFocus = false }: { pickThemes?: PickThemes } & HandoverProps) {
  const [open, setOpen] = useState(intent !== null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelId = useId();

  const clearLeave = () => {
    if (leaveTimer.current) clearTimeout(leaveTimer.current);
    leaveTimer.current = null;
  };
  const close = useCallback(() => {
    if (rootRef.current?.contains(document.activeElement) && document.activeElement !== triggerRef.current) triggerRef.current?.focus();
    setOpen(false);
  }, []);
  useEffect(() => clearLeave, []);
  // Taking over from the facade's button, which had the focus.
  useLayoutEffect(() => {
    if (takeFocus) triggerRef.current?.focus();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <Root
      ref={rootRef}
      onPointerEnter={clearLeave}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && open) leaveTimer.current = setTimeout(close, 200);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          triggerRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && event.relatedTarget !== null && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <Trigger ref={triggerRef} type="button" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
        <FormattedMessage id="navigation.themes.title" />
        <ChevronIcon />
      </Trigger>
      {open && (
        <Panel id={panelId}>
          <PanelInner>
            <ThemesContent pickThemes={pickThemes} onChoose={() => setOpen(false)} />
          </PanelInner>
        </Panel>
      )}
    </Root>
  );
}

const Panel = styled.div`
  ${navPanelStyle}
`;
const Content = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(260px, 1fr);
    align-items: start;
  }
`;
const Heading = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.font.size.lg};
  color: ${theme.colors.brandDark};
`;
const ThemeGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
  }
`;
const ThemeLink = styled(Link)`
  flex: 1 1 auto;
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 48px;
  padding: ${`${theme.space.sm} ${theme.space.sm}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  color: ${theme.colors.text};
  text-decoration: none;
  svg {
    color: ${theme.colors.brand};
  }
  &:hover {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandLight};
  }
`;
const Failure = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
`;
