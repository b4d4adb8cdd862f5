import { buildClusterIndex, expansionZoomOf, markersIn, packStays, staysOf, type ClusterIndex, type MapItem, type MapMarker } from './clusters';
import { startClusterWorker } from './start-cluster-worker';

/** A box [west, south, east, north] in degrees. */
export type Box = [number, number, number, number];

export type ClusterRequest =
  | { type: 'load'; key: number; stays: Float64Array }
  | { type: 'markers'; key: number; id: number; box: Box; zoom: number }
  | { type: 'expansion'; key: number; id: number; clusterId: number; fallbackZoom: number };

export type ClusterReply =
  | { type: 'markers'; id: number; markers: MapMarker[] }
  | { type: 'expansion'; id: number; zoom: number }
  /** The worker no longer keeps that answer's index (it keeps the last few). */
  | { type: 'missing'; id: number };

/** The markers of an answer, asked for as the map moves. */
export type ClusterSource = {
  markersIn(box: Box, zoom: number): Promise<MapMarker[]>;
  /** The zoom at which a supercluster group splits; `fallbackZoom` if the index no longer has it. */
  expansionZoom(clusterId: number, fallbackZoom: number): Promise<number>;
};

/** On the main thread (no worker, or the worker failed): the index is built at the first question. */
function localSource(items: readonly MapItem[]): ClusterSource {
  let index: ClusterIndex | null = null;
  const get = () => (index ??= buildClusterIndex(items));
  return {
    markersIn: async (box, zoom) => markersIn(get(), box, zoom),
    expansionZoom: async (clusterId) => expansionZoomOf(get(), clusterId),
  };
}

type Pending = { resolve: (reply: ClusterReply) => void; local: () => ClusterReply };

/** One worker for the page, started at the first map; its questions wait in `pending` by id. */
let worker: Worker | null | undefined;
let broken = false;
let nextId = 1;
let nextKey = 1;
const pending = new Map<number, Pending>();

function sharedWorker(): Worker | null {
  if (worker !== undefined) return broken ? null : worker;
  worker = startClusterWorker();
  if (!worker) return null;
  worker.addEventListener('message', (event: MessageEvent<ClusterReply>) => {
    const waiting = pending.get(event.data.id);
    pending.delete(event.data.id);
    waiting?.resolve(event.data.type === 'missing' ? waiting.local() : event.data);
  });
  // A worker that cannot start or fails (blocked script, old browser): answer everything on the main thread.
  worker.addEventListener('error', () => {
    broken = true;
    worker?.terminate();
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.resolve(waiting.local());
    }
  });
  return worker;
}

type Question = { type: 'markers'; box: Box; zoom: number } | { type: 'expansion'; clusterId: number; fallbackZoom: number };

function workerSource(items: readonly MapItem[], target: Worker): ClusterSource {
  const key = nextKey++;
  const stays = packStays(staysOf(items));
  target.postMessage({ type: 'load', key, stays } satisfies ClusterRequest, [stays.buffer]);
  // Only if the worker fails: the same answers from an index built here.
  let localIndex: ClusterIndex | null = null;
  const localIndexOf = () => (localIndex ??= buildClusterIndex(items));
  const ask = (question: Question, local: () => ClusterReply): Promise<ClusterReply> => {
    if (broken) return Promise.resolve(local());
    const id = nextId++;
    return new Promise<ClusterReply>((resolve) => {
      pending.set(id, { resolve, local });
      target.postMessage({ ...question, id, key } satisfies ClusterRequest);
    });
  };
  return {
    markersIn: async (box, zoom) => {
      const reply = await ask({ type: 'markers', box, zoom }, () => ({ type: 'markers', id: 0, markers: markersIn(localIndexOf(), box, zoom) }));
      return reply.type === 'markers' ? reply.markers : [];
    },
    expansionZoom: async (clusterId, fallbackZoom) => {
      const reply = await ask({ type: 'expansion', clusterId, fallbackZoom }, () => ({ type: 'expansion', id: 0, zoom: expansionZoomOf(localIndexOf(), clusterId) }));
      return reply.type === 'expansion' ? reply.zoom : fallbackZoom;
    },
  };
}

/** Starts the worker ahead of the first answer, so its code has loaded by the time the stays arrive. */
export function warmClusterWorker(): void {
  sharedWorker();
}

const sources = new WeakMap<readonly MapItem[], ClusterSource>();

/**
 * The cluster source of an answer, made once (a map reopened on the same search reuses it): supercluster runs
 * in a worker where the browser has one, so building the index never blocks the page; otherwise on the main thread.
 */
export function clusterSourceFor(items: readonly MapItem[]): ClusterSource {
  const known = sources.get(items);
  if (known) return known;
  const target = items.length > 0 ? sharedWorker() : null;
  const source = target ? workerSource(items, target) : localSource(items);
  sources.set(items, source);
  return source;
}
