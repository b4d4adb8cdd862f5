import type { CatalogLocaleCode } from '@/contracts/common';
import { stayNights } from '@/contracts/redemption';
import { addDays } from '@/lib/days';
import { checkinError } from '@/server/catalog/quote/quote-rules';

/** The stay a beneficiary's search asks for (§7 checkinDate and nights; docs/redemption.md). */
export type BeneficiaryStay = {
  checkin: string | null;
  nights: number;
  /** the stay's last night (its check-out is the day after), with a check-in */
  lastNight: string | null;
  /** a check-in in the past or today after the cut-off: nothing is bookable then */
  tooLate: boolean;
  /** only the stays that sell these nights (a check-in asked, or nights other than the gift's) */
  narrows: boolean;
};

/** What a search asks for a gift of `giftNights` nights, read at the point of sale's `now`. */
export function beneficiaryStay(giftNights: number, asked: { checkin: string | null; nights: number | null }, locale: CatalogLocaleCode, now: Date): BeneficiaryStay {
  const nights = stayNights(giftNights, asked.nights);
  const { checkin } = asked;
  return {
    checkin,
    nights,
    lastNight: checkin === null ? null : addDays(checkin, nights - 1),
    tooLate: checkin !== null && checkinError(checkin, locale, now) !== null,
    narrows: checkin !== null || nights !== giftNights,
  };
}
