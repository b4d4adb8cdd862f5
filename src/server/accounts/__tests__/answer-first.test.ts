/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { logger } from '@/lib/logging/logger.js';
import { answerFirst } from '../answer-first';

/** A response that records what was sent, and when, beside the work's own steps. */
function recorder() {
  const steps: string[] = [];
  const res = {
    status(code: number) {
      steps.push(`status ${code}`);
      return { json: (body: unknown) => steps.push(`json ${JSON.stringify(body)}`) };
    },
  };
  return { steps, res: res as unknown as Parameters<typeof answerFirst>[0] };
}

// Asking for an e-mail link answers before any lookup (docs/accounts.md): the answer's timing cannot tell addresses apart.
describe('answering first', () => {
  it('sends the answer before the work starts, and settles once the work is done', async () => {
    const { steps, res } = recorder();
    const done = answerFirst(res, 202, { sent: true }, async () => {
      steps.push('work starts');
      await new Promise((resolve) => setTimeout(resolve, 5));
      steps.push('work ends');
    }, 'a test');
    expect(steps).toEqual(['status 202', 'json {"sent":true}', 'work starts']);
    await done;
    expect(steps).toEqual(['status 202', 'json {"sent":true}', 'work starts', 'work ends']);
  });

  it('logs a failing work instead of throwing (the answer is already sent)', async () => {
    const { steps, res } = recorder();
    const log = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    await expect(answerFirst(res, 202, { sent: true }, () => Promise.reject(new Error('database down')), 'sending an e-mail link')).resolves.toBeUndefined();
    expect(steps).toEqual(['status 202', 'json {"sent":true}']);
    expect(log).toHaveBeenCalledWith({ err: expect.any(Error), what: 'sending an e-mail link' }, '[accounts] work failed after the answer');
    log.mockRestore();
  });
});
