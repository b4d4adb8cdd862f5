import { format } from 'date-fns';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppConfig } from '@/shared/app-config';
import { dateLocale as dateFnsLocale } from '@/lib/date-locale';
import { timeZoneOf } from '@/lib/locales';
import { todayAt } from '@/lib/days';
import { flexibleStayText } from '@/shared/flexible/flexible-stay-text';
import { flexibleMonthChoices, type FlexibleArrival, type FlexibleNights, type FlexibleStay } from '@/shared/search-address/flexible-stay';
import { canToggleFlexibleMonth, toggleFlexibleMonth } from '../model/flexible-months';
import { flexibleMessages as messages } from './flexible-messages';
import { theme } from '@/styles/theme';

export type FlexiblePanelProps = {
  /** The choice being made (months may be empty until the visitor picks one). */
  value: FlexibleStay;
  onChange: (value: FlexibleStay) => void;
  now: Date;
  /** Opened on this panel: the focus goes to the chosen length (not when reached from the dates' tab). */
  focusOnMount?: boolean;
};

/** The four lengths, a weekend first (the 'a weekend in March'). */
const LENGTHS: readonly { arrival: FlexibleArrival; nights: FlexibleNights }[] = [
  { arrival: 'weekend', nights: 2 },
  { arrival: 'weekend', nights: 1 },
  { arrival: 'any', nights: 2 },
  { arrival: 'any', nights: 1 },
];

/**
 * Flexible dates (issue 36): a length (a weekend, Friday or Saturday arrival, of 1 or 2 nights; or 1 or 2 nights any
 * day) as radio buttons, and one to three of the next twelve months as toggle buttons (aria-pressed), month names
 * from the date-fns locale. Its own chunk: loaded when the calendar opens in a flow that offers it.
 */
export default function FlexiblePanel({ value, onChange, now, focusOnMount = false }: FlexiblePanelProps) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const dateLocale = useMemo(() => dateFnsLocale(locale), [locale]);
  const months = useMemo(() => flexibleMonthChoices(todayAt(timeZoneOf(locale), now)), [locale, now]);
  const lengthsRef = useRef<HTMLFieldSetElement>(null);
  const id = useId();
  const name = `${id}-length`;
  const titleId = `${id}-months`;
  const statusId = `${id}-status`;

  useEffect(() => {
    if (focusOnMount) lengthsRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [focusOnMount]);

  return (
    <Panel>
      <Lengths ref={lengthsRef}>
        <Legend>
          <FormattedMessage {...messages.lengthTitle} />
        </Legend>
        <LengthOptions>
          {LENGTHS.map((length) => {
            const checked = value.arrival === length.arrival && value.nights === length.nights;
            return (
              <LengthOption key={`${length.arrival}-${length.nights}`} data-checked={checked || undefined}>
                <input type="radio" name={name} checked={checked} onChange={() => onChange({ ...value, ...length })} />
                <span>
                  <FormattedMessage {...messages.length} values={length} />
                  <small>
                    <FormattedMessage {...(length.arrival === 'weekend' ? messages.weekendHint : messages.anyHint)} />
                  </small>
                </span>
              </LengthOption>
            );
          })}
        </LengthOptions>
      </Lengths>
      <section aria-labelledby={titleId}>
        <Title id={titleId}>
          <FormattedMessage {...messages.monthsTitle} />
        </Title>
        <Months role="group" aria-labelledby={titleId} aria-describedby={statusId}>
          {months.map((month) => {
            const pressed = value.months.includes(month);
            const pressable = canToggleFlexibleMonth(value.months, month);
            const [year, number] = month.split('-').map(Number);
            const name = format(new Date(year, number - 1, 15), 'LLLL', { locale: dateLocale });
            return (
              <MonthButton
                key={month}
                type="button"
                aria-pressed={pressed}
                aria-disabled={!pressable || undefined}
                data-month={month}
                onClick={() => pressable && onChange({ ...value, months: toggleFlexibleMonth(value.months, month) })}
              >
                <MonthName>{name}</MonthName>
                <MonthYear>{year}</MonthYear>
              </MonthButton>
            );
          })}
        </Months>
        <Status id={statusId} role="status">
          {value.months.length === 0 ? <FormattedMessage {...messages.monthsHint} /> : flexibleStayText(intl, value)}
        </Status>
      </section>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  width: 640px;
  max-width: 100%;
  ${theme.media.mobile} {
    width: auto;
  }
`;

const Lengths = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space.sm};
  font-weight: ${theme.font.weight.semibold};
`;

const Title = styled.h3`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
`;

const LengthOptions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  ${theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const LengthOption = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  cursor: pointer;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  &[data-checked] {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandLight};
    color: ${theme.colors.brandDark};
  }
  &:focus-within {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    margin: 2px 0 0;
    accent-color: ${theme.colors.brand};
  }
  small {
    display: block;
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.regular};
    color: ${theme.colors.textMuted};
  }
`;

const Months = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};
  ${theme.media.desktop} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const MonthButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.xs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.white};
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.brand};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brand};
    color: ${theme.colors.white};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${theme.colors.textMuted};
    background: ${theme.colors.surface};
  }
`;

const MonthName = styled.span`
  font-weight: ${theme.font.weight.semibold};
  font-size: ${theme.font.size.sm};
  &::first-letter {
    text-transform: uppercase;
  }
`;

const MonthYear = styled.span`
  font-size: ${theme.font.size.xs};
`;

const Status = styled.p`
  margin: ${theme.space.sm} 0 0;
  min-height: 1.5em;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.brandDark};
`;
