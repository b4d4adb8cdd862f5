import { orderQuerySchema } from '@/contracts/checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { readOrder } from '@/server/orders/order-access.service';

export const config = { api: { bodyParser: false } };

/** GET /api/orders/{bookingNumber}?accessKey: the order for its confirmation page; 404 for a wrong number or key. */
export default apiHandler({
  query: orderQuerySchema,
  handle: ({ query }) => readOrder(getDb(), query.bookingNumber, { accessKey: query.accessKey }),
});
