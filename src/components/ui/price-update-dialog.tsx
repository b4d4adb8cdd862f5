import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { PriceUpdateDialogProps } from './price-update-dialog-content';

export type { PriceUpdate, PriceUpdateDialogProps } from './price-update-dialog-content';

/** Its texts, styles and buttons load when a price first moves: most visits never see the dialog. */
const Content = dynamic(() => import('./price-update-dialog-content').then((m) => m.PriceUpdateDialogContent), { ssr: false });

/**
 * 'Price update' (product-and-purchase §2.7, §4): a celebratory icon and '…it's now lower!' or an alarm and '…it's now
 * higher.', both prices, and the buttons of its origin. Shared by the product page and the checkout. Nothing is drawn
 * (nor downloaded) until an update comes; from then on the dialog stays mounted, so it closes as any dialog does.
 */
export function PriceUpdateDialog(props: PriceUpdateDialogProps) {
  const [needed, setNeeded] = useState(props.update !== null);
  if (props.update !== null && !needed) setNeeded(true);
  return needed ? <Content {...props} /> : null;
}
