import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Drawer } from '@/components/ui/drawer';
import { lazyPart } from '@/lib/lazy-part';
import { useAppConfig } from '@/shared/app-config';
import { theme } from '@/styles/theme';

/** The panel's code: fetched on the first pointer or focus on the icon, or on its first press. */
export const giftDrawerListPart = lazyPart(() => import('./gift-drawer-list').then((m) => m.GiftDrawerList));

/**
 * The header's gift drawer (product-and-purchase §2.11): a gift icon opening a panel of the four ways to give, gift
 * boxes, gift stays, the gift card and activities (the last only where the activity search is on, §6). Hidden in
 * customer-care mode (§1). The panel's code (its frame and its list) loads on the first visit of the icon; a press
 * made before it is here opens the drawer once it is, whole (no empty panel, the focus moved in as usual).
 */
export function GiftDrawer() {
  const intl = useIntl();
  const { flags } = useAppConfig();
  // The header stays across client navigations: a followed link closes the drawer.
  const [open, setOpen] = useState(false);
  const [List, setList] = useState(() => giftDrawerListPart.current());
  if (flags.customerCare) return null;
  const fetchList = () =>
    giftDrawerListPart.load().then(
      (loaded) => {
        setList(() => loaded);
        return true;
      },
      () => false, // offline: the icon stays, the next press tries again
    );
  const onOpenChange = (next: boolean) => {
    if (!next || List) {
      setOpen(next);
      return;
    }
    void fetchList().then((loaded) => loaded && setOpen(true));
  };
  return (
    <Drawer
      open={open && List !== null}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'header.gifts.title' })}
      trigger={
        <Trigger type="button" data-testid="gift-drawer-trigger" onPointerEnter={fetchList} onFocus={fetchList}>
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
      {List && <List onChoose={() => setOpen(false)} />}
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
