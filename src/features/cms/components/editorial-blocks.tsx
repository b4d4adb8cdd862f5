import styled, { css } from 'styled-components';
import type { CmsBlock, CmsUspItem } from '@/contracts/cms-page';
import type { Locale } from '@/lib/locales';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { CmsImage } from './cms-image';
import { CmsAnchor } from './cms-link';
import { BlockSection, CardBody, CardGrid, card, ctaLink } from './cms-styles';

type Props<T extends CmsBlock['type']> = { block: Extract<CmsBlock, { type: T }>; locale: Locale; headingId: string };

/** The jumbotron block (§2.8): a large picture with its title, subtitle and call to action. */
export function JumbotronBlock({ block, locale, headingId }: Props<'jumbotron'>) {
  return (
    <Wide aria-labelledby={headingId} $image={block.image?.url ?? null}>
      <WideInner>
        <h2 id={headingId}>{block.title}</h2>
        {block.subtitle && <p>{block.subtitle}</p>}
        {block.cta && (
          <CmsAnchor locale={locale} url={block.cta.url} newTab={block.cta.newTab}>
            {block.cta.label}
          </CmsAnchor>
        )}
      </WideInner>
    </Wide>
  );
}

const ICON_PATHS: Record<CmsUspItem['icon'], string> = {
  heart: 'M12 21s-7.5-4.6-9.3-9.2C1.4 8.4 3.6 5 7 5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8C19.5 16.4 12 21 12 21z',
  gift: 'M4 10h16v10H4zM2 7h20v3H2zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 4v5l3 3',
  pin: 'M12 22s7-6.2 7-12a7 7 0 10-14 0c0 5.8 7 12 7 12zm0-9a3 3 0 110-6 3 3 0 010 6z',
};

/** The main USP block (§2.8): the brand's promises, in its primary variant (on the brand's colour) or secondary (light). */
export function MainUspBlock({ block, headingId }: Props<'mainUsp'>) {
  return (
    <UspFrame $secondary={block.variant === 'secondary'} data-variant={block.variant}>
      <BlockSection aria-labelledby={block.title ? headingId : undefined}>
        {block.title && <h2 id={headingId}>{block.title}</h2>}
        <UspList>
          {block.items.map((item) => (
            <li key={item.title}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={ICON_PATHS[item.icon]} />
              </svg>
              <div>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </li>
          ))}
        </UspList>
      </BlockSection>
    </UspFrame>
  );
}

/**
 * The marketing block (§2.8): a picture beside rich text and a call to action. `html` is sanitised by the content
 * service (src/server/catalog/content/safe-content.ts), the one place CMS markup is made safe.
 */
export function MarketingBlock({ block, locale, headingId }: Props<'marketing'>) {
  return (
    <BlockSection aria-labelledby={headingId}>
      <Split>
        {block.image && <CmsImage image={block.image} sizes="(min-width: 1024px) 600px, 100vw" />}
        <div>
          <h2 id={headingId}>{block.title}</h2>
          <div dangerouslySetInnerHTML={{ __html: block.html }} />
          {block.cta && (
            <Cta>
              <CmsAnchor locale={locale} url={block.cta.url} newTab={block.cta.newTab}>
                {block.cta.label}
              </CmsAnchor>
            </Cta>
          )}
        </div>
      </Split>
    </BlockSection>
  );
}

/** The categories block (§2.8): themes or destinations as picture tiles. */
export function CategoriesBlock({ block, locale, headingId }: Props<'categories'>) {
  return (
    <BlockSection aria-labelledby={headingId}>
      <h2 id={headingId}>{block.title}</h2>
      <CardGrid $min="150px">
        {block.items.map((item) => (
          <li key={item.label}>
            <Tile locale={locale} url={item.url}>
              {item.image && <CmsImage image={{ ...item.image, alt: '' }} sizes="(min-width: 1024px) 200px, 50vw" width={300} height={200} />}
              <span>{item.label}</span>
            </Tile>
          </li>
        ))}
      </CardGrid>
    </BlockSection>
  );
}

/** The banner block (§2.8; a landing's targeted banner): picture, title and subtitle, the whole banner a link. */
export function BannerBlock({ block, locale, headingId }: Props<'banner'>) {
  return (
    <BlockSection aria-labelledby={headingId}>
      <Banner>
        {block.image && <CmsImage image={block.image} sizes="(min-width: 1024px) 600px, 100vw" width={1200} height={800} />}
        <div>
          <h2 id={headingId}>
            <CmsAnchor locale={locale} url={block.url}>
              {block.title}
            </CmsAnchor>
          </h2>
          {block.subtitle && <p>{block.subtitle}</p>}
          {block.cta && <CtaText aria-hidden="true">{block.cta.label}</CtaText>}
        </div>
      </Banner>
    </BlockSection>
  );
}

