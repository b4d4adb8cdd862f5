import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

/** The search bar's field trigger: a small uppercase label over the value (destination, dates, theme, guests). */
export const SearchFieldButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  width: 100%;
  min-width: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${theme.radius.sm};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/** The small uppercase label of a field (a `<span>` in a trigger, a `<label>` over an input). */
export const searchFieldLabelStyle = css`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${theme.colors.textMuted};
`;

export const SearchFieldLabel = styled.span`
  ${searchFieldLabelStyle}
`;

/** A field's value on one line, cut with an ellipsis. */
export const SearchFieldValue = styled.span`
  min-height: 32px;
  line-height: 32px;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: ${theme.font.weight.semibold};
`;

/** A short note under a field's value (e.g. gifting's fixed travellers). */
export const SearchFieldNote = styled.span`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
`;
