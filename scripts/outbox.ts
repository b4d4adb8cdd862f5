// The e-mail outbox from the command line (docs/email-outbox.md), on the configured database:
//   node --import tsx scripts/outbox.ts list [pending|sending|sent|failed]   the latest 50 mails, or those in one status
//   node --import tsx scripts/outbox.ts requeue [id ...]                   failed mails (all, or these) due again at once
import { env } from '../src/lib/env';
import { createDb } from '../src/server/db/create-db';
import type { OutboxMailStatus } from '../src/server/db/database';
import { requeueFailedMails } from '../src/server/outbox/requeue-failed-mails';

const STATUSES: OutboxMailStatus[] = ['pending', 'sending', 'sent', 'failed'];

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const config = env();
  const db = createDb({ databaseUrl: config.DATABASE_URL, sqliteFile: config.SQLITE_FILE });
  try {
    if (command === 'list') {
      const status = args[0] as OutboxMailStatus | undefined;
      if (status && !STATUSES.includes(status)) throw new Error(`Unknown status ${status}: use ${STATUSES.join(', ')}`);
      let query = db.selectFrom('outbox_mail').select(['id', 'kind', 'to_address', 'subject', 'status', 'attempts', 'next_attempt_at', 'sent_at', 'last_error']).orderBy('id', 'desc').limit(50);
      if (status) query = query.where('status', '=', status);
      console.table(await query.execute());
    } else if (command === 'requeue') {
      const ids = args.map(Number);
      if (ids.some((id) => !Number.isInteger(id) || id < 1)) throw new Error('Give mail ids as positive integers, or none for every failed mail');
      const requeued = await requeueFailedMails(db, ids.length ? ids : 'all');
      console.log(requeued.length ? `Due again: ${requeued.join(', ')}` : 'No failed mail to requeue');
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
