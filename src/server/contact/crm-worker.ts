import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { startPollingWorker, type PollingWorker } from '@/server/polling-worker';
import { deliverDueRequests, type CrmDeliveryPass } from './deliver-due-requests';

export type CrmWorkerOptions = CrmDeliveryPass & { db: Kysely<Database>; intervalMs: number; onError?: (error: unknown) => void };
export type CrmWorker = PollingWorker;

/** Delivers the stored contact requests that are due, every `intervalMs` (src/server/polling-worker.ts). */
export function startCrmWorker(options: CrmWorkerOptions): CrmWorker {
  const pass = async () => {
    const outcome = await deliverDueRequests(options.db, options);
    return outcome.delivered + outcome.retried + outcome.failed;
  };
  return startPollingWorker({ pass, batchSize: options.batchSize, intervalMs: options.intervalMs, onError: options.onError });
}
