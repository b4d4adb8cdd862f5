/** Credit shown on the map: OpenStreetMap's licence asks for it; the local tiles draw GeoNames towns (CC BY 4.0). */
export function tileAttribution(tileUrl: string): string {
  if (/openstreetmap\./i.test(tileUrl)) return '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
  if (tileUrl.startsWith('/')) return '&copy; <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0)';
  return '';
}
