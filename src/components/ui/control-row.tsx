import styled from 'styled-components';

/** A labelled control on one row: label and description on the left, the control on the right (Switch, Stepper). */
export const ControlRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const ControlText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const ControlLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const ControlDescription = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
