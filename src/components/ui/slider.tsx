import * as RadixSlider from '@radix-ui/react-slider';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useControllableState } from './use-controllable-state';
import { theme } from '@/styles/theme';

export type SliderProps = {
  /** Visible name of the whole control (e.g. "Price"); labels the group. */
  label?: ReactNode;
  /** One translated accessible name per thumb, e.g. ["Minimum price", "Maximum price"]; its length sets the thumb count. */
  thumbLabels: readonly string[];
  min: number;
  max: number;
  step?: number;
  value?: number[];
  defaultValue?: number[];
  /** While dragging or on each key press; values always sorted ascending. */
  onValueChange?: (value: number[]) => void;
  /** Once the visitor lets go (pointer up or key press): the moment to search. */
  onValueCommit?: (value: number[]) => void;
  /** Text for a value, read by screen readers and shown under the track, e.g. (v) => "250 € +". */
  formatValue?: (value: number, thumbIndex: number) => string;
  minStepsBetweenThumbs?: number;
  disabled?: boolean;
  name?: string;
};

/** Default positions: thumbs spread across the range (a single thumb starts at min). */
export function initialSliderValue(thumbCount: number, min: number, max: number): number[] {
  return thumbCount === 1 ? [min] : Array.from({ length: thumbCount }, (_, i) => min + ((max - min) * i) / (thumbCount - 1));
}

/**
 * Home/End send the focused thumb as far as its neighbours allow (APG), where Radix would move the first/last thumb,
 * e.g. jumpThumb([50, 240], 1, 'Home', 0, 250, 10) → [50, 60].
 */
export function jumpThumb(values: number[], index: number, key: 'Home' | 'End', min: number, max: number, gap: number): number[] {
  const next = [...values];
  if (key === 'Home') next[index] = index === 0 ? min : values[index - 1] + gap;
  else next[index] = index === values.length - 1 ? max : values[index + 1] - gap;
  return next;
}

function useHomeEndKeys(values: number[], set: (next: number[]) => void, commit: SliderProps['onValueCommit'], min: number, max: number, gap: number) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    const index = [...event.currentTarget.querySelectorAll('[role="slider"]')].indexOf(event.target as Element);
    if (index < 0) return;
    // Preventing the default also skips Radix's own Home/End handling.
    event.preventDefault();
    const next = jumpThumb(values, index, event.key, min, max, gap);
    if (next[index] === values[index]) return;
    set(next);
    commit?.(next);
  };
}

/** One- or two-thumb slider (Radix): arrows, Page keys, Home/End; each thumb named and valued in words. */
export function Slider({ label, thumbLabels, min, max, step = 1, value, defaultValue, onValueChange, onValueCommit, formatValue = String, minStepsBetweenThumbs = 0, disabled, name }: SliderProps) {
  const [values, setValues] = useControllableState(value, defaultValue ?? initialSliderValue(thumbLabels.length, min, max), onValueChange);
  const labelId = useId();
  const onKeyDown = useHomeEndKeys(values, setValues, onValueCommit, min, max, minStepsBetweenThumbs * step);
  return (
    <Wrapper>
      {label && <Label id={labelId}>{label}</Label>}
      <Root
        role="group"
        aria-labelledby={label ? labelId : undefined}
        min={min}
        max={max}
        step={step}
        value={values}
        onValueChange={setValues}
        onValueCommit={onValueCommit}
        onKeyDown={onKeyDown}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
        disabled={disabled}
        name={name}
      >
        <Track>
          <Range />
        </Track>
        {values.map((v, i) => (
          <Thumb key={thumbLabels[i]} aria-label={thumbLabels[i]} aria-valuetext={formatValue(v, i)} />
        ))}
      </Root>
      <Values aria-hidden="true">
        {values.map((v, i) => (
          <span key={thumbLabels[i]}>{formatValue(v, i)}</span>
        ))}
      </Values>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

const Label = styled.span`
  font-weight: ${theme.font.weight.semibold};
`;

const Root = styled(RadixSlider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  height: ${theme.space.xxl};
  touch-action: none;
  user-select: none;
  &[data-disabled] {
    opacity: 0.55;
  }
`;

const Track = styled(RadixSlider.Track)`
  position: relative;
  flex: 1;
  height: ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.border};
`;

const Range = styled(RadixSlider.Range)`
  position: absolute;
  height: 100%;
  border-radius: inherit;
  background: ${theme.colors.brand};
`;

const Thumb = styled(RadixSlider.Thumb)`
  display: block;
  width: ${theme.space.lg};
  height: ${theme.space.lg};
  border: 2px solid ${theme.colors.brand};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadow.sm};
  cursor: grab;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Values = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;
