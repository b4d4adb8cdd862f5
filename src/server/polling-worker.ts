/** A worker that looks for due work every `intervalMs` (the e-mail outbox, contact messages for the CRM). */
export type PollingWorker = {
  /** no further pass starts; resolves once the pass under way, if any, has recorded its outcomes */
  stop: () => Promise<void>;
};

/**
 * Runs `pass` every `intervalMs`, one pass at a time; a pass that handled a full batch (`pass` answers how many rows
 * it handled) is followed by another at once. The timer is unref'd: the worker never keeps a process alive. A pass
 * that fails (database down) is reported and the next one tries again.
 */
export function startPollingWorker({ pass, batchSize, intervalMs, onError }: { pass: () => Promise<number>; batchSize: number; intervalMs: number; onError?: (error: unknown) => void }): PollingWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const drain = async () => {
    while (!stopped) if ((await pass()) < batchSize) return;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drain()
        .catch((error) => onError?.(error))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
