export { analyticsEvents, type AnalyticsEvent, type AnalyticsItem } from './events';
export type { CollectBody } from './collect-body';
export { createTracker, type Tracker } from './tracker';
export { useAnalytics, collectEndpoint } from './use-analytics';
