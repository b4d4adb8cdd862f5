import Image from 'next/image';
import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { LinkButton } from '@/components/ui/button';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import { useMounted, useWishlist } from '../hooks/use-wishlist';
import { WISHLIST_LISTS, wishlistCount, type WishlistItem, type WishlistList } from '../model/wishlist';
import { HeartIcon } from './heart-icon';

export type WishlistListsProps = {
  /** Where a saved item leads (the site builds product links). */
  hrefOf: (item: WishlistItem) => string;
  /** Where to look for stays and for activities (offered while a list is empty; none where the search does not exist). */
  searchHrefs: Record<WishlistList, string | undefined>;
};

/** The wishlist page's body: the saved stays, then the saved activities, each with its link and a remove button. */
export function WishlistLists({ hrefOf, searchHrefs }: WishlistListsProps) {
  const mounted = useMounted();
  const { wishlist, remove } = useWishlist();

  if (!mounted) {
    return (
      <SkeletonRegion>
        <Grid as="div">
          <Skeleton variant="card" />
          <Skeleton variant="card" />
          <Skeleton variant="card" />
        </Grid>
      </SkeletonRegion>
    );
  }

  if (wishlistCount(wishlist) === 0) {
    return (
      <Empty>
        <HeartIcon filled={false} size={40} />
        <p>
          <FormattedMessage id="wishlist.page.empty" />
        </p>
        {searchHrefs.stays && (
          <LinkButton href={searchHrefs.stays}>
            <FormattedMessage id="wishlist.page.findStays" />
          </LinkButton>
        )}
      </Empty>
    );
  }

  return (
    <>
      {WISHLIST_LISTS.map((list) => (
        <Section key={list} aria-labelledby={`wishlist-${list}`}>
          <h2 id={`wishlist-${list}`}>
            <FormattedMessage id="wishlist.page.listTitle" values={{ list, count: wishlist[list].length }} />
          </h2>
          {wishlist[list].length === 0 ? (
            <EmptyList>
              <FormattedMessage id="wishlist.page.listEmpty" values={{ list }} />
              {searchHrefs[list] && (
                <Link href={searchHrefs[list]}>
                  <FormattedMessage id="wishlist.page.listSearch" values={{ list }} />
                </Link>
              )}
            </EmptyList>
          ) : (
            <Grid>
              {[...wishlist[list]].reverse().map((item, index) => (
                <SavedItem key={item.id} item={item} href={hrefOf(item)} index={index} onRemove={() => remove(list, item.id)} />
              ))}
            </Grid>
          )}
        </Section>
      ))}
    </>
  );
}

function SavedItem({ item, href, index, onRemove }: { item: WishlistItem; href: string; index: number; onRemove: () => void }) {
  const intl = useIntl();
  const title = item.label || item.hotel.label;
  const score = item.hotel.review.count > 0 && item.hotel.review.average !== null ? item.hotel.review.average : null;
  return (
    <Card data-testid="wishlist-item">
      <Media>
        {item.imageUrl && <Image src={item.imageUrl} alt="" fill sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" loading={index < 3 ? 'eager' : 'lazy'} />}
        <RemoveButton type="button" onClick={onRemove} aria-label={intl.formatMessage({ id: 'wishlist.page.remove' }, { name: title })}>
          <HeartIcon filled />
        </RemoveButton>
      </Media>
      <Body>
        {item.label && item.hotel.label && (
          <Hotel>
            {item.hotel.label}
            {item.hotel.stars > 0 && (
              <Stars role="img" aria-label={intl.formatMessage({ id: 'wishlist.item.stars' }, { count: item.hotel.stars })}>
                {'★'.repeat(item.hotel.stars)}
              </Stars>
            )}
          </Hotel>
        )}
        <Title>
          <StretchedLink href={href}>{title}</StretchedLink>
        </Title>
        <Meta>
          {item.hotel.locationLabel && <span>{item.hotel.locationLabel}</span>}
          {score !== null && (
            <Score>
              <FormattedMessage id="wishlist.item.score" values={{ score: intl.formatNumber(score, { maximumFractionDigits: 1, minimumFractionDigits: 1 }), count: item.hotel.review.count }} />
            </Score>
          )}
        </Meta>
      </Body>
    </Card>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const EmptyList = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  a {
    color: ${({ theme }) => theme.colors.brandDark};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.surface};
  img {
    object-fit: cover;
  }
`;

const RemoveButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(255, 255, 255, 0.92);
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.colors.promo};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

const Hotel = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 1px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const StretchedLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:focus-visible {
    outline: none;
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Score = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.brandDark};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.promo};
  text-align: center;
  p {
    margin: 0;
    max-width: 36rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;
