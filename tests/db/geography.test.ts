/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { urbanRadiusKm, withoutDistricts } from '@/server/db/seed/geography';
import type { GeoPlace } from '@/server/db/seed/geonames';

const place = (name: string, population: number, country = 'FR'): GeoPlace => ({ id: population, name, lat: 43.3, lng: 5.4, country, admin1: `${country}.93`, admin2: null, population, elevation: null, alternates: [] });

describe('places from GeoNames', () => {
  it('drops numbered districts of a city of the same country, and nothing else', () => {
    const places = [place('Marseille', 870000), place('Marseille 01', 40000), place('Marseille 16', 16000), place('Paris 12', 140000), place('Marseille 01', 100, 'IT')];
    expect(withoutDistricts(places).map((p) => `${p.country}/${p.name}`)).toEqual(['FR/Marseille', 'FR/Paris 12', 'IT/Marseille 01']);
  });

  it.each([
    [0, 1],
    [10_000, 1.38],
    [522_969, 3.74],
    [2_138_551, 6.55],
  ])('a town of %i people reaches %f km from its centre', (population, km) => {
    expect(urbanRadiusKm(population)).toBeCloseTo(km, 2);
  });
});
