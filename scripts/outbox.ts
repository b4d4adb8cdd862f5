// The e-mail outbox from the command line (docs/email-outbox.md), on the configured database:
//   node --import tsx scripts/outbox.ts list [pending|sending|sent|failed]   the latest 50 mails, or those in one status
//   node --import tsx scripts/outbox.ts requeue [id ...]                   failed mails (all, or these) due again at once
import { runWorkQueueCommand } from './work-queue-command';

runWorkQueueCommand({
  table: 'outbox_mail',
  noun: 'mail',
  statuses: ['pending', 'sending', 'sent', 'failed'],
  columns: ['id', 'kind', 'to_address', 'subject', 'status', 'attempts', 'next_attempt_at', 'sent_at', 'last_error'],
});
