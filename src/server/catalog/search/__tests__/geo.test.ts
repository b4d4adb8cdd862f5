/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { boundingBox, distanceKm } from '../geo';

describe('distanceKm', () => {
  it('measures Paris to Versailles at about 18 km and is symmetric', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const versailles = { lat: 48.8049, lng: 2.1204 };
    expect(distanceKm(paris, versailles)).toBeCloseTo(17.9, 0);
    expect(distanceKm(versailles, paris)).toBeCloseTo(distanceKm(paris, versailles), 9);
    expect(distanceKm(paris, paris)).toBe(0);
  });

  it('stays within 0.5 % of the great-circle distance up to 300 km in Europe', () => {
    const haversine = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
      const r = Math.PI / 180;
      const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.sqrt(h));
    };
    fc.assert(
      fc.property(fc.double({ min: 36, max: 54, noNaN: true }), fc.double({ min: -9, max: 18, noNaN: true }), fc.double({ min: -2, max: 2, noNaN: true }), fc.double({ min: -2, max: 2, noNaN: true }), (lat, lng, dLat, dLng) => {
        const a = { lat, lng };
        const b = { lat: lat + dLat, lng: lng + dLng };
        const exact = haversine(a, b);
        if (exact < 1 || exact > 300) return;
        expect(Math.abs(distanceKm(a, b) - exact) / exact).toBeLessThan(0.005);
      }),
    );
  });
});

describe('boundingBox', () => {
  it('contains every point within the radius (the SQL prefilter never drops a kept hotel)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -70, max: 70, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lng, km, angle, fraction) => {
          const centre = { lat, lng };
          const box = boundingBox(centre, km);
          // Walk out along a bearing (bisection) to the point at fraction × km.
          let point = centre;
          let lo = 0;
          let hi = 20;
          for (let i = 0; i < 60; i++) {
            const t = (lo + hi) / 2;
            const candidate = { lat: lat + t * Math.cos(angle), lng: lng + t * Math.sin(angle) };
            if (distanceKm(centre, candidate) <= fraction * km) {
              lo = t;
              point = candidate;
            } else hi = t;
          }
          expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
          expect(point.lat).toBeLessThanOrEqual(box.maxLat);
          expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
          expect(point.lng).toBeLessThanOrEqual(box.maxLng);
        },
      ),
    );
  });
});
