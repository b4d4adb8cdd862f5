// Contact messages on their way to the CRM, from the command line (docs/contact.md), on the configured database:
//   node --import tsx scripts/contact-requests.ts list [pending|sending|delivered|failed]   the latest 50, or those in one status
//   node --import tsx scripts/contact-requests.ts requeue [id ...]                        failed ones (all, or these) due again at once
import { runWorkQueueCommand } from './work-queue-command';

runWorkQueueCommand({
  table: 'contact_request',
  noun: 'contact message',
  statuses: ['pending', 'sending', 'delivered', 'failed'],
  columns: ['id', 'reference', 'reason', 'email', 'status', 'attempts', 'next_attempt_at', 'delivered_at', 'last_error'],
});
