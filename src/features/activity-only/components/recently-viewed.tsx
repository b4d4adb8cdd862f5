import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import Image from '@/components/ui/image';
import { Money } from '@/components/ui/money';
import { readStorage } from '@/lib/browser-storage';
import { parseRecentlyViewed, RECENTLY_VIEWED_KEY, recordRecentlyViewed, type RecentlyViewedEntry } from '@/shared/recently-viewed';
import { theme } from '@/styles/theme';
import { centsFromEuros } from '@/lib/money';

/** Activities shown in the list. */
export const RECENT_ACTIVITIES_SHOWN = 4;

const NONE: RecentlyViewedEntry[] = [];
const noSubscription = () => () => undefined;
let snapshot: { text: string | null; id: number; list: RecentlyViewedEntry[] } | null = null;

/** The other activities seen before, the same array while storage holds the same text. */
function recentActivities(id: number): RecentlyViewedEntry[] {
  const text = readStorage('localStorage', RECENTLY_VIEWED_KEY);
  if (!snapshot || snapshot.text !== text || snapshot.id !== id) {
    snapshot = { text, id, list: parseRecentlyViewed(text).filter((e) => e.type === 'ACTIVITY' && e.id !== id) };
  }
  return snapshot.list;
}

/**
 * Recently viewed activities (§2.3): records this visit in the shared list (type ACTIVITY, price in euros as the
 * stay page stores it) and shows the other activities seen before; nothing on the server or a first visit.
 */
export function RecentlyViewedActivities({ entry }: { entry: RecentlyViewedEntry }) {
  const recent = useSyncExternalStore(noSubscription, () => recentActivities(entry.id), () => NONE);
  useEffect(() => {
    recordRecentlyViewed(entry);
    // Recorded once per activity: the entry object is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry.id]);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="activity-recent-title">
      <h2 id="activity-recent-title">
        <FormattedMessage id="activity.recentlyViewed" />
      </h2>
      <List>
        {recent.slice(0, RECENT_ACTIVITIES_SHOWN).map((item) => (
          <li key={item.id}>
            {item.imageUrl && (
              <Picture>
                <Image src={item.imageUrl} alt="" fill sizes="(min-width: 1024px) 280px, 50vw" />
              </Picture>
            )}
            <Link href={item.uri}>{item.label}</Link>
            <span>{item.hotel.label}</span>
            <strong>
              <Money cents={centsFromEuros(item.price.sellPrice)} />
            </strong>
          </li>
        ))}
      </List>
    </section>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: grid;
    gap: ${theme.space.xs};
    align-content: start;
  }
  a {
    color: ${theme.colors.brandDark};
    font-weight: ${theme.font.weight.semibold};
  }
  span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.colors.surface};
  img {
    object-fit: cover;
  }
`;
