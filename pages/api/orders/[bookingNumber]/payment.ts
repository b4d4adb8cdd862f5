import { cancelPathSchema, cardPaymentRequestSchema } from '@/contracts/checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { reopenCardPayment } from '@/server/orders/card-payment.service';
import { orderLimiter } from '@/server/orders/order-limits';
import { configuredPaymentProvider } from '@/server/payments/payment-settings';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/orders/{bookingNumber}/payment {accessKey}: a new hosted payment page for a card order still held (docs/payments.md). */
export default apiHandler({
  methods: ['POST'],
  query: cancelPathSchema,
  body: cardPaymentRequestSchema,
  stores: { limiter: orderLimiter },
  handle: ({ query, body }) => reopenCardPayment(getDb(), configuredPaymentProvider(), query.bookingNumber, body.accessKey),
});
