import { bookingLookupRequestSchema } from '@/contracts/checkout.schema';
import { env } from '@/lib/env';
import { readOrderForAgent } from '@/server/customer-care/agent-booking-lookup';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { readOrder } from '@/server/orders/order-access.service';
import { bookingCallStores } from '@/server/http/booking-call-limits';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/orders/lookup {bookingNumber, email}: the booking, or the same 404 for a wrong number or e-mail. A
 * customer-care agent may send {bookingNumber} alone (docs/customer-care.md); anyone else gets 403. Rate-limited.
 */
export default apiHandler({
  methods: ['POST'],
  // The e-mail may be left out by a customer-care agent only (checked by readOrderForAgent).
  body: bookingLookupRequestSchema.partial({ email: true }),
  // Per address for the public; per agent on a customer-care server (docs/customer-care.md).
  stores: bookingCallStores,
  handle: ({ body, req }) =>
    body.email !== undefined ? readOrder(getDb(), body.bookingNumber, { email: body.email }) : readOrderForAgent(getDb(), req, body.bookingNumber, env().CUSTOMER_CARE),
});
