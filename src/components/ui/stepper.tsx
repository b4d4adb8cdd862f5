import { useId, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ControlDescription, ControlLabel, ControlRow, ControlText } from './control-row';

import { MinusIcon, PlusIcon } from './icons';
import { useControllableState } from './use-controllable-state';
import { VisuallyHidden } from './visually-hidden';
import { theme } from '@/styles/theme';

type MessageValues = { decrease: { label: string }; increase: { label: string }; value: { label: string; value: number } };

const messages = defineMessages<MessageValues>({
  decrease: { id: 'ui.stepper.decrease' },
  increase: { id: 'ui.stepper.increase' },
  value: { id: 'ui.stepper.value' },
});

/** Spec default for a generic stepper: 1 to 20. */
export const STEPPER_DEFAULT_MIN = 1;
export const STEPPER_DEFAULT_MAX = 20;

/** A value the stepper may take: an integer within [min, max]; anything else is ignored. */
export function isInRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Brings a programmatic value back into range, e.g. clampToRange(25, 1, 20) === 20. */
export function clampToRange(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** What the visitor may have half-typed: optional minus then digits (empty allowed while editing). */
const TYPABLE = /^-?\d*$/;

export type StepperProps = {
  /** Accessible and visible name, e.g. "Adults"; also names the − and + buttons. */
  label: string;
  hideLabel?: boolean;
  description?: ReactNode;
  value?: number;
  defaultValue?: number;
  /** Only ever called with an in-range value. */
  onValueChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  name?: string;
};

type ChangeSource = 'button' | 'field';

function useStepper({ value, defaultValue, onValueChange, min = STEPPER_DEFAULT_MIN, max = STEPPER_DEFAULT_MAX, step = 1 }: StepperProps) {
  const [raw, setValue] = useControllableState(value, defaultValue ?? min, onValueChange);
  const current = clampToRange(raw, min, max);
  const [draft, setDraft] = useState<string | null>(null);
  const [source, setSource] = useState<ChangeSource | null>(null);
  const commit = (next: number, from: ChangeSource) => {
    if (!isInRange(next, min, max) || next === current) return;
    setSource(from);
    setValue(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const targets: Record<string, number> = { ArrowUp: current + step, ArrowDown: current - step, Home: min, End: max };
    if (event.key in targets) {
      event.preventDefault();
      setDraft(null);
      commit(targets[event.key], 'field');
    } else if (event.key === 'Enter') {
      setDraft(null);
    }
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (!TYPABLE.test(text)) return;
    setDraft(text);
    if (text !== '' && text !== '-') commit(Number(text), 'field');
  };
  return {
    current,
    min,
    max,
    step,
    source,
    text: draft ?? String(current),
    onKeyDown,
    onChange,
    // Leaving the field drops an unfinished or out-of-range entry: the last valid value shows again.
    onBlur: () => setDraft(null),
    decrease: () => commit(current - step, 'button'),
    increase: () => commit(current + step, 'button'),
  };
}

/**
 * Number field with − and + (spinbutton pattern): arrows, Home/End, or typing; values outside min..max are ignored
 * and the buttons are aria-disabled at the bounds. Changes made with the buttons are announced politely.
 */
export function Stepper(props: StepperProps) {
  const { label, hideLabel, description, disabled, name } = props;
  const intl = useIntl();
  const stepper = useStepper(props);
  const id = useId();
  const atMin = disabled || stepper.current <= stepper.min;
  const atMax = disabled || stepper.current >= stepper.max;
  return (
    <ControlRow>
      <ControlText>
        {hideLabel ? (
          <VisuallyHidden as="label" htmlFor={id}>
            {label}
          </VisuallyHidden>
        ) : (
          <ControlLabel htmlFor={id}>{label}</ControlLabel>
        )}
        {description && <ControlDescription id={`${id}-description`}>{description}</ControlDescription>}
      </ControlText>
      <Controls>
        {/* In the Tab order (keyboard users who do not know the spinbutton's keys press them, WCAG 2.1.1); aria-disabled
            rather than disabled keeps a focused button focused at a bound. */}
        <RoundButton
          type="button"
          aria-label={intl.formatMessage(messages.decrease, { label })}
          aria-disabled={atMin}
          onClick={atMin ? undefined : stepper.decrease}
        >
          <MinusIcon />
        </RoundButton>
        <Field
          id={id}
          name={name}
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuenow={stepper.current}
          aria-valuemin={stepper.min}
          aria-valuemax={stepper.max}
          aria-describedby={description ? `${id}-description` : undefined}
          disabled={disabled}
          value={stepper.text}
          onChange={stepper.onChange}
          onKeyDown={stepper.onKeyDown}
          onBlur={stepper.onBlur}
        />
        <RoundButton
          type="button"
          aria-label={intl.formatMessage(messages.increase, { label })}
          aria-disabled={atMax}
          onClick={atMax ? undefined : stepper.increase}
        >
          <PlusIcon />
        </RoundButton>
      </Controls>
      {/* Only button changes are spoken here: the focused spinbutton already announces its own. */}
      <VisuallyHidden aria-live="polite">
        {stepper.source === 'button' && <FormattedMessage {...messages.value} values={{ label, value: stepper.current }} />}
      </VisuallyHidden>
    </ControlRow>
  );
}

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
`;

const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.space.xxl};
  height: ${theme.space.xxl};
  padding: 0;
  border: 2px solid ${theme.colors.brand};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.white};
  color: ${theme.colors.brandDark};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brandLight};
  }
  &[aria-disabled='true'] {
    border-color: ${theme.colors.border};
    background: ${theme.colors.white};
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Field = styled.input`
  width: ${theme.space.xxl};
  padding: ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  text-align: center;
`;
