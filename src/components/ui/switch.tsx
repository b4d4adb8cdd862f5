import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ControlDescription, ControlLabel, ControlRow, ControlText } from './control-row';
import { theme } from '@/styles/theme';

export type SwitchProps = {
  /** Visible label, also the switch's accessible name (clicking it toggles too). */
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Form field name: Radix then renders a hidden checkbox so the value submits with a form. */
  name?: string;
  id?: string;
};

/** On/off control: a button with role="switch" and aria-checked (Radix), toggled by click, Space or Enter. */
export function Switch({ label, description, id, ...rest }: SwitchProps) {
  const ownId = useId();
  const switchId = id ?? ownId;
  const descriptionId = `${switchId}-description`;
  return (
    <ControlRow>
      <ControlText>
        <Label htmlFor={switchId}>{label}</Label>
        {description && <ControlDescription id={descriptionId}>{description}</ControlDescription>}
      </ControlText>
      <Track id={switchId} aria-describedby={description ? descriptionId : undefined} {...rest}>
        <Thumb />
      </Track>
    </ControlRow>
  );
}

const Label = styled(ControlLabel)`
  cursor: pointer;
`;

const Track = styled(RadixSwitch.Root)`
  position: relative;
  flex: none;
  width: ${theme.space.xxl};
  height: calc(${theme.space.lg} + ${theme.space.xs});
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.textMuted};
  cursor: pointer;
  transition: background-color 150ms;
  &[data-state='checked'] {
    background: ${theme.colors.brand};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: ${theme.space.lg};
  height: ${theme.space.lg};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadow.sm};
  transform: translateX(${theme.space.xxs});
  transition: transform 150ms;
  &[data-state='checked'] {
    transform: translateX(calc(${theme.space.xxl} - ${theme.space.lg} - ${theme.space.xxs}));
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
