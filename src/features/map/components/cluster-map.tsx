import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { startTransition, useCallback, useEffect, useMemo, useRef } from 'react';
import { MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { clusterSourceFor, type ClusterSource } from '../model/cluster-source';
import { CLUSTER_MIN_ZOOM, separateMarkers, type MapItem, type MapMarker } from '../model/clusters';
import { MAP_ZOOM, MARKER_SIZE, type LatLng } from '../model/map-view';
import type { Bounds } from '../model/search-area';

export type MapLabels = {
  /** Accessible name of a single stay's marker. */
  stay: (offers: number) => string;
  /** Accessible name of a group of markers: it counts hotels (each marker is a hotel and its offers). */
  cluster: (count: number) => string;
};

export type MapViewChange = { centre: LatLng; bounds: Bounds; zoom: number };

export type ClusterMapProps = {
  items: readonly MapItem[];
  centre: LatLng;
  zoom: number;
  /** The first view holds this box instead of `centre` and `zoom` (a country-wide search's stays). */
  fitBounds?: Bounds | null;
  tileUrl: string;
  attribution: string;
  /** The map's own accessible name (the container is a keyboard-pannable region). */
  label: string;
  /** Names of the zoom buttons (Leaflet's own are English). */
  zoomLabels: { zoomIn: string; zoomOut: string };
  labels: MapLabels;
  selectedId: number | null;
  onSelect: (hotelId: number | null) => void;
  /** After every move or zoom (the dialog decides whether to offer 'Search this area'). */
  onViewChange: (view: MapViewChange) => void;
};

// ---------- icons (plain DOM: Leaflet owns these elements) ----------

const PIN_PATH = 'M12 1.5a8 8 0 0 0-8 8c0 5.6 6.6 12.1 7.3 12.8a1 1 0 0 0 1.4 0c.7-.7 7.3-7.2 7.3-12.8a8 8 0 0 0-8-8z';

function pinIcon(active: boolean): L.DivIcon {
  const size = active ? MARKER_SIZE.active : MARKER_SIZE.default;
  return L.divIcon({
    className: `escapade-pin${active ? ' escapade-pin--active' : ''}`,
    // The SVG fills its box: selecting a marker only resizes the box (see showActive).
    html: `<svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" focusable="false"><path d="${PIN_PATH}"/><circle cx="12" cy="9.5" r="3.2"/></svg>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size - 1],
  });
}

const ICONS = { active: pinIcon(true), idle: pinIcon(false) };

/**
 * Marks a drawn stay active (47 px, red, on top) or not, writing the few styles Leaflet's setIcon would
 * rewrite after re-parsing the icon: this runs inside the click, before the next paint.
 */
function showActive(marker: L.Marker, on: boolean) {
  const element = marker.getElement();
  marker.options.icon = on ? ICONS.active : ICONS.idle; // what Leaflet draws if it re-creates the icon
  marker.setZIndexOffset(on ? 1000 : 0);
  if (!element) return;
  const size = on ? MARKER_SIZE.active : MARKER_SIZE.default;
  element.classList.toggle('escapade-pin--active', on);
  element.style.width = `${size}px`;
  element.style.height = `${size}px`;
  element.style.marginLeft = `${-size / 2}px`;
  element.style.marginTop = `${-(size - 1)}px`;
  element.setAttribute('aria-pressed', String(on));
}

const clusterSize = (count: number) => (count < 10 ? 40 : count < 100 ? 46 : count < 1000 ? 52 : 58);

/** Closer than this, markers may overlap: the map's own deepest zooms keep every stay apart. */
const SEPARATE_BELOW_ZOOM = 17;

function clusterIcon(count: number): L.DivIcon {
  const size = clusterSize(count);
  return L.divIcon({
    className: 'escapade-cluster',
    html: `<span aria-hidden="true">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/**
 * Keyboard behaviour of a marker button: Leaflet answers Enter, buttons also answer Space; a marker reached
 * with Tab is brought into view (Leaflet's own autoPanOnFocus would also pan on every mouse click).
 */
function keyboardSupport(marker: L.Marker, map: L.Map) {
  const element = marker.getElement();
  if (!element) return;
  L.DomEvent.on(element, 'keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key === ' ' || key === 'Spacebar') {
      L.DomEvent.preventDefault(event);
      marker.fire('click');
    }
  });
  L.DomEvent.on(element, 'focus', () => {
    if (element.matches(':focus-visible')) map.panInside(marker.getLatLng(), { padding: [MARKER_SIZE.active, MARKER_SIZE.active] });
  });
}

// ---------- the marker layer ----------

/** Runs `task` once the browser has painted the current frame (a frame, then a task): the paint never waits for it. */
function afterNextPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

type Drawn = { marker: L.Marker; data: MapMarker };

/**
 * Draws only the markers in view (plus a margin) for the current zoom, adding and removing the difference
 * after each move; a selection change touches two markers. This keeps thousands of stays fast.
 * A click repaints its marker at once and hands the selection to React only after that frame is painted (as a
 * transition), so the red marker shows without waiting for the card and its style work (interaction to next paint).
 */
function MarkerLayer({ source, labels, selectedId, onSelect, onViewChange }: { source: ClusterSource } & Pick<ClusterMapProps, 'labels' | 'selectedId' | 'onSelect' | 'onViewChange'>) {
  const map = useMap();
  const drawn = useRef(new Map<string, Drawn>());
  const latest = useRef({ labels, onSelect, onViewChange });
  useEffect(() => {
    latest.current = { labels, onSelect, onViewChange };
  });

  // The stay drawn as active: follows clicks at once, and the selection React holds.
  const activeId = useRef<number | null>(selectedId);
  const paintActive = useCallback((next: number | null) => {
    const previous = activeId.current;
    if (previous === next) return;
    activeId.current = next;
    for (const [hotelId, on] of [
      [previous, false],
      [next, true],
    ] as const) {
      const entry = hotelId === null ? undefined : drawn.current.get(`h${hotelId}`);
      if (entry) showActive(entry.marker, on);
    }
  }, []);
  useEffect(() => paintActive(selectedId), [selectedId, paintActive]);

  useEffect(() => {
    const layer = L.layerGroup().addTo(map);
    const current = drawn.current;
    let disposed = false;

    const createMarker = (data: MapMarker): L.Marker => {
      const names = latest.current.labels;
      const selected = activeId.current;
      if (data.kind === 'cluster') {
        const marker = L.marker([data.lat, data.lng], { icon: clusterIcon(data.count), keyboard: true, autoPanOnFocus: false });
        marker.on('click', () => {
          const closer = Math.min(map.getZoom() + 2, map.getMaxZoom());
          void (data.clusterId === null ? Promise.resolve(closer) : source.expansionZoom(data.clusterId, closer)).then((zoom) => {
            if (disposed) return;
            map.setView([data.lat, data.lng], zoom);
            // The group disappears as it splits: keep the keyboard on the map, where Tab reaches the new markers.
            map.getContainer().focus({ preventScroll: true });
          });
        });
        marker.addTo(layer);
        marker.getElement()?.setAttribute('aria-label', names.cluster(data.count));
        keyboardSupport(marker, map);
        return marker;
      }
      const active = data.hotelId === selected;
      const marker = L.marker([data.lat, data.lng], { icon: active ? ICONS.active : ICONS.idle, keyboard: true, autoPanOnFocus: false, zIndexOffset: active ? 1000 : 0 });
      marker.on('click', () => {
        paintActive(data.hotelId);
        afterNextPaint(() => startTransition(() => latest.current.onSelect(data.hotelId)));
      });
      marker.addTo(layer);
      const element = marker.getElement();
      element?.setAttribute('aria-label', names.stay(data.offers));
      element?.setAttribute('aria-pressed', String(active));
      element?.setAttribute('data-hotel-id', String(data.hotelId));
      keyboardSupport(marker, map);
      return marker;
    };

    /** Draws the markers of the current view once the index answers (only the latest question's answer). */
    const draw = (inView: MapMarker[]) => {
      const selected = activeId.current;
      const next =
        map.getZoom() >= SEPARATE_BELOW_ZOOM
          ? inView
          : separateMarkers(
              inView.map((marker) => {
                const { x, y } = map.latLngToLayerPoint([marker.lat, marker.lng]);
                const size = marker.kind === 'cluster' ? clusterSize(marker.count) : marker.hotelId === selected ? MARKER_SIZE.active : MARKER_SIZE.default;
                return { marker, x, y: marker.kind === 'cluster' ? y : y - size / 2, size };
              }),
              selected,
            );
      const keep = new Set<string>();
      for (const data of next) {
        keep.add(data.key);
        if (!current.has(data.key)) current.set(data.key, { marker: createMarker(data), data });
      }
      for (const [key, entry] of current) {
        if (!keep.has(key)) {
          layer.removeLayer(entry.marker);
          current.delete(key);
        }
      }
    };

    let asked = 0;
    const redraw = () => {
      const bounds = map.getBounds();
      const padded = bounds.pad(0.15);
      const question = ++asked;
      void source.markersIn([padded.getWest(), Math.max(-85, padded.getSouth()), padded.getEast(), Math.min(85, padded.getNorth())], map.getZoom()).then((inView) => {
        if (!disposed && question === asked) draw(inView);
      });
      const centre = map.getCenter();
      const view = {
        centre: { lat: centre.lat, lng: centre.lng },
        bounds: { north: bounds.getNorth(), south: bounds.getSouth(), east: bounds.getEast(), west: bounds.getWest() },
        zoom: map.getZoom(),
      };
      startTransition(() => latest.current.onViewChange(view));
    };

    const deselect = () => {
      paintActive(null);
      afterNextPaint(() => startTransition(() => latest.current.onSelect(null)));
    };
    redraw();
    map.on('moveend', redraw);
    map.on('click', deselect);
    return () => {
      disposed = true;
      map.off('moveend', redraw);
      map.off('click', deselect);
      layer.remove();
      current.clear();
    };
  }, [map, source, paintActive]);

  return null;
}

/** Names the map container: Leaflet makes it focusable (arrows pan, + and - zoom) but leaves it unnamed. */
function ContainerName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/** The Leaflet map: tiles from the configured URL and the clustered stays. */
export function ClusterMap({ items, centre, zoom, fitBounds, tileUrl, attribution, label, zoomLabels, labels, selectedId, onSelect, onViewChange }: ClusterMapProps) {
  const source = useMemo(() => clusterSourceFor(items), [items]);
  return (
    <MapContainer
      // Either a box to fit or a centre and zoom (react-leaflet takes the centre first when given both). A pin stands
      // above its point: the padding keeps the northernmost stays' pins, and the zoom buttons in the corner, clear.
      {...(fitBounds
        ? { bounds: [[fitBounds.south, fitBounds.west], [fitBounds.north, fitBounds.east]] as L.LatLngBoundsLiteral, boundsOptions: { padding: [MARKER_SIZE.active, MARKER_SIZE.active] as L.PointTuple, maxZoom: MAP_ZOOM.city } }
        : { center: [centre.lat, centre.lng] as L.LatLngTuple, zoom })}
      minZoom={CLUSTER_MIN_ZOOM}
      maxZoom={18}
      worldCopyJump
      zoomControl={false}
      // Tiles appear without a fade: its animation frames would compete with marker clicks.
      fadeAnimation={false}
      style={{ width: '100%', height: '100%' }}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <ZoomControl position="topright" zoomInTitle={zoomLabels.zoomIn} zoomOutTitle={zoomLabels.zoomOut} />
      <ContainerName label={label} />
      <MarkerLayer source={source} labels={labels} selectedId={selectedId} onSelect={onSelect} onViewChange={onViewChange} />
    </MapContainer>
  );
}
