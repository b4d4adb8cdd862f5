import { z } from 'zod';
import './zod';
import { catalogLocale } from './common.schema';
import { MAX_REPORTED_URI_LENGTH } from './missing-page-report';

export * from './missing-page-report';

/** GET /api/error?uri&locale: the not-found page reports the missing address in the background. */
export const missingPageReportQuerySchema = z.object({
  uri: z.string().trim().min(1).max(MAX_REPORTED_URI_LENGTH),
  locale: catalogLocale.optional(),
});
export type MissingPageReportQuery = z.infer<typeof missingPageReportQuerySchema>;

/** Answered 202: the report is stored. */
export const reportAcceptedSchema = z.object({ accepted: z.number().int().min(0) });
export type ReportAccepted = z.infer<typeof reportAcceptedSchema>;
