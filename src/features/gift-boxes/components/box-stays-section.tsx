import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import { theme } from '@/styles/theme';

/** The carousel (and swr/infinite) load only as the section nears the screen: never in the page's first load. */
const BoxStaysCarousel = dynamic(() => import('./box-stays-carousel'), { ssr: false, loading: () => <CarouselLoading /> });

/**
 * How far below the screen the carousel's place starts loading it: little, so that a desktop's first screen (the
 * gallery, title and options) never loads it with the page (first-load JS budget).
 */
const NEAR_MARGIN = '100px';

function CarouselLoading() {
  return (
    <SkeletonRegion>
      <Skeleton variant="card" />
    </SkeletonRegion>
  );
}

/** True once the element has come within NEAR_MARGIN of the screen (at once where the browser cannot tell). */
function useNearScreen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, jsdom) the carousel loads at once; the server renders the placeholder.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * 'Stays available with this box' (§2.4): how many, the map button the site gives, and the carousel of the stays,
 * pages of 8 loaded as its end comes into view.
 */
export function BoxStaysSection({ code, offerCount, mapButton }: { code: string; offerCount: number; mapButton?: ReactNode }) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  return (
    <Section aria-labelledby="box-stays-title">
      <Head>
        <div>
          <h2 id="box-stays-title">
            <FormattedMessage id="giftBoxes.stays.title" />
          </h2>
          <Count>
            <FormattedMessage id="giftBoxes.stays.count" values={{ count: offerCount }} />
          </Count>
        </div>
        {mapButton}
      </Head>
      <div ref={ref}>{near ? <BoxStaysCarousel code={code} /> : <CarouselLoading />}</div>
    </Section>
  );
}

const Section = styled.section`
  min-width: 0;
  h2 {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
`;

const Count = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.colors.textMuted};
`;
