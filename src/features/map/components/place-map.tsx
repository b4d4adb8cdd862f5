import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { theme } from '@/styles/theme';

/** Product §9 and search §9: a hotel's map opens at zoom 14. */
export const HOTEL_MAP_ZOOM = 14;

export type PlaceMapProps = {
  lat: number;
  lng: number;
  tileUrl: string;
  attribution: string;
  /** The map's accessible name (the container is a keyboard-pannable region). */
  label: string;
  zoomLabels: { zoomIn: string; zoomOut: string };
};

function ContainerName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/** A hotel's place on a Leaflet map (tiles from the site's map tile service), for the hotel and product pages; loaded only as it nears the screen. */
export default function PlaceMap({ lat, lng, tileUrl, attribution, label, zoomLabels }: PlaceMapProps) {
  return (
    <MapContainer center={[lat, lng]} zoom={HOTEL_MAP_ZOOM} zoomControl={false} scrollWheelZoom={false} fadeAnimation={false} style={{ width: '100%', height: '100%' }}>
      <TileLayer url={tileUrl} attribution={attribution} />
      <ZoomControl position="topright" zoomInTitle={zoomLabels.zoomIn} zoomOutTitle={zoomLabels.zoomOut} />
      <ContainerName label={label} />
      <CircleMarker center={[lat, lng]} radius={12} pathOptions={{ color: theme.colors.white, weight: 3, fillColor: theme.colors.promo, fillOpacity: 1 }} interactive={false} />
    </MapContainer>
  );
}
