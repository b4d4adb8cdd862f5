// The map's cluster index off the main thread: supercluster builds its levels here (a few hundred milliseconds
// for 5,000 stays on a slow phone) while the page loads Leaflet and draws the map; queries answer in a message.
import { expansionZoomOf, indexStays, markersIn, unpackStays, type ClusterIndex } from './clusters';
import type { ClusterReply, ClusterRequest } from './cluster-source';

/** Indexes kept (the current search and the previous ones, for a map reopened or a search undone). */
const KEEP = 3;
const indexes = new Map<number, ClusterIndex>();

type WorkerScope = {
  postMessage(message: ClusterReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ClusterRequest>) => void): void;
};
const scope = self as unknown as WorkerScope;

scope.addEventListener('message', ({ data: request }) => {
  if (request.type === 'load') {
    indexes.set(request.key, indexStays(unpackStays(request.stays)));
    for (const key of indexes.keys()) if (indexes.size > KEEP) indexes.delete(key);
    return;
  }
  const index = indexes.get(request.key);
  if (!index) {
    scope.postMessage({ type: 'missing', id: request.id }); // let go of: the page answers from its own index
  } else if (request.type === 'markers') {
    scope.postMessage({ type: 'markers', id: request.id, markers: markersIn(index, request.box, request.zoom) });
  } else {
    scope.postMessage({ type: 'expansion', id: request.id, zoom: expansionZoomOf(index, request.clusterId) });
  }
});
