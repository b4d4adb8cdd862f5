import Link from 'next/link';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';

const ENTRIES = defineMessages({
  boxes: { id: 'header.gifts.boxes' },
  boxesText: { id: 'header.gifts.boxes.text' },
  stays: { id: 'header.gifts.stays' },
  staysText: { id: 'header.gifts.stays.text' },
  giftCard: { id: 'header.gifts.giftCard' },
  giftCardText: { id: 'header.gifts.giftCard.text' },
  activities: { id: 'header.gifts.activities' },
  activitiesText: { id: 'header.gifts.activities.text' },
});

/**
 * The gift drawer's panel: the four ways to give, gift boxes, gift stays, the gift card and activities (the last only
 * where the activity search is on, §6). A chunk of its own (gift-drawer.tsx fetches it on the first visit of the
 * icon): the pages' first load carries the icon only.
 */
export function GiftDrawerList({ onChoose }: { onChoose: () => void }) {
  const intl = useIntl();
  const { locale, flags } = useAppConfig();
  const entries = [
    { href: href.giftBoxes(locale), title: ENTRIES.boxes, text: ENTRIES.boxesText },
    { href: href.search(locale, { flow: 'gifting' }), title: ENTRIES.stays, text: ENTRIES.staysText },
    { href: href.giftCard(locale), title: ENTRIES.giftCard, text: ENTRIES.giftCardText },
    ...(flags.activityOnlySearch ? [{ href: href.search(locale, { flow: 'activity' }), title: ENTRIES.activities, text: ENTRIES.activitiesText }] : []),
  ];
  return (
    <List>
      {entries.map((entry) => (
        <li key={entry.title.id}>
          <Link href={entry.href} onClick={onChoose}>
            <strong>{intl.formatMessage(entry.title)}</strong>
            <span>{intl.formatMessage(entry.text)}</span>
          </Link>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.sm};
  a {
    display: grid;
    gap: ${theme.space.xxs};
    padding: ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover strong,
  a:focus-visible strong {
    text-decoration: underline;
  }
  strong {
    color: ${theme.colors.brandDark};
  }
  span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;
