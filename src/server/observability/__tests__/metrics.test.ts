/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { AggregatorRegistry, Registry } from 'prom-client';
import { createMetrics, type QueuesReading, type SearchIndexReading } from '../metrics.js';

const quiet = { warn: jest.fn() };

/** A server process's metrics after one product page, one refused order and one release pass, its probes reading `db`. */
function workerAfterTraffic(db: { queues: QueuesReading; searchIndex: SearchIndexReading }, seconds: number) {
  const metrics = createMetrics(new Registry(), { logger: quiet });
  metrics.setProbe('queues', async () => db.queues);
  metrics.setProbe('searchIndex', async () => db.searchIndex);
  metrics.observeRequest({ route: 'page:product', method: 'GET', status: 200 }, seconds);
  metrics.observeRequest({ route: '/api/orders', method: 'POST', status: 503 }, 0.02);
  metrics.rateLimitRefusals.inc({ limit: 'order' });
  metrics.paymentReleases.inc({ via: 'release_pass' }, 2);
  return metrics;
}

const database = {
  queues: { outbox_mail: { waiting: 3, failed: 1, oldestWaitingSeconds: 1200 }, contact_request: { waiting: 0, failed: 0, oldestWaitingSeconds: 0 } },
  searchIndex: { ready: true, versionsBehind: 2, lagSeconds: 45 },
};

// docs/operations-observability.md lists each of these with the alert to set on it.
describe('the metrics of a server process', () => {
  it('exposes every metric with a sample after a request', async () => {
    const text = await workerAfterTraffic(database, 0.3).registry.metrics();
    for (const sample of [
      'escapade_http_request_duration_seconds_bucket{le="0.5",route="page:product",method="GET",status_class="2xx"} 1',
      'escapade_http_request_duration_seconds_bucket{le="0.25",route="page:product",method="GET",status_class="2xx"} 0',
      'escapade_http_request_duration_seconds_count{route="/api/orders",method="POST",status_class="5xx"} 1',
      'escapade_rate_limit_refusals_total{limit="order"} 1',
      'escapade_payment_releases_total{via="release_pass"} 2',
      'escapade_queue_waiting{queue="outbox_mail"} 3',
      'escapade_queue_waiting{queue="contact_request"} 0',
      'escapade_queue_oldest_waiting_seconds{queue="outbox_mail"} 1200',
      'escapade_queue_failed{queue="outbox_mail"} 1',
      'escapade_search_index_ready 1',
      'escapade_search_index_versions_behind 2',
      'escapade_search_index_lag_seconds 45',
    ])
      expect(text).toContain(sample);
    expect(text).toMatch(/# HELP escapade_queue_oldest_waiting_seconds .+/);
  });

  it('reads the database once per scrape for all the figures of a probe', async () => {
    const metrics = createMetrics(new Registry(), { logger: quiet });
    const queues = jest.fn(async () => database.queues);
    metrics.setProbe('queues', queues);
    await metrics.registry.metrics();
    expect(queues).toHaveBeenCalledTimes(1);
  });

  it('keeps the last figures and counts the failure when a reading fails', async () => {
    const metrics = createMetrics(new Registry(), { logger: quiet });
    let down = false;
    metrics.setProbe('queues', async () => {
      if (down) throw new Error('database unreachable');
      return database.queues;
    });
    await metrics.registry.metrics();
    down = true;
    const text = await metrics.registry.metrics();
    expect(text).toContain('escapade_queue_waiting{queue="outbox_mail"} 3');
    expect(text).toContain('escapade_metrics_probe_failures_total{probe="queues"} 1');
    expect(quiet.warn).toHaveBeenCalledWith(expect.objectContaining({ probe: 'queues' }), expect.stringContaining('failed'));
  });

  it('files an unknown method under "other" (a bounded label set)', async () => {
    const metrics = createMetrics(new Registry(), { logger: quiet });
    metrics.observeRequest({ route: 'page:home', method: 'BREW', status: 405 }, 0.001);
    expect(await metrics.registry.metrics()).toContain('escapade_http_request_duration_seconds_count{route="page:home",method="other",status_class="4xx"} 1');
  });
});

// scripts/start.mjs's primary serves what its workers hand it, combined by each metric's own rule.
describe('the metrics of an instance, combined across two server processes', () => {
  it('adds up requests and events, and takes the database figures once, not once per process', async () => {
    const first = workerAfterTraffic(database, 0.3);
    const second = workerAfterTraffic({ ...database, searchIndex: { ready: false, versionsBehind: 0, lagSeconds: 0 } }, 2);
    const combined = await AggregatorRegistry.aggregate([await first.registry.getMetricsAsJSON(), await second.registry.getMetricsAsJSON()]).metrics();
    for (const sample of [
      'escapade_http_request_duration_seconds_count{route="page:product",method="GET",status_class="2xx"} 2',
      'escapade_http_request_duration_seconds_bucket{le="0.5",route="page:product",method="GET",status_class="2xx"} 1',
      'escapade_rate_limit_refusals_total{limit="order"} 2',
      'escapade_payment_releases_total{via="release_pass"} 4',
      'escapade_queue_waiting{queue="outbox_mail"} 3',
      'escapade_queue_oldest_waiting_seconds{queue="outbox_mail"} 1200',
      // Not ready until every process is; the worst lag of the two.
      'escapade_search_index_ready 0',
      'escapade_search_index_lag_seconds 45',
    ])
      expect(combined).toContain(sample);
  });
});
