import { forwardRef, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SearchFieldButton, SearchFieldLabel, SearchFieldValue } from '@/components/ui/search-field';
import { theme } from '@/styles/theme';
import { dateFieldMessages as messages } from './date-field-messages';
import { dateOf } from './local-date';
import { flexibleStayText } from '@/shared/flexible/flexible-stay-text';
import type { FlexibleStay } from '@/shared/search-address/flexible-stay';

// The dates field's button, shared by the real field (date-range-field.tsx) and the search box facade at rest
// (src/features/search-box/components/search-box-facade.tsx, through src/site/search-box.tsx): light, so the
// facade pays almost nothing for it.

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

/**
 * `nights` is the range's length, shown beside the label (the caller counts it: this file stays light for the facade);
 * `flexible` a flexible search, said in words when there are no dates ('A weekend in March').
 */
export type DatesFieldButtonProps = ComponentProps<'button'> & { checkin: string | null; checkout: string | null; nights: number | null; flexible?: FlexibleStay | null };

/** The field's button: the label over the chosen dates (or the placeholder). Radix passes it the opening props. */
export const DatesFieldButton = forwardRef<HTMLButtonElement, DatesFieldButtonProps>(function DatesFieldButton({ checkin, checkout, nights, flexible, ...rest }, ref) {
  const intl = useIntl();
  const format = (day: string) => intl.formatDate(dateOf(day), { weekday: 'short', day: 'numeric', month: 'short' });
  return (
    <SearchFieldButton ref={ref} type="button" {...rest}>
      {/* The night count sits beside the label, so the dates keep the value's whole width. */}
      <DatesLabelRow>
        <SearchFieldLabel>
          <FormattedMessage {...messages.label} />
        </SearchFieldLabel>
        {checkin && checkout && nights !== null && (
          <DatesNights>
            <FormattedMessage {...messages.nights} values={{ count: nights }} />
          </DatesNights>
        )}
      </DatesLabelRow>
      <DatesValue $empty={(!checkin || !checkout) && !flexible}>
        {checkin && checkout ? (
          <FormattedMessage {...messages.value} values={{ checkin: format(checkin), checkout: format(checkout) }} />
        ) : flexible ? (
          flexibleStayText(intl, flexible)
        ) : (
          <FormattedMessage {...messages.placeholder} />
        )}
      </DatesValue>
    </SearchFieldButton>
  );
});

