import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { cardHref } from '@/features/search/components/offer-card';
import { cardLink, flowOfItemCategory } from '@/features/search/model/card-link';
import { WishlistLists } from '@/features/wishlist/components/wishlist-lists';
import type { WishlistItem } from '@/features/wishlist/model/wishlist';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';

/** The wishlist page: the stays and activities saved in this browser, each linking to its offer. */
export default function WishlistPage() {
  const { locale, flags } = useAppConfig();
  const hrefOf = (item: WishlistItem) =>
    cardHref(cardLink({ id: item.id, uri: item.uri, itemCategory: item.itemCategory, hotel: { id: item.hotel.id } as never }, flowOfItemCategory(item.itemCategory)), locale);
  // Activities are searched only where the activity-only search is on.
  const searchHrefs = { stays: href.search(locale), activities: flags.activityOnlySearch ? href.search(locale, { flow: 'activity' }) : undefined };
  return (
    <Wrapper>
      <h1>
        <FormattedMessage id="wishlist.page.title" />
      </h1>
      <Intro>
        <FormattedMessage id="wishlist.page.intro" />
      </Intro>
      <WishlistLists hrefOf={hrefOf} searchHrefs={searchHrefs} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  ${pageColumn}
  padding: ${`${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
  h1 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.xl};
    ${theme.media.desktop} {
      font-size: ${theme.font.size.xxl};
    }
  }
`;

const Intro = styled.p`
  margin: 0 0 ${theme.space.xl};
  color: ${theme.colors.textMuted};
`;
