import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';
import { CLIENT_ERROR_MESSAGE_MAX_LENGTH, CLIENT_ERROR_LEVELS } from './client-error-report';

export * from './client-error-report';

/** POST /api/log/client-error (product-and-purchase §7 'client error log'): what src/lib/logging/client-error-report.ts sends. */
export const clientErrorReportBodySchema = z.object({
  level: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(CLIENT_ERROR_LEVELS)),
  /** page address and error text, cut to 256 characters by the client */
  message: z.string().min(1).max(CLIENT_ERROR_MESSAGE_MAX_LENGTH),
  location: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'expected a dotted location like application.client.error')
    .optional(),
  locale: catalogLocale.optional(),
});
export type ClientErrorReportBody = z.infer<typeof clientErrorReportBodySchema>;
