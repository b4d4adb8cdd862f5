import { describe, expect, it } from '@jest/globals';
import type { LocationType } from '@/contracts/search-criteria';
import { buildClusterIndex, expansionZoomOf, markersIn, separateMarkers, type MapItem, type MapMarker, type PlacedMarker } from '../clusters';
import { initialMapView, isMapConfigured, MAP_ZOOM, MARKER_SIZE, staysBounds, zoomForDestination, zoomForRadius } from '../map-view';
import { distanceKm, MAX_SEARCH_RADIUS_KM, roundSearchRadius, searchAreaOf } from '../search-area';

const BARCELONA = { lat: 41.3874, lng: 2.1686 };

describe('zoom by destination kind (§9)', () => {
  it.each<[LocationType | null, number]>([
    ['hotel', 14],
    ['city', 12],
    ['department', 9],
    ['region', 8],
    ['country', 6],
    [null, 6],
    // kinds §9 does not name take the level of their size
    ['poi', 12],
    ['seaResort', 12],
    ['skiResort', 12],
    ['touristic', 8],
  ])('%s → %i', (kind, zoom) => {
    expect(zoomForDestination(kind)).toBe(zoom);
  });

  it('keeps the §9 constants', () => {
    expect(MAP_ZOOM).toEqual({ hotel: 14, city: 12, department: 9, region: 8, large: 6 });
    expect(MARKER_SIZE).toEqual({ active: 47, default: 40 });
  });
});

describe('zoom around a point', () => {
  it.each([
    [1, 14],
    [10, 12],
    [30, 11],
    [100, 9],
    [300, 7],
    [2000, 6],
    [0, 12],
    [Number.NaN, 12],
  ])('radius %d km → zoom %i', (radius, zoom) => {
    expect(zoomForRadius(radius)).toBe(zoom);
  });
});

describe('initialMapView', () => {
  it('opens on the default centre (Barcelona) at the large zoom without a destination', () => {
    expect(initialMapView({ defaultCentre: BARCELONA })).toEqual({ centre: BARCELONA, zoom: 6 });
  });

  it('opens on the searched place at the zoom of its kind', () => {
    expect(initialMapView({ place: { type: 'region', lat: 43.6, lng: 1.44 }, defaultCentre: BARCELONA })).toEqual({ centre: { lat: 43.6, lng: 1.44 }, zoom: 8 });
  });

  it('prefers a searched point and fits its radius', () => {
    expect(initialMapView({ place: { type: 'city', lat: 1, lng: 1 }, position: { lat: 45.76, lng: 4.84 }, radiusKm: 100, defaultCentre: BARCELONA })).toEqual({
      centre: { lat: 45.76, lng: 4.84 },
      zoom: 9,
    });
  });

  it('widens the view of a place searched with a radius around it', () => {
    expect(initialMapView({ place: { type: 'city', lat: 43.3, lng: 5.37 }, radiusKm: 100, defaultCentre: BARCELONA }).zoom).toBe(9);
    expect(initialMapView({ place: { type: 'city', lat: 43.3, lng: 5.37 }, radiusKm: 1, defaultCentre: BARCELONA }).zoom).toBe(12);
  });

  it('fits the stays found when a whole country is searched, and only then', () => {
    expect(initialMapView({ place: { type: 'country', lat: 46.6, lng: 2.4 }, defaultCentre: BARCELONA })).toEqual({ centre: { lat: 46.6, lng: 2.4 }, zoom: 6, fitStays: true });
    expect(initialMapView({ place: { type: 'country', lat: 46.6, lng: 2.4 }, radiusKm: 100, defaultCentre: BARCELONA })).not.toHaveProperty('fitStays');
    expect(initialMapView({ place: { type: 'region', lat: 43.6, lng: 1.44 }, defaultCentre: BARCELONA })).not.toHaveProperty('fitStays');
  });

  it('bounds the stays with a usable position', () => {
    const at = (lat: number, lng: number) => ({ location: { lat, lng } });
    expect(staysBounds([at(48.39, -4.49), at(42.7, 9.45), at(50.63, 3.06), at(95, 0)])).toEqual({ north: 50.63, south: 42.7, east: 9.45, west: -4.49 });
    expect(staysBounds([])).toBeNull();
  });

  it('ignores a point outside the globe', () => {
    expect(initialMapView({ position: { lat: 95, lng: 0 }, defaultCentre: BARCELONA })).toEqual({ centre: BARCELONA, zoom: 6 });
  });
});

