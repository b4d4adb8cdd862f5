import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import Image from '@/components/ui/image';
import type { Locale } from '@/lib/locales';
import { absolutePath, href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import type { BoxBlockView, GiftBlockView, ResultsGiftBlocks } from '../model/results-blocks';
import { BoxCard } from './box-card';

/** Which block of the results page's gift blocks to show. */
export type ResultsBlockKind = 'gift' | 'box' | 'giftCard';

/**
 * One of the results page's gift blocks (search-and-discovery §2 inline blocks, product-and-purchase §3, §7): the
 * gift block (the CMS's, linking to the boxes, gift stays, gift card and activities), the box block (box-block-serp)
 * or the gift card block. They have no behaviour: the results page's loader renders them once to HTML
 * (src/site/server/render-static.tsx) and the page ships that markup, not this module. Links are plain anchors with
 * the locale's prefix (no router there).
 */
export function ResultsBlock({ kind, blocks, locale }: { kind: ResultsBlockKind; blocks: ResultsGiftBlocks; locale: Locale }) {
  if (kind === 'gift') return blocks.gift ? <GiftBlock block={blocks.gift} locale={locale} /> : null;
  if (kind === 'box') return blocks.boxes ? <BoxBlock block={blocks.boxes} locale={locale} /> : null;
  return <GiftCardBlock locale={locale} />;
}

function GiftBlock({ block, locale }: { block: GiftBlockView; locale: Locale }) {
  const links = [
    { href: block.links.boxes, label: <FormattedMessage id="search.giftBlock.boxes" /> },
    { href: block.links.stays, label: <FormattedMessage id="search.giftBlock.stays" /> },
    { href: block.links.giftCard, label: <FormattedMessage id="search.giftBlock.giftCard" /> },
    ...(block.links.activities ? [{ href: block.links.activities, label: <FormattedMessage id="search.giftBlock.activities" /> }] : []),
  ];
  return (
    <Block aria-labelledby="results-gift-block-title" data-testid="results-gift-block" data-campaign={block.campaign}>
      <Picture>
        <Image src={block.image} alt="" fill sizes="(min-width: 1024px) 320px, 100vw" loading="lazy" />
      </Picture>
      <Text>
        <h2 id="results-gift-block-title">{block.title}</h2>
        <p>{block.subtitle}</p>
        <Links>
          {links.map((link) => (
            <li key={link.href}>
              <a href={absolutePath(locale, link.href)}>{link.label}</a>
            </li>
          ))}
        </Links>
      </Text>
    </Block>
  );
}

function BoxBlock({ block, locale }: { block: BoxBlockView; locale: Locale }) {
  return (
    <Section aria-labelledby="results-box-block-title" data-testid="results-box-block">
      <Head>
        <div>
          <h2 id="results-box-block-title">
            <FormattedMessage id="search.boxBlock.title" />
          </h2>
          <p>
            <FormattedMessage id="search.boxBlock.subtitle" />
          </p>
        </div>
        <a href={absolutePath(locale, block.listing)}>
          <FormattedMessage id="search.boxBlock.cta" />
        </a>
      </Head>
      <Grid>
        {block.boxes.map(({ box, href: boxHref }) => (
          <BoxCard key={box.code} box={box} href={absolutePath(locale, boxHref)} />
        ))}
      </Grid>
    </Section>
  );
}

function GiftCardBlock({ locale }: { locale: Locale }) {
  return (
    <Block aria-labelledby="results-gift-card-block-title" data-testid="results-gift-card-block" $plain>
      <Text>
        <h2 id="results-gift-card-block-title">
          <FormattedMessage id="search.giftCardBlock.title" />
        </h2>
        <p>
          <FormattedMessage id="search.giftCardBlock.text" />
        </p>
        <Links>
          <li>
            <a href={absolutePath(locale, href.giftCard(locale))}>
              <FormattedMessage id="search.giftCardBlock.cta" />
            </a>
          </li>
        </Links>
      </Text>
    </Block>
  );
}

const Block = styled.section<{ $plain?: boolean }>`
  display: grid;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandLight};
  ${theme.media.desktop} {
    grid-template-columns: ${({ $plain }) => ($plain ? '1fr' : 'minmax(0, 1fr) minmax(0, 2fr)')};
  }
`;

const Picture = styled.div`
  position: relative;
  min-height: 160px;

  img {
    object-fit: cover;
  }
`;

const Text = styled.div`
  padding: ${theme.space.lg};
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.font.size.lg};
    color: ${theme.colors.brandDark};
  }
  p {
    margin: 0 0 ${theme.space.md};
  }
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 2px solid ${theme.colors.brandDark};
    border-radius: ${theme.radius.pill};
    color: ${theme.colors.brandDark};
    background: ${theme.colors.background};
    font-weight: ${theme.font.weight.semibold};
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg} 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${theme.space.sm};
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  a {
    color: ${theme.colors.brand};
    font-weight: ${theme.font.weight.semibold};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: 1fr;
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
