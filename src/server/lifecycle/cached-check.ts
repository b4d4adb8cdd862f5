export type CachedCheckOptions = {
  /** a check not settled by then counts as failed (it may still settle later: its result is then ignored) */
  timeoutMs: number;
  /** how long an outcome is reused: load balancers polling every instance many times a second cost one check */
  cacheMs: number;
  now?: () => number;
};

/**
 * Wraps an async yes/no check (the database answers `select 1`): at most one check runs at a time, each is given
 * `timeoutMs`, a throw or a timeout is `false`, and an outcome is reused for `cacheMs` after it was known.
 */
export function cachedCheck(check: () => Promise<boolean>, { timeoutMs, cacheMs, now = Date.now }: CachedCheckOptions): () => Promise<boolean> {
  let known: { ok: boolean; at: number } | null = null;
  let running: Promise<boolean> | null = null;
  const run = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref?.();
    });
    try {
      const ok = await Promise.race([check().catch(() => false), timedOut]);
      known = { ok, at: now() };
      return ok;
    } finally {
      clearTimeout(timer);
      running = null;
    }
  };
  return () => {
    if (known && now() - known.at < cacheMs) return Promise.resolve(known.ok);
    return (running ??= run());
  };
}