describe('isMapConfigured (§8: no tile URL or no centre → no map)', () => {
  it.each([
    ['/api/tiles/{z}/{x}/{y}.png', BARCELONA, true],
    ['', BARCELONA, false],
    ['   ', BARCELONA, false],
    ['/api/tiles/{z}/{x}/{y}.png', null, false],
    ['/api/tiles/{z}/{x}/{y}.png', { lat: Number.NaN, lng: 2 }, false],
  ])('%j with %j → %s', (url, centre, expected) => {
    expect(isMapConfigured(url, centre)).toBe(expected);
  });
});

describe('search this area (§4 map refresh)', () => {
  it('measures distances on the globe', () => {
    // Barcelona to Madrid is about 505 km as the crow flies.
    expect(distanceKm(BARCELONA, { lat: 40.4168, lng: -3.7038 })).toBeGreaterThan(500);
    expect(distanceKm(BARCELONA, { lat: 40.4168, lng: -3.7038 })).toBeLessThan(510);
    expect(distanceKm(BARCELONA, BARCELONA)).toBe(0);
  });

  it.each([
    [12.01, 13],
    [12, 12],
    [0.2, 1],
    [0, 0],
    [-3, 0],
    [5000, MAX_SEARCH_RADIUS_KM],
    [Number.POSITIVE_INFINITY, MAX_SEARCH_RADIUS_KM],
    [Number.NaN, 0],
  ])('rounds a radius of %d km up to %d', (km, expected) => {
    expect(roundSearchRadius(km)).toBe(expected);
  });

  it('searches around the centre as far as the farthest visible corner, rounded up', () => {
    const area = searchAreaOf({ lat: 41.4, lng: 2.2 }, { north: 41.5, south: 41.3, east: 2.35, west: 2.05 });
    expect(area.centre).toEqual({ lat: 41.4, lng: 2.2 });
    const exact = distanceKm({ lat: 41.4, lng: 2.2 }, { lat: 41.3, lng: 2.35 });
    expect(area.radiusKm).toBe(Math.ceil(exact));
    expect(area.radiusKm).toBeGreaterThanOrEqual(exact);
  });

  it('gives a radius of 0 for a map reduced to a point, and wraps a centre panned round the world', () => {
    expect(searchAreaOf({ lat: 10, lng: 370 }, { north: 10, south: 10, east: 370, west: 370 })).toEqual({ centre: { lat: 10, lng: 10 }, radiusKm: 0 });
  });
});

