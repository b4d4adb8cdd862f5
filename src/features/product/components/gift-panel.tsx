import { useId, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { formatMoney } from '@/lib/money';
import { BOX_CARD_DESIGN } from '@/contracts/gift-card';
import { giftFieldError } from '@/contracts/gift-customisation';
import { giftNightsOptions, RATE_TIERS, type Bucket, type GiftPriceEntry } from '@/contracts/gift-stay';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { GiftCardPreview } from '@/shared/gift-form/gift-card-preview';
import { ErrorText, GiftFormField, giftFieldId } from '@/shared/gift-form/gift-form-field';
import { useGiftForm } from '@/shared/gift-form/use-gift-form';
import { useNavigate } from '@/shared/use-navigate';
import { theme } from '@/styles/theme';
import { shippingCostsUrl, subElementsUrl, useShippingCosts, useSubElements } from '@/shared/gift-extras-api';
import { giftOffer, NO_PHYSICAL_GIFT, staySleeveChoice, stayGiftFormat, STANDARD_SLEEVE } from '../model/gift-flow';
import type { ProductAddress } from '../model/product-address';
import { eurosOf } from '@/lib/money';

const gDefined = defineMessages({
  title: { id: 'product.gift.panelTitle' },
  nights: { id: 'product.gift.nights' },
  nightsOption: { id: 'product.gift.nightsOption' },
  price: { id: 'product.gift.price' },
  taxesIncluded: { id: 'product.price.taxesIncluded' },
  validity: { id: 'product.gift.validity' },
  delivery: { id: 'product.gift.delivery' },
  offer: { id: 'product.gift.offer' },
  unavailable: { id: 'product.gift.unavailable' },
  availability: { id: 'product.gift.availability' },
  tiers: { id: 'product.gift.tiers' },
  essential: { id: 'product.gift.tier.essential' },
  serenity: { id: 'product.gift.tier.serenity' },
  liberty: { id: 'product.gift.tier.liberty' },
  popular: { id: 'product.gift.tier.popular' },
  personalise: { id: 'product.gift.personalise' },
  preview: { id: 'giftCard.preview' },
  previewLabel: { id: 'product.gift.preview.label' },
  errorSummary: { id: 'giftCard.errorSummary' },
  formatLegend: { id: 'product.gift.format.legend' },
  formatDigital: { id: 'product.gift.format.digital' },
  formatPhysical: { id: 'product.gift.format.physical' },
  formatUnavailable: { id: 'product.gift.format.unavailable' },
  deliveryPhysical: { id: 'product.gift.deliveryPhysical' },
  shipping: { id: 'product.gift.shipping' },
  standardSleeve: { id: 'giftBoxes.extras.standard' },
});
/** Plain descriptors: several of these messages take values. */
const g = gDefined as Record<keyof typeof gDefined, MessageDescriptor>;

export const GIFT_PANEL_ID = 'gift-panel';
export const GIFT_TITLE_ID = 'gift-panel-title';
/** The ids of the gift form's fields start with this (`giftFieldId`). */
export const GIFT_FORM_ID_PREFIX = 'stay-gift';

export type GiftPanelProps = {
  offerId: number;
  label: string;
  giftPrices: readonly GiftPriceEntry[];
  address: ProductAddress;
  onAddressChange: (address: ProductAddress) => void;
  navigate?: (url: string) => void;
};

/**
 * The gifting flow's panel (§2.1 gift section, §4 flow switch): the gift nights of the price list (the first by
 * default; 1 to 3 without a list), the rate tiers Essential / Serenity (popular) / Liberty in customer-care mode only
 * (`bucket` in the hash), the availability upsell behind its flag (`upsell=availability`), the gift's price (type
 * 'gift', for 2 people), the gift format behind its flag (§2.1 `giftFormat`, §4: physical once the shipping costs have
 * loaded, never in Italy, its shipping shown), the validity and delivery texts of §1, the gift customisation (§2.1, §5: the sender's name,
 * mandatory here, and the message, with a live preview of the card), and 'Offer this stay' to the gift checkout. The
 * offer goes on only with a valid form: the texts are then kept in browser storage, where the gift checkout reads
 * them (`storedGiftTexts`); otherwise the first wrong field gets the focus and its message.
 */
export function GiftPanel({ offerId, label, giftPrices, address, onAddressChange, navigate: navigateProp }: GiftPanelProps) {
  const intl = useIntl();
  const { locale, flags, apiBase } = useAppConfig();
  const { track } = useAnalytics();
  const siteNavigate = useNavigate();
  const navigate = navigateProp ?? siteNavigate;
  const nightsId = useId();
  const offer = giftOffer(address, giftPrices, { customerCare: flags.customerCare, upsellAvailability: flags.upsellAvailability });
  // §4 gift format: physical only with the flag on and the shipping costs loaded (never in Italy).
  const mayPost = flags.physicalGiftFormat && !NO_PHYSICAL_GIFT.includes(locale);
  const costsCall = useShippingCosts(mayPost ? shippingCostsUrl(apiBase, locale) : null);
  const costs = costsCall.error ? 'error' : (costsCall.data ?? null);
  const format = stayGiftFormat({ locale, flagOn: flags.physicalGiftFormat, asked: address.giftFormat, costs });
  const formatName = useId();
  // §2.1 `sleeves`: the physical card's sleeve, from the catalog's extras (asked once physical is chosen).
  const extras = useSubElements(format.format === 'physical' ? subElementsUrl(apiBase, locale) : null).data ?? null;
  const sleeve = format.format === 'physical' && extras ? staySleeveChoice(extras, address.sleeve, intl.formatMessage(g.standardSleeve)) : null;
  const sleeveName = useId();
  const tierName = { 1: g.essential, 2: g.serenity, 3: g.liberty } as const;
  const form = useGiftForm({ nameMandatory: true });
  const previewTitleId = useId();

  const give = (event: FormEvent) => {
    event.preventDefault();
    if (!offer.price) return;
    const texts = form.submit();
    if (!texts) {
      const wrong = giftFieldError('fromName', form.fields.fromName.value, { nameMandatory: true }) ? 'fromName' : 'message';
      document.getElementById(giftFieldId(GIFT_FORM_ID_PREFIX, wrong))?.focus();
      return;
    }
    if (format.shipping === null) return;
    const sleevePrice = sleeve?.price ?? 0;
    track(analyticsEvents.addToCart([{ item_id: String(offerId), item_name: label || String(offerId), item_category: 'gift-stay', item_variant: 'gifting', price: eurosOf(offer.price.total + format.shipping + sleevePrice), quantity: 1 }]));
    const sleeveId = sleeve && sleeve.chosen !== STANDARD_SLEEVE ? Number(sleeve.chosen) : null;
    navigate(href.giftStayCheckout(locale, { id: offerId, giftNights: offer.nights, bucket: flags.customerCare ? offer.bucket : null, upsell: offer.availability.taken, physical: format.format === 'physical', sleeve: sleeveId }));
  };

  return (
    <Panel id={GIFT_PANEL_ID} aria-labelledby={GIFT_TITLE_ID} data-testid="gift-panel">
      <h2 id={GIFT_TITLE_ID} tabIndex={-1}>
        {intl.formatMessage(g.title)}
      </h2>
      <form onSubmit={give} noValidate aria-labelledby={GIFT_TITLE_ID}>
        <label htmlFor={nightsId}>{intl.formatMessage(g.nights)}</label>
        <select id={nightsId} value={offer.nights} onChange={(event) => onAddressChange({ ...address, giftNights: Number(event.target.value) })} data-testid="gift-nights">
          {giftNightsOptions(giftPrices).map((n) => (
            <option key={n} value={n}>
              {intl.formatMessage(g.nightsOption, { count: n })}
            </option>
          ))}
        </select>
        {flags.customerCare && (
          <fieldset data-testid="gift-tiers">
            <legend>{intl.formatMessage(g.tiers)}</legend>
            {RATE_TIERS.map((tier) => {
              const entry = giftPrices.find((e) => e.nights === offer.nights);
              return (
                <label key={tier.bucket} className="choice">
                  <input type="radio" name="gift-bucket" value={tier.bucket} checked={offer.bucket === tier.bucket} onChange={() => onAddressChange({ ...address, bucket: tier.bucket as Bucket })} />
                  <span>
                    {intl.formatMessage(tierName[tier.bucket])}
                    {tier.popular && <strong className="popular">{intl.formatMessage(g.popular)}</strong>}
                    {entry && <span className="amount">{formatMoney(entry.sellPrices[tier.bucket - 1], intl.locale)}</span>}
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
        {offer.availability.offered && (
          <label className="choice" data-testid="gift-availability">
            <input type="checkbox" checked={offer.availability.taken} onChange={(event) => onAddressChange({ ...address, upsell: event.target.checked ? 'availability' : 'none' })} />
            <span>{intl.formatMessage(g.availability, { amount: formatMoney(offer.availability.amount, intl.locale) })}</span>
          </label>
        )}
        {format.state !== 'hidden' && (
          <fieldset data-testid="gift-format">
            <legend>{intl.formatMessage(g.formatLegend)}</legend>
            <label className="choice">
              <input type="radio" name={formatName} value="digital" checked={format.format === 'digital'} onChange={() => onAddressChange({ ...address, giftFormat: 'digital' })} />
              <span>{intl.formatMessage(g.formatDigital)}</span>
            </label>
            <label className="choice">
              <input
                type="radio"
                name={formatName}
                value="physical"
                checked={format.format === 'physical'}
                disabled={format.state !== 'offered'}
                aria-describedby={format.state === 'unavailable' ? `${formatName}-unavailable` : undefined}
                onChange={() => onAddressChange({ ...address, giftFormat: 'physical' })}
              />
              <span>{intl.formatMessage(g.formatPhysical)}</span>
            </label>
            {format.state === 'unavailable' && (
              <p id={`${formatName}-unavailable`} className="note">
                {intl.formatMessage(g.formatUnavailable)}
              </p>
            )}
          </fieldset>
        )}
        {sleeve && (
          <fieldset data-testid="gift-sleeve">
            <legend>{sleeve.label}</legend>
            {sleeve.options.map((option) => (
              <label key={option.id} className="choice">
                <input type="radio" name={sleeveName} value={option.id} checked={sleeve.chosen === option.id} onChange={() => onAddressChange({ ...address, sleeve: option.id })} />
                <span>
                  {option.name}
                  <span className="amount">{formatMoney(option.price, intl.locale)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {offer.price ? (
          <p className="price" data-testid="gift-price" data-price-type={offer.priceType}>
            <span>{intl.formatMessage(g.price, { nights: offer.nights })}</span>
            <strong>
              <Money cents={offer.price.total} /> <abbr>{intl.formatMessage(g.taxesIncluded)}</abbr>
            </strong>
          </p>
        ) : (
          <p role="status">{intl.formatMessage(g.unavailable)}</p>
        )}
        {(format.format === 'physical' || (format.state === 'loading' && address.giftFormat === 'physical')) && (
          <p className="shipping" data-testid="gift-shipping">
            {intl.formatMessage(g.shipping, { amount: format.shipping === null ? '---' : formatMoney(format.shipping, intl.locale) })}
          </p>
        )}
        <ul className="facts">
          <li>{intl.formatMessage(g.validity)}</li>
          <li>{intl.formatMessage(format.format === 'physical' ? g.deliveryPhysical : g.delivery)}</li>
        </ul>
        <fieldset className="texts" data-testid="gift-texts">
          <legend>{intl.formatMessage(g.personalise)}</legend>
          <GiftFormField form={form} name="fromName" idPrefix={GIFT_FORM_ID_PREFIX} mandatory />
          <GiftFormField form={form} name="message" idPrefix={GIFT_FORM_ID_PREFIX} />
        </fieldset>
        <div className="preview" role="group" aria-labelledby={previewTitleId}>
          <h3 id={previewTitleId}>{intl.formatMessage(g.preview)}</h3>
          <GiftCardPreview design={BOX_CARD_DESIGN} label={intl.formatMessage(g.previewLabel)} gift={label} fromName={form.fields.fromName.value} message={form.fields.message.value} />
        </div>
        {form.summary && <ErrorText role="alert">{intl.formatMessage(g.errorSummary)}</ErrorText>}
        <Button type="submit" disabled={!offer.price} data-testid="gift-offer">
          <FormattedMessage {...g.offer} />
        </Button>
      </form>
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.background};
  h2 {
    margin: 0;
  }
  form {
    display: grid;
    gap: ${theme.space.sm};
  }
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.font.size.md};
  }
  .texts {
    gap: ${theme.space.md};
    legend {
      font-weight: ${theme.font.weight.semibold};
    }
  }
  select {
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
    font: inherit;
  }
  fieldset {
    display: grid;
    gap: ${theme.space.xs};
    margin: 0;
    padding: ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
  }
  .choice {
    display: flex;
    gap: ${theme.space.sm};
    align-items: center;
    min-height: 44px;
  }
  .popular {
    margin-left: ${theme.space.xs};
    padding: 0 ${theme.space.xs};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.brand};
    color: ${theme.colors.white};
    font-size: ${theme.font.size.sm};
  }
  .amount {
    margin-left: ${theme.space.sm};
  }
  .price {
    display: grid;
    margin: 0;
    strong {
      font-size: ${theme.font.size.xl};
    }
    abbr {
      text-decoration: none;
      font-size: ${theme.font.size.sm};
    }
  }
  .note,
  .shipping {
    margin: 0;
  }
  .note {
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
  .facts {
    margin: 0;
    padding-left: ${theme.space.lg};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;
