import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ColumnarIndex } from './layout';

/** Where a worker thread reads the catalog from: the SQLite file, or the PostgreSQL URL (and schema). */
export type CatalogSource = { sqliteFile: string } | { databaseUrl: string; schema?: string };

export type WorkerRequest = { source: CatalogSource; snapshotFile: string | null };
export type WorkerReply =
  | { ok: true; index: ColumnarIndex; snapshot: { bytes: number; ms: number } | { error: string } | null }
  | { ok: false; error: string };

/**
 * The worker's entry, from the project root (the Next.js server runs from there). The bundler must not follow it
 * (Turbopack bundles `new Worker(path)` entries it can resolve): the path is built at run time and the call carries
 * an ignore comment, so the worker runs from the sources through tsx.
 */
export const BUILD_WORKER_FILE = 'src/server/catalog/search/columnar/build-worker.js';
const workerFile = (): string => join(/* turbopackIgnore: true */ process.cwd(), ...BUILD_WORKER_FILE.split('/'));

/**
 * Builds the index in a worker thread, so the serving thread stays free: the worker reads the catalog on its own
 * connection, writes the snapshot when `snapshotFile` is given, and transfers the typed arrays back (no copy).
 */
export function buildInWorker(request: WorkerRequest): Promise<Extract<WorkerReply, { ok: true }>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(/* turbopackIgnore: true */ /* webpackIgnore: true */ workerFile(), { workerData: request, env: process.env });
    let settled = false;
    worker.once('message', (reply: WorkerReply) => {
      settled = true;
      if (reply.ok) {
        reply.index.lists = new Map();
        resolve(reply);
      } else reject(new Error(`search index worker failed: ${reply.error}`));
    });
    worker.once('error', (error) => {
      if (!settled) reject(error);
      settled = true;
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`search index worker exited with code ${code} before answering`));
      settled = true;
    });
  });
}
