import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { InfoIcon } from '@/components/ui/icons';
import { Money } from '@/components/ui/money';
import { theme } from '@/styles/theme';
import type { PriceBanner } from '../model/price-banner';
import { productMessages as m } from './product-messages';

type ShownBanner = Exclude<PriceBanner, { kind: 'loading' }>;

const TEXTS = {
  savings: { title: m.bannerSavingsTitle, body: m.bannerSavingsBody },
  upToPromo: { title: m.bannerUpToTitle, body: m.bannerUpToBody },
  default: { title: m.bannerDefaultTitle, body: m.bannerDefaultBody },
} as const;

/**
 * The price banner (§2.1): its message is the button that opens its explanatory modal (savings, up-to promotion,
 * default), which says where the figure comes from; 'I understood' closes it and the focus returns to the banner.
 */
export function PriceBannerDialog({ banner }: { banner: ShownBanner }) {
  const intl = useIntl();
  const texts = TEXTS[banner.kind];
  const values = banner.kind === 'savings' ? { amount: <Money cents={banner.moneySaved * 100} />, percent: banner.promo } : banner.kind === 'upToPromo' ? { percent: banner.promo } : {};
  return (
    <Dialog
      title={intl.formatMessage(texts.title, banner.kind === 'upToPromo' ? { percent: banner.promo } : undefined)}
      trigger={
        <BannerButton type="button" data-testid="price-banner">
          {banner.kind === 'savings' ? (
            <FormattedMessage {...m.bannerSavings} values={{ amount: <Money cents={banner.moneySaved * 100} /> }} />
          ) : banner.kind === 'upToPromo' ? (
            <FormattedMessage {...m.bannerUpTo} values={{ percent: banner.promo }} />
          ) : (
            <FormattedMessage {...m.bannerDefault} />
          )}
          <InfoIcon />
        </BannerButton>
      }
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

const BannerButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0 0;
  padding: ${theme.space.sm};
  min-height: 44px;
  border: 0;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandLight};
  color: ${theme.colors.brandDark};
  font: inherit;
  font-size: ${theme.font.size.sm};
  text-align: start;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.brandDark};
    outline-offset: 2px;
  }
`;
