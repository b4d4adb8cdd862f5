export { analyticsEvents, analyticsEventSchema, analyticsItemSchema, type AnalyticsEvent, type AnalyticsItem } from './events';
export { collectBodySchema, type CollectBody } from './collect-body';
export { createTracker, type Tracker } from './tracker';
export { useAnalytics, collectEndpoint } from './use-analytics';
