// The command line of a work queue (the e-mail outbox, contact messages for the CRM), on the configured database:
// `list [status]` shows the latest 50 rows, or those in one status; `requeue [id ...]` makes failed ones (all, or
// these) due again at once. scripts/outbox.ts and scripts/contact-requests.ts name the queue and its columns.
import { env } from '../src/lib/env';
import { createDb } from '../src/server/db/create-db';
import { requeueFailedRows, type WorkTable } from '../src/server/db/work-rows';

export type WorkQueue = { table: WorkTable; statuses: readonly string[]; columns: readonly string[]; noun: string };

export function runWorkQueueCommand(queue: WorkQueue): void {
  const main = async () => {
    const [command, ...args] = process.argv.slice(2);
    const config = env();
    const db = createDb({ databaseUrl: config.DATABASE_URL, sqliteFile: config.SQLITE_FILE });
    try {
      if (command === 'list') {
        const status = args[0];
        if (status && !queue.statuses.includes(status)) throw new Error(`Unknown status ${status}: use ${queue.statuses.join(', ')}`);
        let query = db.selectFrom(queue.table).select(queue.columns as never).orderBy('id', 'desc').limit(50);
        if (status) query = query.where('status', '=', status as never);
        console.table(await query.execute());
      } else if (command === 'requeue') {
        const ids = args.map(Number);
        if (ids.some((id) => !Number.isInteger(id) || id < 1)) throw new Error(`Give ${queue.noun} ids as positive integers, or none for every failed one`);
        const requeued = await requeueFailedRows(db, queue.table, ids.length ? ids : 'all');
        console.log(requeued.length ? `Due again: ${requeued.join(', ')}` : `No failed ${queue.noun} to requeue`);
      } else {
        throw new Error('Use: list [status] | requeue [id ...]');
      }
    } finally {
      await db.destroy();
    }
  };
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
