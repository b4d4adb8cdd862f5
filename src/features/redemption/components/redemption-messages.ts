import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The beneficiary's texts (ids in locales/*.json, docs/messages.md). */
const messages = defineMessages({
  title: { id: 'beneficiary.title' },
  intro: { id: 'beneficiary.intro' },
  codeLabel: { id: 'beneficiary.code.label' },
  codeHint: { id: 'beneficiary.code.hint' },
  submit: { id: 'beneficiary.submit' },
  submitting: { id: 'beneficiary.submitting' },
  rateLimited: { id: 'beneficiary.rateLimited' },
  sessionEnded: { id: 'beneficiary.session.ended' },
  failed: { id: 'beneficiary.failed' },
  giftBox: { id: 'beneficiary.gift.box' },
  giftStay: { id: 'beneficiary.gift.stay' },
  giftDetails: { id: 'beneficiary.gift.details' },
  logout: { id: 'beneficiary.logout' },
  count: { id: 'beneficiary.results.count' },
  included: { id: 'beneficiary.card.included' },
  supplement: { id: 'beneficiary.card.supplement' },
  price: { id: 'beneficiary.card.price' },
  priceFrom: { id: 'beneficiary.card.priceFrom' },
  dates: { id: 'beneficiary.card.dates' },
  datesOf: { id: 'beneficiary.card.datesOf' },
  stars: { id: 'beneficiary.filters.stars' },
  starsValue: { id: 'beneficiary.filters.starsValue' },
  region: { id: 'beneficiary.filters.region' },
  allRegions: { id: 'beneficiary.filters.allRegions' },
  regionValue: { id: 'beneficiary.filters.regionValue' },
  hotel: { id: 'beneficiary.filters.hotel' },
  allHotels: { id: 'beneficiary.filters.allHotels' },
  datesHint: { id: 'beneficiary.filters.datesHint' },
  more: { id: 'beneficiary.more' },
  calendarTitle: { id: 'beneficiary.calendar.title' },
  previous: { id: 'beneficiary.calendar.previous' },
  next: { id: 'beneficiary.calendar.next' },
  loading: { id: 'beneficiary.calendar.loading' },
  legendIncluded: { id: 'beneficiary.calendar.legend.included' },
  legendSupplement: { id: 'beneficiary.calendar.legend.supplement' },
  legendNotAvailable: { id: 'beneficiary.calendar.legend.notAvailable' },
  day: { id: 'beneficiary.calendar.day' },
  chosen: { id: 'beneficiary.calendar.chosen' },
  pick: { id: 'beneficiary.calendar.pick' },
  book: { id: 'beneficiary.calendar.book' },
  unknown: { id: 'giftCode.error.unknown' },
  used: { id: 'giftCode.error.used' },
  expired: { id: 'giftCode.error.expired' },
  notValidHere: { id: 'giftCode.error.notValidHere' },
});

/** Plain descriptors: several of these messages take values. */
export const redemptionMessages = messages as Record<keyof typeof messages, MessageDescriptor>;

/** The text of a refused code (the 409's code). */
export const codeProblemText = (code: string) =>
  code === 'GIFT_CODE_USED' ? redemptionMessages.used : code === 'GIFT_CODE_EXPIRED' ? redemptionMessages.expired : code === 'GIFT_CODE_NOT_VALID_HERE' ? redemptionMessages.notValidHere : redemptionMessages.unknown;
