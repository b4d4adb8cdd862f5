/** The worker holding the map's cluster indexes (`cluster-worker.ts`); null where the browser has no workers. */
export function startClusterWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./cluster-worker.ts', import.meta.url));
  } catch {
    return null;
  }
}
