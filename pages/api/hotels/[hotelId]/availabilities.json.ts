import { hotelAvailabilitiesQuerySchema } from '@/contracts/hotel-availabilities.schema';
import { hotelAvailabilities } from '@/server/catalog/availability/hotel-availabilities.service';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';

// Next's body parser answers in plain text: off, so a request of any shape gets apiHandler's JSON (405 here).
export const config = { api: { bodyParser: false } };

/** GET /api/hotels/{hotelId}/availabilities.json?locale&month&length: the hotel calendar's day prices. */
export default apiHandler({
  query: hotelAvailabilitiesQuerySchema,
  cache: 'public, max-age=60',
  handle: ({ query }) => hotelAvailabilities(getDb(), query),
});
