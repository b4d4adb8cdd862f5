import Link from 'next/link';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { LinkButton } from '@/components/ui/button';
import type { MenuLinkNode } from '@/contracts/menu';
import { useAppConfig } from '@/shared/app-config';
import { contentHref } from '@/shared/content-href';
import { ThemeIcon } from './theme-icon';
import { theme } from '@/styles/theme';

export { ChevronIcon } from './nav-trigger';

/** Where a menu node leads: its own address, else its search state. */
export function useNodeHref(node: Pick<MenuLinkNode, 'uri' | 'location'>): string | null {
  const { locale } = useAppConfig();
  return contentHref(locale, node.uri || node.location)?.href ?? null;
}

/** Theme links carry their icon key in `variant` (the catalog's menu seed). */
export const isThemeNode = (node: MenuLinkNode): boolean => node.location?.startsWith('theme=') === true;

/** A node's label with its theme icon and its number of hotels, as a link or a button shows it. */
export function NodeLabel({ node }: { node: MenuLinkNode }) {
  return (
    <>
      {isThemeNode(node) && <ThemeIcon icon={node.variant} size={22} />}
      <LabelText>{node.label}</LabelText>
      {node.count !== null && node.count > 0 && (
        <Count>
          <FormattedMessage id="navigation.menu.count" values={{ count: node.count }} />
        </Count>
      )}
    </>
  );
}

/** The link to a whole level ('France: see all') above its children. */
export function SeeAllLink({ node, onChoose, ...rest }: { node: MenuLinkNode; onChoose: () => void } & Record<`data-${string}`, string | number>) {
  const target = useNodeHref(node);
  if (!target) return null;
  return (
    <SeeAll href={target} onClick={onChoose} {...rest}>
      <FormattedMessage id="navigation.menu.seeAll" values={{ label: node.label }} />
    </SeeAll>
  );
}

export type WeeklyTheme = { themaTitle: string; description: string; weekendUrl: string };

/** The weekly suggested theme with its call to action 'I want to go!'. */
export function ThemeOfTheWeekCard({ theme, icon, onChoose }: { theme: WeeklyTheme; icon?: string | null; onChoose?: () => void }) {
  const { locale } = useAppConfig();
  const titleId = useId();
  const target = contentHref(locale, theme.weekendUrl);
  return (
    <WeekCard>
      <Eyebrow>
        <FormattedMessage id="navigation.themeOfTheWeek" />
      </Eyebrow>
      <WeekTitle id={titleId}>
        {icon !== undefined && <ThemeIcon icon={icon} size={26} />}
        {theme.themaTitle}
      </WeekTitle>
      <p>{theme.description}</p>
      {target && (
        <LinkButton href={target.href} onClick={onChoose} aria-describedby={titleId}>
          <FormattedMessage id="navigation.themeOfTheWeek.cta" />
        </LinkButton>
      )}
    </WeekCard>
  );
}

/** A plain link for leaf nodes (Next's Link: client-side navigation inside the site). */
export function NodeLink({ node, onChoose, children, ...rest }: { node: MenuLinkNode; onChoose: () => void; children?: ReactNode } & Record<`data-${string}`, string | number>) {
  const target = useNodeHref(node);
  if (!target) return <LeafText>{children ?? <NodeLabel node={node} />}</LeafText>;
  return (
    <Link href={target} onClick={onChoose} {...rest}>
      {children ?? <NodeLabel node={node} />}
    </Link>
  );
}

const LabelText = styled.span`
  flex: 1 1 auto;
`;
const Count = styled.span`
  flex: none;
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
`;
const LeafText = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
`;
const SeeAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: ${theme.font.weight.bold};
  color: ${theme.colors.brandDark};
  text-decoration: underline;
  text-underline-offset: 3px;
`;
const WeekCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandLight};
  p {
    margin: 0;
  }
`;
const Eyebrow = styled.p`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${theme.colors.brandDark};
`;
const WeekTitle = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.colors.brandDark};
`;
