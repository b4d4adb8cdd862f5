import { z } from 'zod';
import './zod';
import { cancelOrderRequestSchema } from './checkout.schema';

export * from './gift-card-print';

/**
 * POST /api/orders/{bookingNumber}/gift-card: the order proved as for its invoice (its access key or e-mail) and one
 * of its gift codes, as the e-mail gave it (any case, spaces or dashes): the server keeps only the codes' hashes.
 */
export const giftCardPrintRequestSchema = z.intersection(cancelOrderRequestSchema, z.object({ code: z.string().trim().min(1).max(40) }));
export type GiftCardPrintRequest = z.infer<typeof giftCardPrintRequestSchema>;
