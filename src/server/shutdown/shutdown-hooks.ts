import { logger } from '@/lib/logging/logger.js';

/**
 * Background work a server process stops before it ends (the e-mail outbox and CRM workers, the payment release
 * pass): each boot function registers how to stop its work, and the process lifecycle runs them all when it drains
 * (process-lifecycle.ts). Kept on globalThis: Next bundles each boot module and this one more than once.
 */
type Hook = { name: string; stop: () => Promise<void> | void };

const globalForHooks = globalThis as typeof globalThis & { __escapadeShutdownHooks?: Map<string, Hook> };
const hooks = (): Map<string, Hook> => (globalForHooks.__escapadeShutdownHooks ??= new Map());

/** Stop `name`'s work when the process drains; registering a name again replaces its hook. */
export function atShutdown(name: string, stop: () => Promise<void> | void): void {
  hooks().set(name, { name, stop });
}

export type Stopping = {
  /** settles once every hook has finished (or failed: reported, not thrown) */
  settled: Promise<void>;
  /** the hooks still running, by name */
  unfinished: () => string[];
};

/** Starts every hook at once (the process lifecycle does, as it begins draining). */
export function runShutdownHooks(): Stopping {
  const running = new Set<string>();
  const all = [...hooks().values()].map(async (hook) => {
    running.add(hook.name);
    try {
      await hook.stop();
    } catch (error) {
      logger.error({ err: error, hook: hook.name }, '[lifecycle] stopping a background task failed');
    } finally {
      running.delete(hook.name);
    }
  });
  return { settled: Promise.all(all).then(() => undefined), unfinished: () => [...running] };
}
