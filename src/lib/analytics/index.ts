export { analyticsEvents, type AnalyticsEvent, type AnalyticsItem } from './events';
export type { CollectBody } from './collect-body';
// createTracker is not re-exported: the tracker loads after the page (see use-analytics.ts); import it from './tracker'.
export type { Tracker } from './tracker';
export { collectEndpoint } from './use-analytics';
// useAnalytics binds these to the page's configuration: src/shared/analytics.ts.
