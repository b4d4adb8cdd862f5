import Link from 'next/link';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import Image from '@/components/ui/image';
import type { GiftBoxCard } from '@/contracts/gift-boxes';
import { theme } from '@/styles/theme';
import { Money } from '@/components/ui/money';
import { PromoBadge } from './promo-badge';
import { stretchedLink } from '@/components/ui/stretched-link';

/** A box of the listing: its picture, title, what it gives, its price and promo; the whole card links to its page. */
export function BoxCard({ box, href, priority }: { box: GiftBoxCard; href: string; priority?: boolean }) {
  return (
    <Card>
      <Picture>
        <Image src={box.image.url} alt="" fill sizes="(min-width: 1024px) 280px, (min-width: 600px) 50vw, 100vw" priority={priority} />
        {box.price.promo > 0 && <PromoBadge percent={box.price.promo} />}
      </Picture>
      <Body>
        <h2>
          <CardLink href={href}>{box.title}</CardLink>
        </h2>
        <Nights>
          <FormattedMessage id="giftBoxes.nights" values={{ nights: box.nights }} />
        </Nights>
        <Description>{box.description}</Description>
        <Amount>
          <Money cents={box.price.sellPrice} />
        </Amount>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  box-shadow: ${theme.shadow.sm};
  transition: box-shadow 0.15s;
  &:hover,
  &:focus-within {
    box-shadow: ${theme.shadow.md};
  }
  h2 {
    margin: 0;
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.tight};
  }
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${theme.colors.surface};

  img {
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  flex: 1;
`;

/** The title's link covers the card (one link per card for screen readers, the whole card clickable). */
const CardLink = styled(Link)`
  color: ${theme.colors.text};
  ${stretchedLink}
  &:focus-visible::after {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${theme.radius.md};
  }
`;

const Nights = styled.p`
  margin: 0;
  color: ${theme.colors.brand};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;

const Description = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  flex: 1;
`;

const Amount = styled.p`
  margin: ${theme.space.sm} 0 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
`;
