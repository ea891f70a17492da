import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceInlandKm, solarRadiationForInlandKm } from './solar-radiation';
import { utilityForCounty } from './utility-rates';

const sunAt = (latitude: number, longitude: number) =>
  solarRadiationForInlandKm(Math.round(distanceInlandKm({ latitude, longitude })));

describe('solarRadiationForInlandKm (5.0 at the ocean, +0.06 per 10 km, 5.9 from 150 km)', () => {
  it.each([
    [0, 5.0],
    [50, 5.3],
    [75, 5.45],
    [125, 5.75],
    [150, 5.9],
    [300, 5.9],
  ])('%s km inland gets %s kWh/m²/day', (km, sun) => {
    expect(solarRadiationForInlandKm(km)).toBeCloseTo(sun, 10);
  });

  it('never falls going inland and stays within the brief’s 5.0-5.9', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          expect(solarRadiationForInlandKm(far)).toBeGreaterThanOrEqual(solarRadiationForInlandKm(near));
          expect(solarRadiationForInlandKm(near)).toBeGreaterThanOrEqual(5);
          expect(solarRadiationForInlandKm(far)).toBeLessThanOrEqual(5.9);
        },
      ),
    );
  });

  it('refuses a negative distance', () => {
    expect(() => solarRadiationForInlandKm(-1)).toThrow(RangeError);
  });
});

describe('distanceInlandKm', () => {
  it('is zero on the shoreline and about 125 km at downtown Sacramento', () => {
    expect(distanceInlandKm({ latitude: 37.78, longitude: -122.51 })).toBe(0);
    expect(distanceInlandKm({ latitude: 38.58, longitude: -121.49 })).toBeGreaterThan(115);
    expect(distanceInlandKm({ latitude: 38.58, longitude: -121.49 })).toBeLessThan(135);
  });

  it.each([
    ['Oakland', 37.8, -122.27],
    ['San Jose', 37.34, -121.89],
    ['Walnut Creek', 37.9, -122.06],
    ['San Rafael', 37.97, -122.53],
    ['Fremont', 37.55, -121.99],
  ])('puts %s (Bay Area) in the brief’s coastal 5.0-5.4 band', (_city, latitude, longitude) => {
    const sun = sunAt(latitude, longitude);
    expect(sun).toBeGreaterThanOrEqual(5.0);
    expect(sun).toBeLessThanOrEqual(5.4);
  });

  it.each([
    ['Sacramento', 38.58, -121.49],
    ['Elk Grove', 38.41, -121.37],
    ['Davis', 38.54, -121.74],
    ['Roseville', 38.75, -121.29],
    ['Stockton', 37.96, -121.29],
  ])('puts %s (Sacramento Valley) in the brief’s valley 5.5-5.9 band', (_city, latitude, longitude) => {
    const sun = sunAt(latitude, longitude);
    expect(sun).toBeGreaterThanOrEqual(5.5);
    expect(sun).toBeLessThanOrEqual(5.9);
  });
});

describe('utilityForCounty', () => {
  it.each([
    ['Sacramento', 'SMUD', 16.96, 7.4],
    [' sacramento ', 'SMUD', 16.96, 7.4],
    ['Placer', 'PG&E', 38, 9.5],
    ['Alameda', 'PG&E', 38, 9.5],
    [null, 'PG&E', 38, 9.5],
  ])('%s County is served by %s (%s c retail, %s c export)', (county, name, retail, exported) => {
    const utility = utilityForCounty(county);
    expect(utility.name).toBe(name);
    expect(utility.retailCentsPerKwh).toBeCloseTo(retail, 10);
    expect(utility.exportCentsPerKwh).toBeCloseTo(exported, 10);
  });
});
