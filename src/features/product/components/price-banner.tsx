import { centsFromEuros } from '@/lib/money';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { InfoIcon } from '@/components/ui/icons';
import { Money } from '@/components/ui/money';
import { theme } from '@/styles/theme';
import type { PriceBanner } from '../model/price-banner';
import { productMessages as m } from './product-messages';

export type ShownBanner = Exclude<PriceBanner, { kind: 'loading' }>;

/** The explanation's code (texts, dialog) loads on the banner's first click, not with the page. */
const PriceBannerDialog = lazy(() => import('./price-banner-dialog').then((mod) => ({ default: mod.PriceBannerDialog })));

/**
 * The price banner (§2.1): its message is the button that opens its explanatory modal (savings, up-to promotion,
 * default); closing the modal gives the focus back to the banner.
 */
export function PriceBannerButton({ banner }: { banner: ShownBanner }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <BannerButton
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="price-banner"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {banner.kind === 'savings' ? (
          <FormattedMessage {...m.bannerSavings} values={{ amount: <Money cents={centsFromEuros(banner.moneySaved)} /> }} />
        ) : banner.kind === 'upToPromo' ? (
          <FormattedMessage {...m.bannerUpTo} values={{ percent: banner.promo }} />
        ) : (
          <FormattedMessage {...m.bannerDefault} />
        )}
        <InfoIcon />
      </BannerButton>
      {used && (
        <Suspense fallback={null}>
          <PriceBannerDialog banner={banner} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
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
`;
