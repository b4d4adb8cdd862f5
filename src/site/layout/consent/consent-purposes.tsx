import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CONSENT_PURPOSES, type ConsentChoices } from '@/lib/consent/consent';
import { theme } from '@/styles/theme';

const PURPOSES = defineMessages({
  analytics: { id: 'consent.purpose.analytics' },
  analyticsText: { id: 'consent.purpose.analytics.text' },
  advertising: { id: 'consent.purpose.advertising' },
  advertisingText: { id: 'consent.purpose.advertising.text' },
});
const PURPOSE_TEXTS = {
  analytics: [PURPOSES.analytics, PURPOSES.analyticsText],
  advertising: [PURPOSES.advertising, PURPOSES.advertisingText],
} as const;

export type ConsentPurposesProps = {
  /** the banner's title id: the checkboxes' ids start with it */
  titleId: string;
  /** the choices as ticked so far */
  draft: ConsentChoices;
  onChange: (draft: ConsentChoices) => void;
};

/**
 * The banner's 'Customise' part: one checkbox per purpose (none ticked on a first visit), each described by its text,
 * strictly necessary shown ticked and disabled. A chunk of its own (consent-parts.ts): a first visit that answers
 * with 'Refuse all' or 'Accept all' never downloads it.
 */
export function ConsentPurposes({ titleId, draft, onChange }: ConsentPurposesProps) {
  const intl = useIntl();
  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="consent.purposes.legend" />
      </legend>
      <Purpose>
        <input type="checkbox" id={`${titleId}-necessary`} checked disabled aria-describedby={`${titleId}-necessary-text`} />
        <span>
          <label htmlFor={`${titleId}-necessary`}>
            <FormattedMessage id="consent.purpose.necessary" />
          </label>
          <Hint id={`${titleId}-necessary-text`}>
            <FormattedMessage id="consent.purpose.necessary.text" />
          </Hint>
        </span>
      </Purpose>
      {CONSENT_PURPOSES.map((purpose) => (
        <Purpose key={purpose}>
          <input
            type="checkbox"
            id={`${titleId}-${purpose}`}
            name={purpose}
            checked={draft[purpose]}
            onChange={(event) => onChange({ ...draft, [purpose]: event.target.checked })}
            aria-describedby={`${titleId}-${purpose}-text`}
          />
          <span>
            <label htmlFor={`${titleId}-${purpose}`}>{intl.formatMessage(PURPOSE_TEXTS[purpose][0])}</label>
            <Hint id={`${titleId}-${purpose}-text`}>{intl.formatMessage(PURPOSE_TEXTS[purpose][1])}</Hint>
          </span>
        </Purpose>
      ))}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${theme.space.sm} 0;
  border: 0;
  display: grid;
  gap: ${theme.space.sm};
  legend {
    font-weight: ${theme.font.weight.bold};
    padding: 0;
  }
`;
const Purpose = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    flex: none;
    accent-color: ${theme.colors.brand};
  }
  label {
    font-weight: ${theme.font.weight.semibold};
  }
`;
const Hint = styled.span`
  display: block;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;