describe('clusters', () => {
  const grid = (n: number): MapItem[] =>
    Array.from({ length: n }, (_, i) => ({ id: i + 1, location: { lat: 36 + (i % 100) * 0.15, lng: -9 + Math.floor(i / 100) * 0.4 }, weekend: [{ id: i * 10 }] }));

  it('groups 5,000 stays into a few markers when zoomed out, and every stay is in one of them', () => {
    const index = buildClusterIndex(grid(5000));
    const markers = markersIn(index, [-180, -85, 180, 85], 4);
    expect(markers.length).toBeLessThan(200);
    const total = markers.reduce((sum, m) => sum + (m.kind === 'cluster' ? m.count : 1), 0);
    expect(total).toBe(5000);
  });

  it('shows single stays with their offers when zoomed in, only those in the box', () => {
    const items: MapItem[] = [
      { id: 1, location: { lat: 41.38, lng: 2.17 }, weekend: [{ id: 10 }, { id: 11 }] },
      { id: 2, location: { lat: 41.4, lng: 2.19 }, weekend: [{ id: 20 }] },
      { id: 3, location: { lat: 48.85, lng: 2.35 }, weekend: [{ id: 30 }] },
    ];
    const index = buildClusterIndex(items);
    const markers = markersIn(index, [2, 41, 2.5, 41.6], 16);
    expect(markers).toEqual(
      expect.arrayContaining([
        { kind: 'stay', key: 'h1', hotelId: 1, lat: 41.38, lng: 2.17, offers: 2 },
        { kind: 'stay', key: 'h2', hotelId: 2, lat: 41.4, lng: 2.19, offers: 1 },
      ]),
    );
    expect(markers).toHaveLength(2);
  });

  it('splits a group when zoomed to its expansion zoom', () => {
    const items: MapItem[] = [
      { id: 1, location: { lat: 41.38, lng: 2.17 }, weekend: [] },
      { id: 2, location: { lat: 41.39, lng: 2.18 }, weekend: [] },
    ];
    const index = buildClusterIndex(items);
    const [group] = markersIn(index, [-180, -85, 180, 85], 5);
    expect(group.kind).toBe('cluster');
    if (group.kind !== 'cluster' || group.clusterId === null) throw new Error('expected a supercluster group');
    const zoom = expansionZoomOf(index, group.clusterId);
    expect(markersIn(index, [-180, -85, 180, 85], zoom).every((m) => m.kind === 'stay')).toBe(true);
  });

  it('reuses the index of an answer already indexed (the map reopened on the same search), and builds anew for another answer', () => {
    const items = grid(50);
    const index = buildClusterIndex(items);
    expect(buildClusterIndex(items)).toBe(index);
    expect(buildClusterIndex(grid(50))).not.toBe(index);
  });

  it('skips items without a usable position', () => {
    const index = buildClusterIndex([{ id: 1, location: { lat: Number.NaN, lng: 2 }, weekend: [] }]);
    expect(markersIn(index, [-180, -85, 180, 85], 10)).toEqual([]);
  });
});

describe('separateMarkers: every marker stays a whole target', () => {
  const stay = (hotelId: number, x: number, y: number): PlacedMarker => ({ marker: { kind: 'stay', key: `h${hotelId}`, hotelId, lat: 0, lng: 0, offers: 1 }, x, y, size: 40 });
  const group = (clusterId: number, count: number, x: number, y: number): PlacedMarker => ({
    marker: { kind: 'cluster', key: `c${clusterId}`, clusterId, lat: 0, lng: 0, count },
    x,
    y,
    size: 46,
  });
  const keys = (markers: MapMarker[]) => markers.map((m) => m.key).sort();

  it('keeps markers that overlap by 14 px or less', () => {
    expect(keys(separateMarkers([stay(1, 0, 0), stay(2, 26, 0), stay(3, 0, 26)]))).toEqual(['h1', 'h2', 'h3']);
  });

  it('merges a marker hidden under a larger group into it, with the counts added', () => {
    const merged = separateMarkers([stay(1, 10, 10), group(7, 12, 0, 0)]);
    expect(merged).toEqual([{ kind: 'cluster', key: 'm:c7+h1', clusterId: null, lat: 0, lng: 0, count: 13 }]);
  });

  it('never merges the selected stay, nor anything into it', () => {
    const result = separateMarkers([stay(1, 0, 0), group(7, 12, 5, 5), stay(2, 3, 3)], 1);
    expect(result.find((m) => m.key === 'h1')).toEqual(expect.objectContaining({ kind: 'stay', hotelId: 1 }));
    expect(result.reduce((n, m) => n + (m.kind === 'cluster' ? m.count : 1), 0)).toBe(14);
  });
});
