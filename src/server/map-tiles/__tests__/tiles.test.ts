/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { tileSvg, type TilePlaces } from '../draw-tile';
import { parseTileAddress, worldPixel } from '../tile-geometry';

describe('parseTileAddress', () => {
  it.each([
    [['0', '0', '0.png'], { z: 0, x: 0, y: 0 }],
    [['12', '2072', '1529.png'], { z: 12, x: 2072, y: 1529 }],
    [['18', '0', '262143'], { z: 18, x: 0, y: 262143 }],
  ])('reads %j', (params, expected) => {
    expect(parseTileAddress(...(params as [string, string, string]))).toEqual(expected);
  });

  it.each([
    ['19', '0', '0.png'],
    ['2', '4', '0.png'],
    ['2', '0', '4.png'],
    ['-1', '0', '0.png'],
    ['1.5', '0', '0.png'],
    ['a', '0', '0.png'],
    [undefined, '0', '0.png'],
    ['3', ['1', '2'], '0.png'],
  ])('refuses %j/%j/%j', (z, x, y) => {
    expect(parseTileAddress(z, x, y)).toBeNull();
  });
});

describe('worldPixel', () => {
  it('puts 0,0 in the middle of the world and Barcelona in its Web Mercator tile', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ wx: 128, wy: 128 });
    const { wx, wy } = worldPixel(12, 41.3874, 2.1686);
    expect([Math.floor(wx / 256), Math.floor(wy / 256)]).toEqual([2072, 1529]);
  });
});

describe('tileSvg', () => {
  const places: TilePlaces = {
    towns: [
      { name: 'Barcelona', lat: 41.3888, lng: 2.159, population: 1_620_343 },
      { name: "L'Hospitalet <de> Llobregat & co", lat: 41.3597, lng: 2.1003, population: 257_000 },
      { name: 'Badalona', lat: 41.4503, lng: 2.2474, population: 220_000 },
    ],
    regions: [{ name: 'Catalunya', lat: 41.8, lng: 1.6, population: 0 }],
    countries: [{ name: 'España', lat: 40, lng: -4, population: 0 }],
  };

  it('names the towns of the tile with their text escaped', () => {
    const svg = tileSvg({ z: 11, x: 1036, y: 764 }, places);
    expect(svg).toContain('>Barcelona<');
    expect(svg).toContain('L&apos;Hospitalet &lt;de&gt; Llobregat &amp; co');
    expect(svg).not.toContain('<de>');
  });

  it('leaves out a name that would overlap a larger town', () => {
    const crowded: TilePlaces = { ...places, towns: [places.towns[0], { name: 'Next door', lat: 41.3889, lng: 2.1591, population: 1_000_000 }] };
    const svg = tileSvg({ z: 8, x: 129, y: 95 }, crowded);
    expect(svg).toContain('>Barcelona<');
    expect(svg).not.toContain('Next door');
  });

  it('draws a plain tile far from every place', () => {
    const svg = tileSvg({ z: 10, x: 0, y: 0 }, places);
    expect(svg).toMatch(/^<svg [^>]+><rect /);
    expect(svg).not.toContain('<text');
  });
});
