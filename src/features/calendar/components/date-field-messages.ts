import { defineMessages } from 'react-intl';

/** The dates field's own words (its button at rest), apart from the calendar's so the search box facade loads only these. */
export const dateFieldMessages = defineMessages<'label' | 'placeholder' | 'value' | 'nights'>({
  label: { id: 'calendar.label' },
  placeholder: { id: 'calendar.placeholder' },
  value: { id: 'calendar.value' },
  nights: { id: 'calendar.nights' },
});
