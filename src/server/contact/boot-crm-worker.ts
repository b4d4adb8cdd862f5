import { env } from '@/lib/env';
import { getDb } from '@/server/db/get-db';
import { atShutdown } from '@/server/shutdown/shutdown-hooks';
import { crmCaseOf } from './crm-case';
import { crmRetryPolicy } from './crm-retry-policy';
import { httpCrmSender } from './crm-sender';
import { startCrmWorker, type CrmWorker } from './crm-worker';
import { logger } from '@/lib/logging/logger.js';

const BATCH_SIZE = 10;
/** Shutdown waits this long at most for the pass under way (a case cut off mid-send is retried after its lease). */
const STOP_WAIT_MS = 5_000;

const globalForCrm = globalThis as typeof globalThis & { __escapadeCrmWorker?: CrmWorker | 'idle' };

/**
 * Start this server process's CRM worker (instrumentation.ts, once per process). Without CRM_URL nothing is
 * delivered: contact messages stay stored as pending and go once it is set. Stops on SIGTERM and SIGINT.
 */
export function bootCrmWorker(): CrmWorker | null {
  const running = globalForCrm.__escapadeCrmWorker;
  if (running) return running === 'idle' ? null : running;
  const config = env();
  if (!config.CRM_URL) {
    logger.warn('[contact] CRM_URL is not set: contact messages are stored in contact_request and delivered once it is (docs/contact.md)');
    globalForCrm.__escapadeCrmWorker = 'idle';
    return null;
  }
  const settings = { orgId: config.CRM_ORG_ID, siteUrl: config.SITE_URL };
  const worker = startCrmWorker({
    db: getDb(),
    send: httpCrmSender(config.CRM_URL),
    caseOf: (row) => crmCaseOf(row, settings),
    policy: crmRetryPolicy(config.CRM_RETRY_BASE_MS),
    batchSize: BATCH_SIZE,
    intervalMs: config.CRM_POLL_INTERVAL_MS,
    onError: (error) => logger.error({ err: error }, '[contact] a CRM delivery pass failed; the next one tries again'),
  });
  globalForCrm.__escapadeCrmWorker = worker;
  // Draining (scripts/serve.mjs) waits for the pass under way, then gives back what it claimed.
  atShutdown('CRM worker', () => worker.stop());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const stopped = Promise.race([worker.stop(), new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      void stopped.finally(() => {
        // Listening replaced the signal's default (exit): when no one else handles it, end the process as it would have.
        if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
      });
    });
  }
  return worker;
}
