import { parentPort, workerData } from 'node:worker_threads';
import { createDb } from '@/server/db/create-db';
import { buildColumnarIndex } from './build';
import { typedArraysOf } from './layout';
import { writeSnapshot } from './snapshot';
import type { WorkerRequest, WorkerReply } from './worker-build';

/*
 * Runs in a worker thread: opens its own connection to the catalog, builds the index (streaming the
 * availability table), writes the snapshot, then hands the typed arrays to the main thread without copying.
 */
async function run(request: WorkerRequest): Promise<WorkerReply> {
  const source = request.source;
  const db = 'sqliteFile' in source ? createDb({ sqliteFile: source.sqliteFile }) : createDb({ databaseUrl: source.databaseUrl, schema: source.schema, poolSize: 1 });
  try {
    const index = await buildColumnarIndex(db, { stream: true });
    let snapshot: Extract<WorkerReply, { ok: true }>['snapshot'] = null;
    if (request.snapshotFile) {
      const started = performance.now();
      try {
        snapshot = { bytes: await writeSnapshot(request.snapshotFile, index), ms: performance.now() - started };
      } catch (error) {
        snapshot = { error: error instanceof Error ? error.message : String(error) };
      }
    }
    return { ok: true, index, snapshot };
  } finally {
    await db.destroy();
  }
}

run(workerData as WorkerRequest).then(
  (reply) => {
    const buffers = reply.ok ? [...new Set(typedArraysOf(reply.index).map(([, a]) => a.buffer as ArrayBuffer))] : [];
    parentPort!.postMessage(reply, buffers);
  },
  (error: unknown) => parentPort!.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerReply),
);
