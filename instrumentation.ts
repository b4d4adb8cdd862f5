/**
 * Next calls this once when a server starts (Node runtime only): warm the catalog's in-memory indexes and start the
 * process's e-mail outbox worker (docs/email-outbox.md), its CRM worker for contact messages (docs/contact.md) and
 * the release pass of card orders not paid in time (docs/payments.md) and the recording of the offers' card prices
 * for struck prices (docs/catalog-api.md, 'Struck price'); then put the process's lifecycle (readiness, drain) where
 * scripts/serve.mjs finds it before it opens its port (docs/operations-lifecycle.md); and tell the metrics how to read
 * the queues and the search index's lag when Prometheus scrapes (docs/operations-observability.md).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { warmUpCatalog } = await import('./src/server/catalog/warm-up');
  warmUpCatalog();
  const { bootOutboxWorker } = await import('./src/server/outbox/boot-outbox-worker');
  bootOutboxWorker();
  const { bootCrmWorker } = await import('./src/server/contact/boot-crm-worker');
  bootCrmWorker();
  const { bootPaymentRelease } = await import('./src/server/orders/boot-payment-release');
  bootPaymentRelease();
  const { bootPriceRecording } = await import('./src/server/catalog/prices/boot-price-recording');
  bootPriceRecording();
  const { processLifecycle } = await import('./src/server/lifecycle/process-lifecycle');
  processLifecycle();
  const { registerMetricProbes } = await import('./src/server/observability/metric-probes');
  registerMetricProbes();
}
