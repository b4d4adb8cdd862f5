import styled from 'styled-components';
import { SearchFieldValue } from '@/components/ui/search-field';
import { theme } from '@/styles/theme';

// The dates field at rest, shared by the real field (date-range-field.tsx) and the search box facade
// (src/site/layout/search-box-facade.tsx): styles only, so the facade pays almost nothing for them.

export const DatesLabelRow = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${theme.space.sm};
`;

/** The field's value; 'Add your dates' (empty) in the placeholder's muted regular weight. */
export const DatesValue = styled(SearchFieldValue)<{ $empty: boolean }>`
  display: block;
  font-weight: ${({ $empty }) => ($empty ? theme.font.weight.regular : theme.font.weight.semibold)};
  color: ${({ $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
`;

export const DatesNights = styled.span`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.regular};
  color: ${theme.colors.textMuted};
`;
