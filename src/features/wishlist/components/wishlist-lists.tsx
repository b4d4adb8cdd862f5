import Image from '@/components/ui/image';
import Link from 'next/link';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { LinkButton } from '@/components/ui/button';
import { CARD, CardFrame } from '@/components/ui/card';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import { useMounted, useWishlist } from '../hooks/use-wishlist';
import { WISHLIST_LISTS, wishlistCount, type WishlistItem, type WishlistList } from '../model/wishlist';
import { HeartButton } from './heart-button';
import { HeartIcon } from './heart-icon';
import { theme } from '@/styles/theme';

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
    <CardFrame as="li" data-testid="wishlist-item">
      <div className={CARD.media}>
        {item.imageUrl && <Image src={item.imageUrl} alt="" fill sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" loading={index < 3 ? 'eager' : 'lazy'} />}
        <div className={CARD.cornerAction}>
          <HeartButton type="button" onClick={onRemove} aria-label={intl.formatMessage({ id: 'wishlist.page.remove' }, { name: title })}>
            <HeartIcon filled />
          </HeartButton>
        </div>
      </div>
      <div className={CARD.body}>
        {item.label && item.hotel.label && (
          <p className={CARD.hotel}>
            {item.hotel.label}
            {item.hotel.stars > 0 && (
              <span className={CARD.stars} role="img" aria-label={intl.formatMessage({ id: 'wishlist.item.stars' }, { count: item.hotel.stars })}>
                {'★'.repeat(item.hotel.stars)}
              </span>
            )}
          </p>
        )}
        <h3 className={CARD.title}>
          <Link className={CARD.titleLink} href={href}>
            {title}
          </Link>
        </h3>
        <p className={CARD.meta}>
          {item.hotel.locationLabel && <span>{item.hotel.locationLabel}</span>}
          {score !== null && (
            <Score>
              <FormattedMessage id="wishlist.item.score" values={{ score: intl.formatNumber(score, { maximumFractionDigits: 1, minimumFractionDigits: 1 }), count: item.hotel.review.count }} />
            </Score>
          )}
        </p>
      </div>
    </CardFrame>
  );
}

const Section = styled.section`
  margin-bottom: ${theme.space.xxl};
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.font.size.lg};
  }
`;

const EmptyList = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.sm};
  margin: 0;
  a {
    color: ${theme.colors.brandDark};
    font-weight: ${theme.font.weight.semibold};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Score = styled.span`
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.colors.brandDark};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xxl} ${theme.space.md};
  color: ${theme.colors.promo};
  text-align: center;
  p {
    margin: 0;
    max-width: 36rem;
    color: ${theme.colors.text};
  }
`;
