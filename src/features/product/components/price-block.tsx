import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Money } from '@/components/ui/money';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import type { AutoDiscountLine, LocalTaxInfo, PriceInfo } from '@/contracts/quote';
import { autoDiscountMessages as ad } from '@/shared/auto-discount-messages';
import { centsFromEuros, eurosOf, formatMoney } from '@/lib/money';
import { theme } from '@/styles/theme';
import { localTaxLine, perNightPrice, showStayPromo } from '../model/price';
import { productMessages as m } from './product-messages';

export { Money };

export type PriceBlockProps = {
  price: PriceInfo | null;
  /** cents, the tourist tax to pay at the hotel for these criteria */
  localTaxTotalAmount: number;
  localTax: LocalTaxInfo | null;
  loading: boolean;
  /** the server's automatic discount for this stay (the quote's), with the total paid after it; none without one */
  autoDiscount?: (AutoDiscountLine & { total: number }) | null;
};

/**
 * The price as the visitor pays it (taxes included), 'from' or for the stay; per night rounded up; the struck
 * reference only as the catalog gives it (its 30-day rule) and with a promotion of 10 % or more; the tourist tax to
 * pay at the hotel apart, as an amount. With the server's automatic discount (a final price only): its line, 'Automatic
 * discount CODE −10 %' with the amount taken off, and the total paid after it.
 */
export function PriceBlock({ price, localTaxTotalAmount, localTax, loading, autoDiscount }: PriceBlockProps) {
  const intl = useIntl();
  if (loading) {
    return (
      <SkeletonRegion>
        <Skeleton lines={3} />
      </SkeletonRegion>
    );
  }
  if (!price) return null;
  const promo = price.refPrice !== null && showStayPromo(price.promoPercentageRounded);
  const perNight = price.nights > 1 ? perNightPrice(eurosOf(price.sellPrice), price.nights) : null;
  const discount = price.priceType === 'final' ? autoDiscount : null;
  const tax = localTaxLine(localTax ? { amount: eurosOf(localTax.totalAmount ?? localTaxTotalAmount), toBePaidAtHotel: localTax.toBePaidAtHotel } : null);
  return (
    <Prices data-testid="product-price">
      <p className="type">{intl.formatMessage(price.priceType === 'from' ? m.priceFrom : m.priceFinal, { nights: price.nights })}</p>
      <p className="amount">
        {promo && price.refPrice !== null && (
          <s className="struck">
            <span className="visually-hidden">{intl.formatMessage(m.priceStruck)}</span>
            <Money cents={price.refPrice} />
          </s>
        )}
        <strong data-testid="product-price-amount">
          <Money cents={price.sellPrice} />
        </strong>
        <span className="ttc">{intl.formatMessage(m.taxesIncluded)}</span>
        {promo && <span className="promo">{intl.formatMessage(m.promo, { percent: price.promoPercentageRounded })}</span>}
      </p>
      {discount && (
        <>
          <p className="discount" data-testid="product-auto-discount">
            <span>{intl.formatMessage(ad.line, { code: discount.code, percent: discount.percent })}</span> <Money cents={-discount.amount} />
          </p>
          <p className="discount-total" data-testid="product-price-paid">
            <FormattedMessage {...ad.totalAfter} values={{ amount: <strong><Money cents={discount.total} /></strong> }} />
          </p>
        </>
      )}
      {perNight !== null && (
        <p className="note">
          <FormattedMessage {...m.pricePerNight} values={{ price: formatMoney(centsFromEuros(perNight), intl.locale) }} />
        </p>
      )}
      <p className="note" data-testid="product-local-tax">
        {tax.kind === 'atHotel' ? (
          <FormattedMessage {...m.localTaxAtHotel} values={{ amount: formatMoney(centsFromEuros(tax.amount), intl.locale, { decimals: 'always' }) }} />
        ) : tax.kind === 'included' ? (
          <FormattedMessage {...m.localTaxIncluded} />
        ) : (
          <FormattedMessage {...m.localTaxUnknown} />
        )}
      </p>
    </Prices>
  );
}

const Prices = styled.div`
  p {
    margin: 0 0 ${theme.space.xs};
  }
  .type {
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
  .amount {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${theme.space.sm};
  }
  .amount strong {
    font-size: ${theme.font.size.xxl};
    color: ${theme.colors.text};
  }
  .struck {
    color: ${theme.colors.textMuted};
  }
  .ttc {
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.textMuted};
  }
  .promo {
    padding: ${theme.space.xxs} ${theme.space.sm};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.promo};
    color: ${theme.colors.white};
    font-weight: ${theme.font.weight.bold};
    font-size: ${theme.font.size.sm};
  }
  .note {
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.textMuted};
  }
  .discount {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.sm};
    color: ${theme.colors.promo};
    font-weight: ${theme.font.weight.bold};
  }
  .discount-total strong {
    font-size: ${theme.font.size.lg};
  }
`;
