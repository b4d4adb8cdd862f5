import Link from 'next/link';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Drawer } from '@/components/ui/drawer';
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
 * The header's gift drawer (product-and-purchase §2.11): a gift icon opening a panel of the four ways to give, gift
 * boxes, gift stays, the gift card and activities (the last only where the activity search is on, §6). Hidden in
 * customer-care mode (§1). The panel's code loads on the first opening.
 */
export function GiftDrawer() {
  const intl = useIntl();
  const { locale, flags } = useAppConfig();
  // The header stays across client navigations: a followed link closes the drawer.
  const [open, setOpen] = useState(false);
  if (flags.customerCare) return null;
  const entries = [
    { href: href.giftBoxes(locale), title: ENTRIES.boxes, text: ENTRIES.boxesText },
    { href: href.search(locale, { flow: 'gifting' }), title: ENTRIES.stays, text: ENTRIES.staysText },
    { href: href.giftCard(locale), title: ENTRIES.giftCard, text: ENTRIES.giftCardText },
    ...(flags.activityOnlySearch ? [{ href: href.search(locale, { flow: 'activity' }), title: ENTRIES.activities, text: ENTRIES.activitiesText }] : []),
  ];
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title={intl.formatMessage({ id: 'header.gifts.title' })}
      trigger={
        <Trigger type="button" data-testid="gift-drawer-trigger">
          <GiftIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="3" y="8" width="18" height="4" rx="1" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3-5-3.5-5-1s3.5 1 5 1c1.5 0 5 1.5 5-1s-3.5-2-5 1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </GiftIcon>
          <Label>
            <FormattedMessage id="header.gifts.button" />
          </Label>
        </Trigger>
      }
    >
      <List>
        {entries.map((entry) => (
          <li key={entry.title.id}>
            <Link href={entry.href} onClick={() => setOpen(false)}>
              <strong>{intl.formatMessage(entry.title)}</strong>
              <span>{intl.formatMessage(entry.text)}</span>
            </Link>
          </li>
        ))}
      </List>
    </Drawer>
  );
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  min-width: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.brandDark};
  font: inherit;
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
`;

/** The icon alone on a phone (still named), with its word on a desktop. */
const Label = styled.span`
  ${theme.media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const GiftIcon = styled.svg`
  width: 24px;
  height: 24px;
  flex: none;
`;

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
