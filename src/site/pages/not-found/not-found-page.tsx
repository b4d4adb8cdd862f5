import Image from '@/components/ui/image';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { LinkButton } from '@/components/ui/button';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { toCatalogLocale, type Locale } from '@/lib/locales';
import { useAppConfig } from '@/shared/app-config';
import { contentHref } from '@/shared/content-href';
import { FailureMessage } from '../../layout/failure-message';
import { StartSearchBoxFacade } from '@/features/search-box/components/start-search-box';
import { SEARCH_BOX_WIRING } from '@/site/search-box';
import { href } from '@/shared/routes';
import { EXPIRED_PENDING_ATTRIBUTE, EXPIRED_PENDING_SCRIPT, expiredOfferHotelId } from './expired-offer';
import type { NotFoundPageProps } from './get-page-props';
import type { OtherOfferFound } from './other-offer';
import type { EditorialCard } from './selection';
import { REPORT_TIMEOUT_MS, withTimeout } from '@/lib/fetch-timeout';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { stretchedLink } from '@/components/ui/stretched-link';

// ---------- hooks ----------

/** Reports the missing address and locale once, in the background; a failed report is only logged (spec §8). */
function useMissingPageReport(apiBase: string, locale: Locale) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const uri = `${window.location.pathname}${window.location.search}${window.location.hash}`.slice(0, 2000);
    const query = new URLSearchParams({ uri, locale: toCatalogLocale(locale) });
    fetch(`${apiBase}/error?${query.toString()}`, withTimeout({ keepalive: true, headers: { accept: 'application/json' } }, REPORT_TIMEOUT_MS)).catch((error: unknown) => {
      console.warn('missing page report failed', error);
    });
  }, [apiBase, locale]);
}

type OtherOfferModule = typeof import('./other-offer');

/**
 * An expired offer link carries its hotel in the hash: the hotel's other offers are looked up (limit 1) by
 * `other-offer.tsx`, whose code (the offers call, the card, the heart) loads only then. `pending` while the hash is
 * unread or the lookup runs; then the offer found or null. `lookup` is the element that runs it.
 */
