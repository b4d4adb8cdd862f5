import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { cancellationLabel } from '../model/cancellation';
import { optionPriceLabel, type CancellationOption } from '../model/cancellation-options';
import { productMessages as m } from './product-messages';
import { formatMoney } from '@/lib/money';

export type CancellationOptionsStepProps = {
  options: readonly CancellationOption[];
  now: Date;
  timeZone: string;
  /** Another option is another offer: the page goes to it, with the same stay. */
  onChoose: (option: CancellationOption) => void;
};

/** The booking step 'cancellation-policy offer choice' (§2.1): one radio per option, its conditions and its price ('Included' or '+40 €'). */
export function CancellationOptionsStep({ options, now, timeZone, onChoose }: CancellationOptionsStepProps) {
  const intl = useIntl();
  return (
    <Options data-testid="cancellation-options">
      <legend>{intl.formatMessage(m.stepOption)}</legend>
      {options.map((option) => {
        const label = cancellationLabel({ hasDates: true, policy: option.cancellationPolicy, now, timeZone });
        const price = optionPriceLabel(option);
        return (
          <label key={option.weekendId}>
            <input type="radio" name="cancellation-option" value={option.weekendId} checked={option.current} onChange={() => onChoose(option)} />
            <span className="policy">
              {label.kind === 'refundableUntil' ? (
                <FormattedMessage {...m.cancellationRefundable} values={{ date: <FormattedDate value={`${label.deadline.slice(0, 10)}T12:00:00`} day="numeric" month="long" year="numeric" /> }} />
              ) : (
                intl.formatMessage(m.cancellationNonRefundable)
              )}
            </span>
            <strong className="price">{price.kind === 'included' ? intl.formatMessage(m.optionIncluded) : intl.formatMessage(m.optionExtra, { amount: formatMoney(price.amount, intl.locale) })}</strong>
          </label>
        );
      })}
    </Options>
  );
}

const Options = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.xs};
  legend {
    padding: 0;
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.semibold};
    color: ${theme.colors.textMuted};
  }
  label {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    padding: ${theme.space.xs} ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    font-size: ${theme.font.size.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandLight};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.colors.brand};
  }
`;
