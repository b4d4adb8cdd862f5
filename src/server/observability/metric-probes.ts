import { searchIndexLagReader } from '@/server/catalog/search/index-lag';
import { searchEngineFor } from '@/server/catalog/search';
import { getDb } from '@/server/db/get-db';
import { processMetrics } from './metrics.js';
import { readWorkBacklog } from './work-backlog';

/**
 * Tells this process's metrics how to read the database's figures when Prometheus scrapes (instrumentation.ts): the
 * e-mail outbox and the contact messages waiting for the CRM, and the search index's lag.
 */
export function registerMetricProbes(): void {
  const metrics = processMetrics();
  metrics.setProbe('queues', async () => {
    const db = getDb();
    const [outbox, contact] = await Promise.all([readWorkBacklog(db, 'outbox_mail'), readWorkBacklog(db, 'contact_request')]);
    return { outbox_mail: outbox, contact_request: contact };
  });
  const searchIndexLag = searchIndexLagReader(getDb(), () => searchEngineFor(getDb()));
  metrics.setProbe('searchIndex', () => searchIndexLag());
}