function useOtherOfferOfHotel() {
  const [hotelId, setHotelId] = useState<number | null | undefined>(undefined);
  const [other, setOther] = useState<OtherOfferModule | null>(null);
  const [found, setFound] = useState<OtherOfferFound | null>(null);
  useEffect(() => {
    const read = () => setHotelId(expiredOfferHotelId(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  useEffect(() => {
    if (hotelId && !other) import('./other-offer').then(setOther, () => setFound({ hotelId, offer: null }));
  }, [hotelId, other]);
  const settled = found !== null && found.hotelId === hotelId;
  const pending = hotelId === undefined || (hotelId !== null && !settled);
  // Known either way: the message the inline script held back may show.
  useEffect(() => {
    if (!pending) document.documentElement.removeAttribute(EXPIRED_PENDING_ATTRIBUTE);
  }, [pending]);
  return { offer: hotelId && settled ? found.offer : null, pending, other, hotelId, onFound: setFound };
}

// ---------- components ----------

/**
 * The not-found page (search-and-discovery §2): 'Oops!' with the 404 text, or, for an expired offer whose hotel
 * has another one, 'Too late!' with that offer; then a search box and 'Our selection of the moment'. HTTP 404 and
 * noindex, follow come from the catch-all.
 */
export default function NotFoundPage({ themes = [], selection = [], nonce = null }: Partial<NotFoundPageProps>) {
  const { locale, apiBase } = useAppConfig();
  useMissingPageReport(apiBase, locale);
  const { offer, pending, other, hotelId, onFound } = useOtherOfferOfHotel();
  const home = (
    <LinkButton href={href.home(locale)}>
      <FormattedMessage id="common.goToHomepage" />
    </LinkButton>
  );
  return (
    <>
      <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: EXPIRED_PENDING_SCRIPT }} suppressHydrationWarning />
      {other && hotelId ? <other.OtherOfferLookup apiBase={apiBase} locale={locale} hotelId={hotelId} onFound={onFound} /> : null}
      {offer && other ? (
        <Expired aria-labelledby="expired-title">
          <Warning>
            <h1 id="expired-title">
              <FormattedMessage id="notFound.expired.title" />
            </h1>
            <p>
              <FormattedMessage id="notFound.expired.text" />
            </p>
          </Warning>
          <OtherOffer aria-labelledby="other-offer-title">
            <h2 id="other-offer-title">
              <FormattedMessage id="notFound.expired.otherOffer" values={{ hotel: offer.hotel.label }} />
            </h2>
            <Carousel>
              <li>
                <other.OtherOfferCard offer={offer} />
              </li>
            </Carousel>
          </OtherOffer>
          {home}
        </Expired>
      ) : (
        <>
          <Plain>
            <FailureMessage title={<FormattedMessage id="notFound.title" />} action={home}>
              <p>
                <FormattedMessage id="notFound.text" />
              </p>
            </FailureMessage>
          </Plain>
          <Pending>
            {pending && (
              <>
                {/* While the hotel's other offers are looked up, the page still has its heading for screen readers. */}
                <VisuallyHidden as="h1">
                  <FormattedMessage id="notFound.title" />
                </VisuallyHidden>
                <SkeletonRegion>
                  <Skeleton variant="card" width="320px" />
                </SkeletonRegion>
              </>
            )}
          </Pending>
        </>
      )}
      <SearchSection aria-labelledby="not-found-search">
        <h2 id="not-found-search">
          <FormattedMessage id="notFound.search.title" />
        </h2>
        <StartSearchBoxFacade themes={themes} wiring={SEARCH_BOX_WIRING} />
      </SearchSection>
      {selection.length > 0 && <Selection cards={selection} locale={locale} />}
    </>
  );
}

function Selection({ cards, locale }: { cards: EditorialCard[]; locale: Locale }) {
  return (
    <SelectionSection aria-labelledby="selection-title">
      <h2 id="selection-title">
        <FormattedMessage id="notFound.selection.title" />
      </h2>
      <Cards>
        {cards.map((card, index) => {
          const target = contentHref(locale, card.url);
          return (
            <li key={card.id}>
              <Card>
                <Image src={card.imageUrl} alt={card.imageAlt} width={640} height={360} sizes="(min-width: 1024px) 300px, 80vw" loading={index === 0 ? 'eager' : 'lazy'} />
                <CardText>
                  {card.themeOfTheWeek && (
                    <Eyebrow>
                      <FormattedMessage id="navigation.themeOfTheWeek" />
                    </Eyebrow>
                  )}
                  <h3>{target ? <CardLink href={target.href}>{card.title}</CardLink> : card.title}</h3>
                  {card.text && <p>{card.text}</p>}
                </CardText>
              </Card>
            </li>
          );
        })}
      </Cards>
    </SelectionSection>
  );
}

// ---------- styles ----------

/** Until the browser has read the hash, an expired-offer link shows a placeholder instead of 'Oops!'. */
const Plain = styled.div`
  html[${EXPIRED_PENDING_ATTRIBUTE}] & {
    display: none;
  }
`;
const Pending = styled.div`
  display: none;
  justify-content: center;
  padding: ${`${theme.space.xxl} ${theme.space.md}`};
  html[${EXPIRED_PENDING_ATTRIBUTE}] & {
    display: flex;
  }
`;
const Expired = styled.section`
  ${pageColumn}
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.lg};
  padding: ${`${theme.space.xl} ${theme.space.md}`};
`;
const Warning = styled.div`
  width: 100%;
  padding: ${theme.space.lg};
  border-left: 6px solid ${theme.colors.warning};
  border-radius: ${theme.radius.md};
  background: #fff6e5;
  h1 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.xxl};
    color: ${theme.colors.brandDark};
  }
  p {
    margin: 0;
  }
`;
const OtherOffer = styled.section`
  width: 100%;
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.font.size.lg};
  }
`;
const Carousel = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: min(100%, 340px);
  gap: ${theme.space.md};
  margin: 0;
  padding: 0 0 ${theme.space.sm};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  > li {
    scroll-snap-align: start;
  }
`;
const SearchSection = styled.section`
  ${pageColumn}
  padding: ${`${theme.space.lg} ${theme.space.md}`};
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.font.size.xl};
    color: ${theme.colors.brandDark};
  }
`;
const SelectionSection = styled.section`
  ${pageColumn}
  padding: ${`${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.font.size.xl};
    color: ${theme.colors.brandDark};
  }
`;
/** A carousel on phones (swipe, one card and a peek of the next), four columns on desktop. */
const Cards = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.mobile} {
    grid-auto-flow: column;
    grid-auto-columns: 80%;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    padding-bottom: ${theme.space.sm};
    > li {
      scroll-snap-align: start;
    }
  }
  ${theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const Card = styled.article`
  position: relative;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadow.md};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const CardText = styled.div`
  padding: ${theme.space.md};
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;
const Eyebrow = styled.p`
  margin: 0 0 ${theme.space.xs} !important;
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${theme.colors.accentDark} !important;
`;
const CardLink = styled(Link)`
  color: ${theme.colors.brandDark};
  ${stretchedLink}
`;
