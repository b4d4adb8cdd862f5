import { checkinPricesQuerySchema, stayNights } from '@/contracts/redemption.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { giftOf } from '@/server/redemption/beneficiary.service';
import { sessionVoucher } from '@/server/redemption/beneficiary-session';
import { checkinPrices } from '@/server/redemption/checkin-prices.service';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/**
 * GET /api/redeem/weekend/{offerId}/packageCheckinPrices.json?locale&month&nights&adult&child&baby&giftPrice (§7): the
 * beneficiary calendar's days for the gift of the beneficiary's session (the nights asked, never fewer than the gift's;
 * 401 without the session). Never
 * stored by a cache: the answer is the session's.
 */
export default apiHandler({
  query: checkinPricesQuerySchema,
  handle: async ({ query, req }) => {
    const gift = await giftOf(getDb(), await sessionVoucher(getDb(), req, query.locale), query.locale);
    return checkinPrices(getDb(), { ...query, nights: stayNights(gift.nights, query.nights) });
  },
});
