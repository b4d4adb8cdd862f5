import { centsFromEuros } from '@/lib/money';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Money } from '@/components/ui/money';
import type { ShownBanner } from './price-banner';
import { productMessages as m } from './product-messages';

const TEXTS = {
  savings: { title: m.bannerSavingsTitle, body: m.bannerSavingsBody },
  upToPromo: { title: m.bannerUpToTitle, body: m.bannerUpToBody },
  default: { title: m.bannerDefaultTitle, body: m.bannerDefaultBody },
} as const;

/**
 * The price banner's explanatory modal (§2.1), loaded on the banner's first click: where the figure comes from
 * (savings, up-to promotion) or what the price holds (default); 'I understood' closes it.
 */
export function PriceBannerDialog({ banner, open, onOpenChange }: { banner: ShownBanner; open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  const texts = TEXTS[banner.kind];
  const values = banner.kind === 'savings' ? { amount: <Money cents={centsFromEuros(banner.moneySaved)} />, percent: banner.promo } : banner.kind === 'upToPromo' ? { percent: banner.promo } : {};
  return (
    <Dialog
      title={intl.formatMessage(texts.title, banner.kind === 'upToPromo' ? { percent: banner.promo } : undefined)}
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <DialogClose asChild>
          <Button>{intl.formatMessage(m.bannerUnderstood)}</Button>
        </DialogClose>
      }
    >
      <p>
        <FormattedMessage {...texts.body} values={values} />
      </p>
    </Dialog>
  );
}
