import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { BOX_CARD_DESIGN } from '@/contracts/gift-card';
import type { GiftBoxDetail } from '@/contracts/gift-boxes';
import { giftFieldError } from '@/contracts/gift-customisation';
import { GiftCardPreview } from '@/shared/gift-form/gift-card-preview';
import { ErrorText, GiftFormField, giftFieldId } from '@/shared/gift-form/gift-form-field';
import { useGiftForm } from '@/shared/gift-form/use-gift-form';
import { theme } from '@/styles/theme';
import type { BoxChoice } from '../model/use-box-choice';
import { FormatChoice } from './gifting-options';
import { BoxPriceBreakdown } from './box-price-breakdown';

const ID_PREFIX = 'box-gift';

/**
 * The body of 'Personalise your gift' (§2.6): the format choice, the sender's name (optional here) and the message
 * with the gift form's rules (§5), a live preview of the card the recipient gets, the total price block and the
 * 'Offer' confirm, which proceeds only when the form is valid: the texts are kept in browser storage (where the box
 * checkout reads them), then `onConfirm` closes the drawer and goes on (§4).
 */
export default function PersonaliseForm({ detail, choice, onConfirm }: { detail: GiftBoxDetail; choice: BoxChoice; onConfirm: () => void }) {
  const intl = useIntl();
  const form = useGiftForm();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.submit();
    if (value) return onConfirm();
    document.getElementById(giftFieldId(ID_PREFIX, giftFieldError('fromName', form.fields.fromName.value) ? 'fromName' : 'message'))?.focus();
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'giftBoxes.personalise.title' })}>
      <FormatChoice choice={choice} idPrefix={ID_PREFIX} />
      <GiftFormField form={form} name="fromName" idPrefix={ID_PREFIX} />
      <GiftFormField form={form} name="message" idPrefix={ID_PREFIX} />
      <section aria-labelledby="box-gift-preview-title">
        <h3 id="box-gift-preview-title">
          <FormattedMessage id="giftCard.preview" />
        </h3>
        <GiftCardPreview
          design={BOX_CARD_DESIGN}
          label={<FormattedMessage id="giftBoxes.preview.label" />}
          gift={detail.title}
          fromName={form.fields.fromName.value}
          message={form.fields.message.value}
        />
      </section>
      <BoxPriceBreakdown choice={choice} totalTestId="box-gift-total" />
      {form.summary && (
        <ErrorText role="alert">
          <FormattedMessage id="giftCard.errorSummary" />
        </ErrorText>
      )}
      <Button type="submit" variant="primary" block disabled={choice.giftFormat === 'physical' && choice.shipping === null}>
        <FormattedMessage id="giftBoxes.panel.offer" />
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space.lg};
  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.md};
  }
`;