/** The top bar of a landing (§2.9): one line of text and its links. */
export function TopBarBlock({ block, locale }: Props<'topBar'>) {
  return (
    <TopBar>
      <p>
        {block.text}
        {block.links.map((link) => (
          <CmsAnchor key={link.url} locale={locale} url={link.url} newTab={link.newTab}>
            {link.label}
          </CmsAnchor>
        ))}
      </p>
    </TopBar>
  );
}

/** Promo cards of a landing (§2.9): a badge, a title and a line each, linked to their search. */
export function PromoCardsBlock({ block, locale, headingId }: Props<'promoCards'>) {
  return (
    <BlockSection aria-labelledby={headingId}>
      <h2 id={headingId}>{block.title}</h2>
      <CardGrid>
        {block.items.map((item) => (
          <li key={item.title}>
            <PromoCard locale={locale} url={item.url}>
              {item.image && <CmsImage image={{ ...item.image, alt: '' }} sizes="(min-width: 1024px) 400px, 100vw" />}
              <CardBody>
                {item.badge && <Badge>{item.badge}</Badge>}
                <h3>{item.title}</h3>
                {item.text && <p>{item.text}</p>}
              </CardBody>
            </PromoCard>
          </li>
        ))}
      </CardGrid>
    </BlockSection>
  );
}

/** Rich text of a static page (sanitised by the content service). */
export function RichTextBlock({ block }: Props<'richText'>) {
  return <Prose dangerouslySetInnerHTML={{ __html: block.html }} />;
}

const Wide = styled.section<{ $image: string | null }>`
  color: ${theme.colors.white};
  background: ${(p) => (p.$image ? `linear-gradient(90deg, rgba(7, 64, 61, 0.92), rgba(7, 64, 61, 0.55)), url("${p.$image}") center / cover` : theme.colors.brandDark)};
`;
export const WideInner = styled.div`
  ${pageColumn}
  padding: ${`${theme.space.xxl} ${theme.space.md}`};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.xxl};
  }
  p {
    margin: 0;
    font-size: ${theme.font.size.lg};
    max-width: 40em;
  }
  a {
    ${ctaLink}
  }
`;
const UspFrame = styled.div<{ $secondary: boolean }>`
  ${(p) =>
    p.$secondary
      ? css`
          background: ${theme.colors.brandLight};
          color: ${theme.colors.text};
        `
      : css`
          background: ${theme.colors.brand};
          color: ${theme.colors.white};
        `}
`;
const UspList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: flex;
    gap: ${theme.space.md};
    align-items: flex-start;
  }
  svg {
    flex: none;
    width: 32px;
    height: 32px;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.6;
    stroke-linejoin: round;
  }
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;
const Split = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: center;
  ${theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.md};
  }
`;
const Cta = styled.p`
  a {
    ${ctaLink}
  }
`;
const Tile = styled(CmsAnchor)`
  ${card}
  span {
    padding: ${theme.space.sm} ${theme.space.md};
    font-weight: ${theme.font.weight.semibold};
  }
`;
const Banner = styled.div`
  position: relative;
  display: grid;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: ${theme.colors.brandDark};
  color: ${theme.colors.white};
  ${theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  > div {
    padding: ${theme.space.xl};
    display: flex;
    flex-direction: column;
    gap: ${theme.space.sm};
    justify-content: center;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  /* The whole banner is the title's link (stretched), one link for screen readers. */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h2 a:focus-visible::after {
    outline: 3px solid ${theme.colors.white};
    outline-offset: -6px;
  }
  &:hover h2 {
    text-decoration: underline;
  }
  p {
    margin: 0;
  }
`;
const CtaText = styled.span`
  align-self: flex-start;
  margin-top: ${theme.space.sm};
  padding: ${`${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accent};
  font-weight: ${theme.font.weight.semibold};
`;
const TopBar = styled.div`
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  p {
    ${pageColumn}
    padding: ${`${theme.space.sm} ${theme.space.md}`};
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.md};
    justify-content: center;
    font-size: ${theme.font.size.sm};
  }
  a {
    color: ${theme.colors.brand};
    font-weight: ${theme.font.weight.semibold};
  }
`;
const PromoCard = styled(CmsAnchor)`
  ${card}
`;
const Badge = styled.span`
  align-self: flex-start;
  padding: ${`${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.promo};
  color: ${theme.colors.white};
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.sm};
`;
const Prose = styled.div`
  max-width: 48em;
  margin: 0 auto;
  padding: ${`0 ${theme.space.md}`};
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
  a {
    color: ${theme.colors.brand};
  }
`;
