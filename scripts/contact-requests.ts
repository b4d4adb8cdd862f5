// Contact messages on their way to the CRM, from the command line (docs/contact.md), on the configured database:
//   node --import tsx scripts/contact-requests.ts list [pending|sending|delivered|failed]   the latest 50, or those in one status
//   node --import tsx scripts/contact-requests.ts requeue [id ...]                        failed ones (all, or these) due again at once
import { env } from '../src/lib/env';
import { requeueFailedRequests } from '../src/server/contact/requeue-failed-requests';
import { createDb } from '../src/server/db/create-db';
import type { ContactRequestStatus } from '../src/server/db/database';

const STATUSES: ContactRequestStatus[] = ['pending', 'sending', 'delivered', 'failed'];

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const config = env();
  const db = createDb({ databaseUrl: config.DATABASE_URL, sqliteFile: config.SQLITE_FILE });
  try {
    if (command === 'list') {
      const status = args[0] as ContactRequestStatus | undefined;
      if (status && !STATUSES.includes(status)) throw new Error(`Unknown status ${status}: use ${STATUSES.join(', ')}`);
      let query = db.selectFrom('contact_request').select(['id', 'reference', 'reason', 'email', 'status', 'attempts', 'next_attempt_at', 'delivered_at', 'last_error']).orderBy('id', 'desc').limit(50);
      if (status) query = query.where('status', '=', status);
      console.table(await query.execute());
    } else if (command === 'requeue') {
      const ids = args.map(Number);
      if (ids.some((id) => !Number.isInteger(id) || id < 1)) throw new Error('Give request ids as positive integers, or none for every failed one');
      const requeued = await requeueFailedRequests(db, ids.length ? ids : 'all');
      console.log(requeued.length ? `Due again: ${requeued.join(', ')}` : 'No failed contact message to requeue');
    } else {
      throw new Error('Use: list [status] | requeue [id ...]');
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
