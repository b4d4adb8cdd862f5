import { cancelOrderRequestSchema, cancelPathSchema } from '@/contracts/checkout.schema';
import { getDb } from '@/server/db/get-db';
import { apiHandler } from '@/server/http/api-handler';
import { orderInvoice } from '@/server/orders/invoice.service';
import { bookingCallStores } from '@/server/http/booking-call-limits';

// Next reads `config` statically: the body parser is off so apiHandler answers malformed JSON with a JSON 400.
export const config = { api: { bodyParser: false } };

/** POST /api/orders/{bookingNumber}/invoice {accessKey} or {email}: the booking's invoice as a PDF download. */
export default apiHandler({
  methods: ['POST'],
  query: cancelPathSchema,
  body: cancelOrderRequestSchema,
  // Per address for the public; per agent on a customer-care server (docs/customer-care.md).
  stores: bookingCallStores,
  handle: async ({ query, body, res }) => {
    const { filename, pdf } = await orderInvoice(getDb(), query.bookingNumber, body);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).end(pdf);
  },
});
