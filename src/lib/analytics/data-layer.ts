import { ECOMMERCE_EVENTS, type AnalyticsEvent } from './events';

/** The tag manager's view of an event: item events under `ecommerce`, after a reset (GA4), others flat. */
export function pushToDataLayer(dataLayer: unknown[], event: AnalyticsEvent): void {
  if (ECOMMERCE_EVENTS.has(event.name)) {
    dataLayer.push({ ecommerce: null }); // GA4: clear the previous ecommerce object
    dataLayer.push({ event: event.name, ecommerce: event.params });
  } else {
    dataLayer.push({ event: event.name, ...event.params });
  }
}
