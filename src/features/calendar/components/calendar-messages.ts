import { defineMessages } from 'react-intl';
import type { ShortcutId } from '../model/date-shortcuts';
import { dateFieldMessages } from './date-field-messages';

export const calendarMessages = {
  ...dateFieldMessages,
  ...defineMessages<'title' | 'previousMonth' | 'nextMonth' | 'clear' | 'validate' | 'loading' | 'chooseCheckin' | 'chooseCheckout' | 'dayMinimumStay' | 'shortcutsTitle' | 'minimumStayHint' | 'legendMinimumStay' | 'legendMultipleNights' | 'giftIncluded' | 'giftSupplement' | 'giftLegend'>({
    title: { id: 'calendar.title' },
    previousMonth: { id: 'calendar.previousMonth' },
    nextMonth: { id: 'calendar.nextMonth' },
    clear: { id: 'calendar.clear' },
    validate: { id: 'calendar.validate' },
    loading: { id: 'calendar.loading' },
    chooseCheckin: { id: 'calendar.step.checkin' },
    chooseCheckout: { id: 'calendar.step.checkout' },
    dayMinimumStay: { id: 'calendar.day.minimumStay' },
    shortcutsTitle: { id: 'calendar.shortcuts.title' },
    minimumStayHint: { id: 'calendar.minimumStay.hint' },
    legendMinimumStay: { id: 'calendar.legend.minimumStay' },
    legendMultipleNights: { id: 'calendar.legend.multipleNights' },
    giftIncluded: { id: 'calendar.gift.included' },
    giftSupplement: { id: 'calendar.gift.supplement' },
    giftLegend: { id: 'calendar.gift.legend' },
  }),
};

/** Shortcut labels by the model's ids, written out whole. */
export const shortcutMessages = defineMessages<ShortcutId>({
  currentWeekend: { id: 'calendar.shortcuts.currentWeekend' },
  nextWeekend: { id: 'calendar.shortcuts.nextWeekend' },
  labourDay: { id: 'calendar.shortcuts.labourDay' },
  ascension: { id: 'calendar.shortcuts.ascension' },
  pentecost: { id: 'calendar.shortcuts.pentecost' },
  puenteDeMayo: { id: 'calendar.shortcuts.puenteDeMayo' },
});
