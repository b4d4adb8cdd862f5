import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { DEFAULT_GIFT_CARD_AMOUNT, DEFAULT_GIFT_CARD_DESIGN, GIFT_CARD_AMOUNTS, GIFT_CARD_DESIGNS, type GiftCardDesign } from '@/contracts/gift-card';
import { giftFieldError } from '@/contracts/gift-customisation';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { useNavigate } from '@/shared/use-navigate';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { ErrorText, GiftFormField, giftFieldId } from '@/shared/gift-form/gift-form-field';
import { useGiftForm } from '@/shared/gift-form/use-gift-form';
import { DESIGN_STYLE, GiftCardPreview } from '@/shared/gift-form/gift-card-preview';
import { eurosOf } from '@/lib/money';

const ID_PREFIX = 'gift-card';

const DESIGN_NAMES = defineMessages<GiftCardDesign>({
  birthday: { id: 'giftCard.design.birthday' },
  love: { id: 'giftCard.design.love' },
  thanks: { id: 'giftCard.design.thanks' },
  celebration: { id: 'giftCard.design.celebration' },
});

/**
 * The gift card customisation page (§2.6): an amount, a design, the sender's name and a message (the gift form of
 * §5), with a live preview; 'Offer' validates the form, keeps the texts in browser storage and hands off to the gift
 * checkout with the amount and design (add_to_cart).
 */
export function GiftCardCustomisation() {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const { track } = useAnalytics();
  const navigate = useNavigate();
  const form = useGiftForm();
  const [amount, setAmount] = useState<number>(DEFAULT_GIFT_CARD_AMOUNT);
  const [design, setDesign] = useState<GiftCardDesign>(DEFAULT_GIFT_CARD_DESIGN);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.submit();
    if (!value) {
      document.getElementById(giftFieldId(ID_PREFIX, giftFieldError('fromName', form.fields.fromName.value) ? 'fromName' : 'message'))?.focus();
      return;
    }
    const item = { item_id: `GIFTCARD-${amount}`, item_name: intl.formatMessage({ id: 'giftCard.preview.label' }), item_category: 'gift-card', item_variant: design, price: eurosOf(amount), quantity: 1 };
    track(analyticsEvents.personalizationItem(item, 'e-gift'));
    track(analyticsEvents.addToCart([item]));
    navigate(href.giftCardCheckout(locale, { amount, design }));
  };

  return (
    <Wrapper>
      <header>
        <h1>
          <FormattedMessage id="giftCard.title" />
        </h1>
        <p>
          <FormattedMessage id="giftCard.intro" />
        </p>
      </header>
      <Columns>
        <Form onSubmit={onSubmit} noValidate>
          <fieldset>
            <legend>
              <FormattedMessage id="giftCard.amount" />
            </legend>
            <Choices>
              {GIFT_CARD_AMOUNTS.map((value) => (
                <Choice key={value}>
                  <input type="radio" name="amount" value={value} checked={amount === value} onChange={() => setAmount(value)} />
                  <span>
                    <Money cents={value} />
                  </span>
                </Choice>
              ))}
            </Choices>
          </fieldset>
          <fieldset>
            <legend>
              <FormattedMessage id="giftCard.design" />
            </legend>
            <Choices>
              {GIFT_CARD_DESIGNS.map((value) => (
                <Choice key={value}>
                  <input type="radio" name="design" value={value} checked={design === value} onChange={() => setDesign(value)} />
                  <span>
                    <Swatch style={{ background: DESIGN_STYLE[value].background }} aria-hidden="true" />
                    {intl.formatMessage(DESIGN_NAMES[value])}
                  </span>
                </Choice>
              ))}
            </Choices>
          </fieldset>
          <GiftFormField form={form} name="fromName" idPrefix={ID_PREFIX} />
          <GiftFormField form={form} name="message" idPrefix={ID_PREFIX} />
          {form.summary && (
            <ErrorText role="alert">
              <FormattedMessage id="giftCard.errorSummary" />
            </ErrorText>
          )}
          <Total>
            <span>
              <FormattedMessage id="giftCard.total" />
            </span>
            <strong aria-live="polite">
              <Money cents={amount} />
            </strong>
          </Total>
          <Button type="submit" variant="primary" block>
            <FormattedMessage id="giftCard.offer" />
          </Button>
          <Muted>
            <FormattedMessage id="giftCard.delivery" />
          </Muted>
        </Form>
        <section aria-labelledby="gift-card-preview-title">
          <h2 id="gift-card-preview-title">
            <FormattedMessage id="giftCard.preview" />
          </h2>
          <GiftCardPreview design={design} amount={amount} fromName={form.fields.fromName.value} message={form.fields.message.value} />
        </section>
      </Columns>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  ${pageColumn}
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.xxl};
  display: grid;
  gap: ${theme.space.xl};
  h1 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.xl};
    ${theme.media.desktop} {
      font-size: ${theme.font.size.xxl};
    }
  }
  h2 {
    font-size: ${theme.font.size.lg};
    margin: 0 0 ${theme.space.md};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    section {
      position: sticky;
      top: calc(${theme.layout.headerHeight} + ${theme.space.md});
    }
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space.lg};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    font-weight: ${theme.font.weight.bold};
    margin-bottom: ${theme.space.sm};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Choice = styled.label`
  position: relative;
  display: inline-flex;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    font-weight: ${theme.font.weight.semibold};
  }
  input:checked + span {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandLight};
    color: ${theme.colors.brandDark};
  }
  input:focus-visible + span {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Swatch = styled.span`
  && {
    display: inline-block;
    width: 20px;
    height: 20px;
    min-height: 0;
    padding: 0;
    border: 0;
    border-radius: 50%;
  }
`;




const Total = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  font-size: ${theme.font.size.lg};
  padding-top: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.border};
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  text-align: center;
`;
