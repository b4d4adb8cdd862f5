import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/database';
import { startPollingWorker, type PollingWorker } from '@/server/polling-worker';
import { deliverDueMails, type DeliveryPass } from './deliver-due-mails';

export type OutboxWorkerOptions = DeliveryPass & {
  db: Kysely<Database>;
  /** pause between two looks at the outbox */
  intervalMs: number;
  onError?: (error: unknown) => void;
};

export type OutboxWorker = PollingWorker;

/** Delivers the outbox's due mails every `intervalMs` (src/server/polling-worker.ts). */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const pass = async () => {
    const outcome = await deliverDueMails(options.db, options);
    return outcome.sent + outcome.retried + outcome.failed;
  };
  return startPollingWorker({ pass, batchSize: options.batchSize, intervalMs: options.intervalMs, onError: options.onError });
}
