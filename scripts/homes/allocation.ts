/** How many sample homes each ZIP gets, and how pricey each ZIP is within its county. */
import { cityPriceFactor, counties, countyProfile } from './market';
import { createRandom } from './random';
import type { ZipArea } from './reference-data';
import { smallPlace, townPopulation } from './town-populations';

/** Single-organisation ZIPs with no homes (a store chain, an insurer, a navy depot, a prison). */
const nonResidentialPlaces = new Set(['Gottschalks', 'Liberty Mutual', 'Naval Supply Center', 'Represa']);

/**
 * ZIPs that can hold homes. A ZIP whose centre is exactly another ZIP's centre is a PO-box or
 * single-organisation ZIP (the ZIP table places those at the post office or city centre), e.g.
 * Sacramento's 942xx state-government ZIPs, so it gets no homes.
 */
export function residentialZips(zips: readonly ZipArea[]): ZipArea[] {
  const perCentre = new Map<string, number>();
  const centre = (zip: ZipArea) => `${zip.latitude},${zip.longitude}`;
  for (const zip of zips) perCentre.set(centre(zip), (perCentre.get(centre(zip)) ?? 0) + 1);
  return zips.filter((zip) => perCentre.get(centre(zip)) === 1 && !nonResidentialPlaces.has(zip.city));
}

/** Splits `total` in proportion to `weights`, rounding by largest remainder so the parts sum to `total`. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((accumulated, weight) => accumulated + weight, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = total - parts.reduce((accumulated, part) => accumulated + part, 0);
  for (const { index } of byRemainder) {
    if (left-- <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
  }
  return parts;
}

export interface ZipAllocation {
  area: ZipArea;
  homeCount: number;
  /** Multiplies the county's median price; the home-weighted geometric mean per county is 1. */
  priceFactor: number;
  /** Property tax rate of the ZIP's main tax rate area (fraction of assessed value). */
  taxRate: number;
}

/**
 * Homes per ZIP: counties by their profile weight, then each county's homes by town population,
 * a town's share split over its ZIPs with some variation.
 */
export function allocateHomes(zips: readonly ZipArea[], totalHomes: number): ZipAllocation[] {
  const residential = residentialZips(zips);
  const countyNames = Object.keys(counties);
  const countyTotals = apportion(
    totalHomes,
    countyNames.map((name) => countyProfile(name).weight),
  );
  const allocations: ZipAllocation[] = [];
  countyNames.forEach((countyName, countyIndex) => {
    const areas = residential.filter((zip) => zip.county === countyName);
    if (areas.length === 0) throw new Error(`no residential ZIPs in ${countyName}`);
    const zipsPerCity = new Map<string, number>();
    for (const area of areas) zipsPerCity.set(area.city, (zipsPerCity.get(area.city) ?? 0) + 1);
    const weights = areas.map((area) => {
      const random = createRandom(`zip-weight:${area.zip}`);
      const share = townPopulation(countyName, area.city) / (zipsPerCity.get(area.city) ?? 1);
      return Math.max(share, smallPlace) * random.between(0.7, 1.3);
    });
    const counts = apportion(countyTotals[countyIndex] ?? 0, weights);
    const rawFactors = areas.map((area) => {
      const random = createRandom(`zip-price:${area.zip}`);
      return cityPriceFactor(countyName, area.city) * Math.exp(random.normal(0, 0.1));
    });
    // Re-centre so the county's typical home still costs about its median price.
    const homes = counts.reduce((sum, count) => sum + count, 0);
    const meanLog = rawFactors.reduce((sum, factor, index) => sum + Math.log(factor) * (counts[index] ?? 0), 0) / homes;
    areas.forEach((area, index) => {
      const random = createRandom(`zip-tax:${area.zip}`);
      allocations.push({
        area,
        homeCount: counts[index] ?? 0,
        priceFactor: (rawFactors[index] ?? 1) / Math.exp(meanLog),
        taxRate: random.between(0.01105, 0.0121),
      });
    });
  });
  const order = new Map(zips.map((zip, index) => [zip.zip, index]));
  return allocations.sort((a, b) => (order.get(a.area.zip) ?? 0) - (order.get(b.area.zip) ?? 0));
}
