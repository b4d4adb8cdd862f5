import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { MapItem } from '../clusters';

type SourceModule = typeof import('../cluster-source');
type ClustersModule = typeof import('../clusters');

const grid = (n: number): MapItem[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, location: { lat: 36 + (i % 50) * 0.2, lng: -9 + Math.floor(i / 50) * 0.5 }, weekend: [{ id: i * 10 }] }));
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/** A fresh copy of the modules (the worker is shared by the page: each test starts without one). */
function load(): { source: SourceModule; clusters: ClustersModule } {
  let modules: { source: SourceModule; clusters: ClustersModule } | undefined;
  jest.isolateModules(() => {
    modules = { source: jest.requireActual<SourceModule>('../cluster-source'), clusters: jest.requireActual<ClustersModule>('../clusters') };
  });
  return modules!;
}

const realWorker = (global as { Worker?: unknown }).Worker;
afterEach(() => {
  (global as { Worker?: unknown }).Worker = realWorker;
});

describe('clusterSourceFor: the markers of an answer, off the main thread where possible', () => {
  it('without workers, answers on the main thread what the index answers, and the same source serves the same answer', async () => {
    delete (global as { Worker?: unknown }).Worker;
    const { source, clusters } = load();
    const items = grid(500);
    const markers = await source.clusterSourceFor(items).markersIn(WORLD, 5);
    expect(markers).toEqual(clusters.markersIn(clusters.buildClusterIndex(items), WORLD, 5));
    expect(source.clusterSourceFor(items)).toBe(source.clusterSourceFor(items));
    const group = markers.find((m) => m.kind === 'cluster');
    if (!group || group.kind !== 'cluster' || group.clusterId === null) throw new Error('expected a group');
    expect(await source.clusterSourceFor(items).expansionZoom(group.clusterId, 7)).toBe(clusters.expansionZoomOf(clusters.buildClusterIndex(items), group.clusterId));
  });

  it('hands the stays to the worker in one transferable array and asks it for each view', async () => {
    const posted: { message: { type: string; id?: number; stays?: Float64Array; box?: unknown; zoom?: number }; transfer?: unknown[] }[] = [];
    class FakeWorker extends EventTarget {
      postMessage(message: (typeof posted)[number]['message'], transfer?: unknown[]) {
        posted.push({ message, transfer });
        if (message.type === 'markers') {
          const reply = { type: 'markers', id: message.id, markers: [{ kind: 'stay', key: 'h1', hotelId: 1, lat: 36, lng: -9, offers: 1 }] };
          queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('message'), { data: reply })));
        }
      }
      terminate() {}
    }
    (global as { Worker?: unknown }).Worker = FakeWorker;
    const { source } = load();
    const markers = await source.clusterSourceFor(grid(3)).markersIn(WORLD, 16);
    expect(markers).toEqual([{ kind: 'stay', key: 'h1', hotelId: 1, lat: 36, lng: -9, offers: 1 }]);
    const [first, second] = posted;
    expect(first.message.type).toBe('load');
    expect(Array.from(first.message.stays ?? [])).toEqual([1, 1, 36, -9, 2, 1, 36.2, -9, 3, 1, 36.4, -9]);
    expect(first.transfer).toEqual([first.message.stays?.buffer]);
    expect(second.message).toMatchObject({ type: 'markers', box: WORLD, zoom: 16 });
  });

  it('answers on the main thread when the worker no longer keeps the index of an answer', async () => {
    class ForgetfulWorker extends EventTarget {
      postMessage(message: { type: string; id?: number }) {
        if (message.type !== 'load') queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'missing', id: message.id } })));
      }
      terminate() {}
    }
    (global as { Worker?: unknown }).Worker = ForgetfulWorker;
    const { source, clusters } = load();
    const items = grid(300);
    expect(await source.clusterSourceFor(items).markersIn(WORLD, 6)).toEqual(clusters.markersIn(clusters.buildClusterIndex(items), WORLD, 6));
  });

  it('answers on the main thread when the worker fails, the questions already asked included', async () => {
    const started: EventTarget[] = [];
    class FailingWorker extends EventTarget {
      constructor() {
        super();
        started.push(this);
      }
      postMessage() {}
      terminate() {}
    }
    (global as { Worker?: unknown }).Worker = FailingWorker;
    const { source, clusters } = load();
    const items = grid(200);
    const asked = source.clusterSourceFor(items).markersIn(WORLD, 4);
    started[0].dispatchEvent(new Event('error'));
    const expected = clusters.markersIn(clusters.buildClusterIndex(items), WORLD, 4);
    expect(await asked).toEqual(expected);
    expect(await source.clusterSourceFor(items).markersIn(WORLD, 4)).toEqual(expected);
  });
});
