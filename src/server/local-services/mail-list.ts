import { messagePath } from './mailbox-pages';
import { MAILBOX_SERVICE } from './mailbox-server';
import type { CaughtMail } from './smtp-catcher';

const HOW_TO_START = 'Start one with `npm start` (demo mode starts it) or `node --import tsx scripts/local-services.ts`.';

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/**
 * What `npm run mail:list` prints (docs/email-outbox.md): each message the running mailbox at `mailboxUrl` caught,
 * oldest first so the newest is nearest the prompt, with its date, recipients, subject and the address of its page;
 * or, when no mailbox answers there, that none is running and how to start one (`ok: false`).
 */
export async function mailListLines(mailboxUrl: string, setting = 'LOCAL_MAILBOX_PORT'): Promise<{ ok: boolean; lines: string[] }> {
  const notRunning = (why: string) => ({ ok: false, lines: [`No local mailbox is running at ${mailboxUrl}/ (${why}).`, HOW_TO_START, `If it runs on another port, set ${setting} to that port.`] });
  let health: { service?: unknown };
  try {
    health = (await (await fetch(`${mailboxUrl}/health`, { signal: AbortSignal.timeout(3_000) })).json()) as { service?: unknown };
  } catch {
    return notRunning('nothing answers there');
  }
  if (health?.service !== MAILBOX_SERVICE) return notRunning('another program answers there');
  const messages = (await (await fetch(`${mailboxUrl}/messages`, { signal: AbortSignal.timeout(3_000) })).json()) as CaughtMail[];
  if (messages.length === 0) return { ok: true, lines: [`The local mailbox at ${mailboxUrl}/ has no message yet.`] };
  return {
    ok: true,
    lines: [
      `${messages.length} message${messages.length === 1 ? '' : 's'} in the local mailbox (${mailboxUrl}/), the newest last:`,
      ...messages.map((mail) => `${when(mail.receivedAt)}  to ${mail.to.join(', ')}  ${mail.subject || '(no subject)'}\n    ${mailboxUrl}${messagePath(mail.id)}`),
    ],
  };
}
