import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** A labelled control on one row: label and description on the left, the control on the right (Switch, Stepper). */
export const ControlRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

export const ControlText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
`;

export const ControlLabel = styled.label`
  font-weight: ${theme.font.weight.semibold};
`;

export const ControlDescription = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;
