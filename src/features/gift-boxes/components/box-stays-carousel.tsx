import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import Image from '@/components/ui/image';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { useBoxStays } from '../api/box-stays-api';
import { stretchedLink } from '@/components/ui/stretched-link';

/**
 * The stays a box opens, side by side (§4 box offers carousel): the next page of 8 loads as the end of the row comes
 * into view (scrolled, swiped or reached with Tab), and loading stops at the first empty page.
 */
export default function BoxStaysCarousel({ code }: { code: string }) {
  const { apiBase, locale } = useAppConfig();
  const intl = useIntl();
  const { stays, ended, loading, error, loadMore } = useBoxStays(apiBase, code, locale);
  const rowRef = useRef<HTMLUListElement>(null);
  const endRef = useRef<HTMLLIElement>(null);
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });

  useEffect(() => {
    const end = endRef.current;
    if (!end || ended || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMoreRef.current(), { root: rowRef.current, rootMargin: '0px 200px 0px 0px' });
    observer.observe(end);
    return () => observer.disconnect();
  }, [ended, stays.length]);

  if (error && stays.length === 0)
    return (
      <Failure role="alert">
        <FormattedMessage id="giftBoxes.error" />
      </Failure>
    );
  return (
    <Row ref={rowRef} aria-label={intl.formatMessage({ id: 'giftBoxes.stays.title' })} aria-busy={loading}>
      {stays.map((stay) => (
        <Card key={stay.id}>
          <Picture>
            <Image src={stay.imageUrl} alt="" fill sizes="260px" />
          </Picture>
          <Body>
            <h3>
              <StayLink href={href.product(locale, stay.id)}>{stay.hotel.label}</StayLink>
            </h3>
            <Meta>
              {stay.hotel.city}
              {stay.hotel.stars > 0 && (
                <>
                  {' · '}
                  <FormattedMessage id="giftBoxes.stays.stars" values={{ stars: stay.hotel.stars }} />
                </>
              )}
            </Meta>
            <Label>{stay.label}</Label>
          </Body>
        </Card>
      ))}
      {!ended && (
        <End ref={endRef}>
          {loading && (
            <span role="status">
              <FormattedMessage id="giftBoxes.stays.loading" />
            </span>
          )}
        </End>
      )}
    </Row>
  );
}

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.xs} ${theme.space.md};
  display: flex;
  gap: ${theme.space.md};
  overflow-x: auto;
  scroll-snap-type: x proximity;
`;

const Card = styled.li`
  position: relative;
  flex: 0 0 240px;
  scroll-snap-align: start;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.colors.background};
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  background: ${theme.colors.surface};

  img {
    object-fit: cover;
  }
`;

const Body = styled.div`
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
`;

const StayLink = styled(Link)`
  color: ${theme.colors.text};
  ${stretchedLink}
`;

const Meta = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const Label = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: ${theme.font.size.sm};
`;

const End = styled.li`
  flex: 0 0 160px;
  display: grid;
  place-items: center;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const Failure = styled.p`
  color: ${theme.colors.danger};
  font-weight: ${theme.font.weight.semibold};
`;
