export const MAX_REPORTED_URI_LENGTH = 2000;

export type { MissingPageReportQuery, ReportAccepted } from './missing-page-report.schema';
