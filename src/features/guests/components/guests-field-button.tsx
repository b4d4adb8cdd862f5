import { forwardRef, type ComponentProps } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { SearchFieldButton, SearchFieldLabel, SearchFieldValue } from '@/components/ui/search-field';

/** Plain descriptors: the summary takes values. */
const messages = defineMessages({ label: { id: 'guests.label' }, summary: { id: 'guests.summary' } }) as Record<'label' | 'summary', MessageDescriptor>;

export type GuestsFieldButtonProps = ComponentProps<'button'> & { guests: { adults: number; children: number; babies: number } };

/**
 * The guests field's closed look without its code (the steppers, the picker's dialog, the composition rules): a page
 * shows it until the visitor reaches for the field, then loads the real one (`GuestsField`), as the calendar's light
 * dates button does.
 */
export const GuestsFieldButton = forwardRef<HTMLButtonElement, GuestsFieldButtonProps>(function GuestsFieldButton({ guests, ...rest }, ref) {
  return (
    <SearchFieldButton ref={ref} type="button" {...rest}>
      <SearchFieldLabel>
        <FormattedMessage {...messages.label} />
      </SearchFieldLabel>
      <SearchFieldValue>
        <FormattedMessage {...messages.summary} values={{ adults: guests.adults, children: guests.children, babies: guests.babies }} />
      </SearchFieldValue>
    </SearchFieldButton>
  );
});
