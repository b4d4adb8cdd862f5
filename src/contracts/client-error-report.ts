export const CLIENT_ERROR_MESSAGE_MAX_LENGTH = 256;
export const CLIENT_ERROR_LEVELS = ['ERROR', 'WARN', 'INFO', 'DEBUG'] as const;

export type { ClientErrorReportBody } from './client-error-report.schema';
