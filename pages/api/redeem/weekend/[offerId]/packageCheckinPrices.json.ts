import { checkinPricesQuerySchema } from '@/contracts/redemption.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { checkinPrices } from '@/server/redemption/checkin-prices.service';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/redeem/weekend/{offerId}/packageCheckinPrices.json?locale&month&nights&adult&child&baby&giftPrice (§7): the beneficiary calendar's days. */
export default apiHandler({
  query: checkinPricesQuerySchema,
  cache: 'public, max-age=60',
  handle: ({ query }) => checkinPrices(getDb(), query),
});
