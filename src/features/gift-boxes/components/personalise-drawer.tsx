import dynamic from 'next/dynamic';
import { useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import type { GiftBoxDetail } from '@/contracts/gift-boxes';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';
import { useNavigate } from '@/shared/use-navigate';
import { ANALYTICS_GIFT_FORMAT, boxAnalyticsItem } from '../model/box-analytics';
import type { BoxChoice } from '../model/use-box-choice';

/** The drawer's form loads on its first opening, not with the box page. */
const PersonaliseForm = dynamic(() => import('./personalise-form'), { ssr: false });

/**
 * The box's 'Offer' (§4 box Offer) and the 'Personalise your gift' drawer it opens (§2.6). Offer is a link to the box
 * checkout (it works before the page's code runs); once the page runs, it opens the drawer instead and records
 * personalization_item. The drawer's Offer records add_to_cart, closes and goes to the same hand-off address.
 */
export function PersonaliseDrawer({ detail, choice }: { detail: GiftBoxDetail; choice: BoxChoice }) {
  const intl = useIntl();
  const { track } = useAnalytics();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const item = () => boxAnalyticsItem({ code: choice.code, title: detail.title }, choice);
  const openDrawer = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setOpen(true);
    track(analyticsEvents.personalizationItem(item(), ANALYTICS_GIFT_FORMAT[choice.giftFormat]));
  };
  const confirm = () => {
    track(analyticsEvents.addToCart([item()]));
    setOpen(false);
    navigate(choice.offerHref);
  };
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title={intl.formatMessage({ id: 'giftBoxes.personalise.title' })}
      trigger={
        <LinkButton href={choice.offerHref} variant="primary" block onClick={openDrawer} data-testid="box-offer">
          <FormattedMessage id="giftBoxes.panel.offer" />
        </LinkButton>
      }
    >
      {open && <PersonaliseForm detail={detail} choice={choice} onConfirm={confirm} />}
    </Drawer>
  );
}
