import type { City, Geography } from './geography';

/**
 * The cities visitors search first. Each gets a guaranteed share of hotels at every scale (`ScaleSpec.hotelsPerShowcaseCity`),
 * so "a weekend near Lyon" or "Gent" finds stays even in the small test catalog; the rest of the hotels follow population.
 * Names are GeoNames' local names.
 */
export const SHOWCASE_CITIES: readonly [country: string, name: string][] = [
  ['FR', 'Paris'], ['FR', 'Lyon'], ['FR', 'Marseille'], ['FR', 'Bordeaux'], ['FR', 'Nice'], ['FR', 'Strasbourg'],
  ['ES', 'Madrid'], ['ES', 'Barcelona'], ['ES', 'Sevilla'], ['ES', 'Valencia'],
  ['IT', 'Roma'], ['IT', 'Milano'], ['IT', 'Firenze'], ['IT', 'Venezia'], ['IT', 'Napoli'],
  ['BE', 'Bruxelles'], ['BE', 'Gent'], ['BE', 'Antwerpen'], ['BE', 'Brugge'], ['BE', 'Liège'],
  ['NL', 'Amsterdam'], ['NL', 'Rotterdam'], ['NL', 'Utrecht'], ['NL', 'Maastricht'],
];

/** The showcase cities found in the loaded geography (the most populous place of that name in that country). */
export function showcaseCities(geo: Pick<Geography, 'citiesByCountry'>): City[] {
  const found: City[] = [];
  for (const [country, name] of SHOWCASE_CITIES) {
    const matches = (geo.citiesByCountry.get(country) ?? []).filter((c) => c.name === name || c.names.local === name);
    const best = matches.sort((a, b) => b.population - a.population)[0];
    if (best) found.push(best);
  }
  return found;
}
