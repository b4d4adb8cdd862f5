import { hotelDetailQuerySchema } from '@/contracts/hotel-detail.schema';
import { getHotelDetail } from '@/server/catalog/hotel/hotel-detail.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/hotels/{hotelId}/detail.json?locale&checkin&nights&adult&child&baby: the hotel page's hotel and rooms with their offers. */
export default apiHandler({
  query: hotelDetailQuerySchema,
  cache: 'public, max-age=60',
  handle: ({ query }) => getHotelDetail(getDb(), query),
});
