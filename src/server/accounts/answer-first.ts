import type { NextApiResponse } from 'next';
import { logger } from '@/lib/logging/logger.js';

/**
 * Answers, then does the work: what the caller learns (the status, the body, when it came) cannot depend on the work.
 * Asking for a sign-in or reset link (docs/accounts.md) answers the same for any address; doing the lookup, the
 * mail's rendering and its storing after the answer also keeps its timing the same, so a timing probe cannot tell an
 * account's address from another. The work's failure is logged (the answer is gone); the returned promise settles once
 * the work is done, so a test or a graceful stop can wait for it.
 */
export async function answerFirst(res: Pick<NextApiResponse, 'status'>, status: number, body: unknown, work: () => Promise<unknown>, what: string): Promise<void> {
  res.status(status).json(body);
  try {
    await work();
  } catch (error) {
    logger.error({ err: error, what }, '[accounts] work failed after the answer');
  }
}
