import { defineMessages } from 'react-intl';

/** The flexible dates' words (issue 36): the tabs in the calendar's chunk, the panel's in its own. */
export const flexibleMessages = defineMessages<'modeLabel' | 'modeDates' | 'modeFlexible' | 'lengthTitle' | 'length' | 'weekendHint' | 'anyHint' | 'monthsTitle' | 'monthsHint'>({
  modeLabel: { id: 'calendar.mode.label' },
  modeDates: { id: 'calendar.mode.dates' },
  modeFlexible: { id: 'calendar.mode.flexible' },
  lengthTitle: { id: 'calendar.flexible.lengthTitle' },
  length: { id: 'calendar.flexible.length' },
  weekendHint: { id: 'calendar.flexible.weekendHint' },
  anyHint: { id: 'calendar.flexible.anyHint' },
  monthsTitle: { id: 'calendar.flexible.monthsTitle' },
  monthsHint: { id: 'calendar.flexible.monthsHint' },
});
