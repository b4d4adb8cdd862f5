import { defineMessages } from 'react-intl';

export const searchBoxMessages = defineMessages<
  | 'form'
  | 'headingBooking'
  | 'headingGifting'
  | 'headingActivity'
  | 'dialogBooking'
  | 'dialogGifting'
  | 'dialogActivity'
  | 'flowLabel'
  | 'flowBooking'
  | 'flowGifting'
  | 'flowActivity'
  | 'themeLabel'
  | 'themeTitle'
  | 'themeGeneric'
  | 'themeAny'
  | 'submit'
  | 'summaryEdit'
  | 'summaryAnywhere'
  | 'summaryAnyDates'
  | 'summaryDates'
  | 'summaryTravellers'
>({
  form: { id: 'searchBox.form.label' },
  headingBooking: { id: 'searchBox.heading.booking' },
  headingGifting: { id: 'searchBox.heading.gifting' },
  headingActivity: { id: 'searchBox.heading.activity' },
  dialogBooking: { id: 'searchBox.dialog.booking' },
  dialogGifting: { id: 'searchBox.dialog.gifting' },
  dialogActivity: { id: 'searchBox.dialog.activity' },
  flowLabel: { id: 'searchBox.flow.label' },
  flowBooking: { id: 'searchBox.flow.booking' },
  flowGifting: { id: 'searchBox.flow.gifting' },
  flowActivity: { id: 'searchBox.flow.activity' },
  themeLabel: { id: 'searchBox.theme.label' },
  themeTitle: { id: 'searchBox.theme.title' },
  themeGeneric: { id: 'searchBox.theme.generic' },
  themeAny: { id: 'searchBox.theme.any' },
  submit: { id: 'searchBox.submit' },
  summaryEdit: { id: 'searchBox.summary.edit' },
  summaryAnywhere: { id: 'searchBox.summary.anywhere' },
  summaryAnyDates: { id: 'searchBox.summary.anyDates' },
  summaryDates: { id: 'searchBox.summary.dates' },
  summaryTravellers: { id: 'searchBox.summary.travellers' },
});
