/**
 * Market tables behind the sample homes: county sizes and price levels, a California price index,
 * Prop 13 inflation factors and loan limits by year. Figures are rounded approximations from general
 * knowledge (tagged [M] in the domain brief's sense) or the brief's own tables; they make the sample
 * plausible and are not a source of truth for the product.
 */

export type PriceRegion = 'coastal' | 'inland';
export type BuildProfile = 'established' | 'suburban' | 'growing';

export interface CountyProfile {
  /** Relative share of the generated homes: roughly owner-occupied homes, Placer oversampled. */
  weight: number;
  /** Typical (median) single-family sale price in 2025, dollars. */
  medianPrice2025: number;
  region: PriceRegion;
  buildProfile: BuildProfile;
  /** 2025 one-unit limits from the domain brief's table (Solano: baseline and FHA floor, not found). */
  conformingLimit2025: number;
  fhaLimit2025: number;
  /** Price factor for places not listed in cityPriceFactors. */
  defaultCityFactor: number;
}

// Placer holds the embedded listings, so it gets ~3,800 homes instead of its ~2,300 population share.
export const counties: Readonly<Record<string, CountyProfile>> = {
  'Santa Clara': county(360, 1_600_000, 'coastal', 'established', 1_209_750, 1_209_750),
  Alameda: county(320, 1_100_000, 'coastal', 'established', 1_209_750, 1_209_750),
  Sacramento: county(315, 500_000, 'inland', 'suburban', 806_500, 763_600),
  'Contra Costa': county(270, 850_000, 'coastal', 'established', 1_209_750, 1_209_750),
  Fresno: county(170, 400_000, 'inland', 'suburban', 806_500, 524_225, 0.8),
  'San Joaquin': county(135, 480_000, 'inland', 'suburban', 806_500, 678_500),
  Placer: county(150, 650_000, 'inland', 'growing', 806_500, 763_600),
  Solano: county(95, 560_000, 'inland', 'suburban', 806_500, 524_225),
  Marin: county(65, 1_500_000, 'coastal', 'established', 1_209_750, 1_209_750),
  'El Dorado': county(60, 650_000, 'inland', 'growing', 806_500, 763_600),
  Yolo: county(40, 600_000, 'inland', 'suburban', 806_500, 763_600),
  Napa: county(32, 850_000, 'coastal', 'established', 1_017_750, 1_017_750),
  Mendocino: county(22, 500_000, 'coastal', 'established', 806_500, 546_250),
};

function county(
  weight: number,
  medianPrice2025: number,
  region: PriceRegion,
  buildProfile: BuildProfile,
  conformingLimit2025: number,
  fhaLimit2025: number,
  defaultCityFactor = 1,
): CountyProfile {
  return { weight, medianPrice2025, region, buildProfile, conformingLimit2025, fhaLimit2025, defaultCityFactor };
}

export function countyProfile(name: string): CountyProfile {
  const profile = counties[name];
  if (!profile) throw new Error(`no market profile for county ${name}`);
  return profile;
}

/**
 * How a place's prices compare with its county's median (before the generator re-centres each
 * county on its median). Keyed 'County/City' because a city name can occur in two counties.
 */
export const cityPriceFactors: Readonly<Record<string, number>> = {
  'Santa Clara/Palo Alto': 2.2,
  'Santa Clara/Los Altos': 2.4,
  'Santa Clara/Stanford': 2.2,
  'Santa Clara/Saratoga': 2.1,
  'Santa Clara/Los Gatos': 1.7,
  'Santa Clara/Cupertino': 1.8,
  'Santa Clara/Mountain View': 1.5,
  'Santa Clara/Sunnyvale': 1.4,
  'Santa Clara/Campbell': 1.2,
  'Santa Clara/Santa Clara': 1.2,
  'Santa Clara/Milpitas': 1.1,
  'Santa Clara/San Jose': 0.95,
  'Santa Clara/Morgan Hill': 0.85,
  'Santa Clara/San Martin': 0.85,
  'Santa Clara/Gilroy': 0.75,
  'Santa Clara/Alviso': 0.75,
  'Alameda/Piedmont': 2.0,
  'Alameda/Berkeley': 1.25,
  'Alameda/Albany': 1.2,
  'Alameda/Pleasanton': 1.45,
  'Alameda/Fremont': 1.3,
  'Alameda/Dublin': 1.2,
  'Alameda/Sunol': 1.3,
  'Alameda/Alameda': 1.15,
  'Alameda/Livermore': 1.0,
  'Alameda/Castro Valley': 0.95,
  'Alameda/Union City': 1.05,
  'Alameda/Newark': 1.0,
  'Alameda/Emeryville': 0.75,
  'Alameda/Oakland': 0.8,
  'Alameda/Hayward': 0.78,
  'Alameda/San Leandro': 0.75,
  'Alameda/San Lorenzo': 0.75,
  'Contra Costa/Alamo': 2.2,
  'Contra Costa/Diablo': 2.2,
  'Contra Costa/Orinda': 1.9,
  'Contra Costa/Lafayette': 1.9,
  'Contra Costa/Moraga': 1.8,
  'Contra Costa/Danville': 1.8,
  'Contra Costa/San Ramon': 1.5,
  'Contra Costa/Walnut Creek': 1.3,
  'Contra Costa/Clayton': 1.2,
  'Contra Costa/Pleasant Hill': 1.1,
  'Contra Costa/El Cerrito': 1.1,
  'Contra Costa/Concord': 0.9,
  'Contra Costa/Martinez': 0.9,
  'Contra Costa/Brentwood': 0.9,
  'Contra Costa/Discovery Bay': 0.95,
  'Contra Costa/Hercules': 0.85,
  'Contra Costa/Pinole': 0.8,
  'Contra Costa/Oakley': 0.75,
  'Contra Costa/Antioch': 0.65,
  'Contra Costa/Pittsburg': 0.65,
  'Contra Costa/Richmond': 0.7,
  'Contra Costa/San Pablo': 0.6,
  'Contra Costa/El Sobrante': 0.7,
  'Contra Costa/Bethel Island': 0.6,
  'Marin/Belvedere Tiburon': 2.0,
  'Marin/Ross': 2.4,
  'Marin/Kentfield': 1.8,
  'Marin/Mill Valley': 1.35,
  'Marin/Larkspur': 1.25,
  'Marin/Corte Madera': 1.15,
  'Marin/Sausalito': 1.3,
  'Marin/Stinson Beach': 1.5,
  'Marin/San Anselmo': 1.0,
  'Marin/Fairfax': 0.85,
  'Marin/San Rafael': 0.9,
  'Marin/Greenbrae': 1.2,
  'Marin/Novato': 0.75,
  'Napa/Saint Helena': 2.0,
  'Napa/Yountville': 1.6,
  'Napa/Rutherford': 1.8,
  'Napa/Oakville': 1.8,
  'Napa/Calistoga': 1.3,
  'Napa/American Canyon': 0.85,
  'Placer/Granite Bay': 1.6,
  'Placer/Loomis': 1.3,
  'Placer/Olympic Valley': 1.9,
  'Placer/Tahoe City': 1.5,
  'Placer/Homewood': 1.6,
  'Placer/Carnelian Bay': 1.4,
  'Placer/Kings Beach': 1.1,
  'Placer/Tahoe Vista': 1.2,
  'Placer/Rocklin': 1.05,
  'Placer/Roseville': 1.0,
  'Placer/Lincoln': 0.95,
  'Placer/Auburn': 0.9,
  'Placer/Newcastle': 1.0,
  'Placer/Penryn': 1.0,
  'Placer/Meadow Vista': 0.9,
  'Placer/Colfax': 0.75,
  'Placer/Foresthill': 0.7,
  'Placer/Sheridan': 0.75,
  'El Dorado/El Dorado Hills': 1.35,
  'El Dorado/South Lake Tahoe': 1.0,
  'El Dorado/Tahoma': 1.2,
  'El Dorado/Shingle Springs': 1.0,
  'El Dorado/Rescue': 1.1,
  'El Dorado/Placerville': 0.8,
  'El Dorado/Pollock Pines': 0.7,
  'El Dorado/Grizzly Flats': 0.6,
  'Sacramento/Folsom': 1.35,
  'Sacramento/Fair Oaks': 1.15,
  'Sacramento/Carmichael': 1.1,
  'Sacramento/Elk Grove': 1.1,
  'Sacramento/Orangevale': 1.0,
  'Sacramento/Wilton': 1.3,
  'Sacramento/Rancho Cordova': 0.95,
  'Sacramento/Citrus Heights': 0.9,
  'Sacramento/Antelope': 0.9,
  'Sacramento/Galt': 0.9,
  'Sacramento/Rio Linda': 0.8,
  'Sacramento/Elverta': 0.85,
  'Sacramento/North Highlands': 0.75,
  'Sacramento/Sacramento': 0.95,
  'Yolo/Davis': 1.45,
  'Yolo/Winters': 1.0,
  'Yolo/Woodland': 0.9,
  'Yolo/West Sacramento': 0.95,
  'Yolo/Esparto': 0.8,
  'Solano/Benicia': 1.25,
  'Solano/Vacaville': 1.0,
  'Solano/Fairfield': 0.95,
  'Solano/Dixon': 0.95,
  'Solano/Suisun City': 0.85,
  'Solano/Vallejo': 0.85,
  'Solano/Rio Vista': 0.85,
  'San Joaquin/Tracy': 1.3,
  'San Joaquin/Manteca': 1.05,
  'San Joaquin/Ripon': 1.15,
  'San Joaquin/Lathrop': 1.1,
  'San Joaquin/Lodi': 0.95,
  'San Joaquin/Escalon': 1.0,
  'San Joaquin/Stockton': 0.85,
  'Fresno/Clovis': 1.25,
  'Fresno/Fresno': 0.95,
  'Fresno/Shaver Lake': 1.1,
  'Fresno/Prather': 1.1,
  'Fresno/Kerman': 0.85,
  'Fresno/Sanger': 0.85,
  'Fresno/Selma': 0.85,
  'Fresno/Reedley': 0.85,
  'Fresno/Fowler': 0.85,
  'Fresno/Huron': 0.55,
  'Fresno/Mendota': 0.6,
  'Fresno/Firebaugh': 0.6,
  'Fresno/Orange Cove': 0.6,
  'Mendocino/Mendocino': 1.6,
  'Mendocino/Little River': 1.5,
  'Mendocino/Albion': 1.3,
  'Mendocino/Gualala': 1.2,
  'Mendocino/Fort Bragg': 0.95,
  'Mendocino/Ukiah': 1.0,
  'Mendocino/Willits': 0.85,
  'Mendocino/Covelo': 0.6,
  'Mendocino/Laytonville': 0.7,
};

export function cityPriceFactor(countyName: string, city: string): number {
  return cityPriceFactors[`${countyName}/${city}`] ?? countyProfile(countyName).defaultCityFactor;
}

/**
 * California single-family price index relative to 2025 (= 1), mid-year values. Coastal (Bay Area)
 * and inland (Valley, foothills) markets moved differently: inland peaked higher in 2005-2006 and fell
 * harder to 2011. Together they follow the brief's anchors: 2000 ~0.42, 2006 peak ~0.75,
 * 2011 trough ~0.45, 2022 ~1.0.
 */
const priceIndexByYear: Readonly<Record<PriceRegion, readonly number[]>> = {
  // 1995 ... 2025
  coastal: [
    0.24, 0.25, 0.27, 0.3, 0.34, 0.42, 0.44, 0.47, 0.51, 0.58, 0.65, 0.68, 0.68, 0.6, 0.5, 0.51, 0.49, 0.52, 0.6, 0.66,
    0.72, 0.77, 0.83, 0.88, 0.88, 0.91, 1.0, 1.03, 0.98, 1.0, 1.0,
  ],
  inland: [
    0.28, 0.28, 0.29, 0.3, 0.32, 0.35, 0.4, 0.46, 0.54, 0.66, 0.78, 0.8, 0.72, 0.52, 0.4, 0.39, 0.37, 0.39, 0.48, 0.54,
    0.58, 0.62, 0.66, 0.7, 0.72, 0.77, 0.9, 0.99, 0.97, 0.99, 1.0,
  ],
};
export const firstIndexYear = 1995;

/** The index on a date, interpolated between mid-year values (clamped to 1995-2025). */
export function priceIndex(region: PriceRegion, date: Date): number {
  const series = priceIndexByYear[region];
  const startOfYear = Date.UTC(date.getUTCFullYear(), 0, 1);
  const yearFraction = (date.getTime() - startOfYear) / (366 * 86_400_000);
  const position = Math.min(
    Math.max(date.getUTCFullYear() + yearFraction - 0.5 - firstIndexYear, 0),
    series.length - 1,
  );
  const lower = Math.floor(position);
  const below = series[lower] ?? 1;
  const above = series[Math.min(lower + 1, series.length - 1)] ?? 1;
  return below + (above - below) * (position - lower);
}

/**
 * Prop 13 inflation factor of each roll year (keyed by the year it starts, 1996 = 1996-97): the
 * California CPI change capped at 2% [M, from the BOE's published factors]. Never above 1.02.
 */
const prop13Factors: Readonly<Record<number, number>> = {
  1996: 1.0111,
  1997: 1.02,
  1998: 1.02,
  1999: 1.01853,
  2000: 1.02,
  2001: 1.02,
  2002: 1.02,
  2003: 1.02,
  2004: 1.01867,
  2005: 1.02,
  2006: 1.02,
  2007: 1.02,
  2008: 1.02,
  2009: 1.02,
  2010: 0.99763,
  2011: 1.00753,
  2012: 1.02,
  2013: 1.02,
  2014: 1.00454,
  2015: 1.01998,
  2016: 1.01525,
  2017: 1.02,
  2018: 1.02,
  2019: 1.02,
  2020: 1.02,
  2021: 1.01036,
  2022: 1.02,
  2023: 1.02,
  2024: 1.02,
  2025: 1.02,
};

/** The factor that carries a base-year value set in `baseYear` to the roll of `taxYear`. */
export function prop13Growth(baseYear: number, taxYear: number): number {
  let growth = 1;
  for (let year = baseYear + 1; year <= taxYear; year++) growth *= Math.min(prop13Factors[year] ?? 1.02, 1.02);
  return growth;
}

/**
 * One-unit loan limits by year [M]: the national conforming baseline, the high-cost conforming
 * ceiling (from 2008) and the FHA high-cost ceiling. A county's limit in an earlier year scales its
 * 2025 limit by the ceiling's growth, never below the baseline (conforming) or the FHA floor
 * (about 43% of the ceiling); a county at the 2025 baseline stays at each year's baseline.
 */
const limitsByYear: Readonly<Record<number, readonly [baseline: number, highCost: number, fhaCeiling: number]>> = {
  1995: [203_150, 203_150, 152_362],
  1996: [207_000, 207_000, 155_250],
  1997: [214_600, 214_600, 160_950],
  1998: [227_150, 227_150, 170_362],
  1999: [240_000, 240_000, 208_800],
  2000: [252_700, 252_700, 219_849],
  2001: [275_000, 275_000, 239_250],
  2002: [300_700, 300_700, 261_609],
  2003: [322_700, 322_700, 280_749],
  2004: [333_700, 333_700, 290_319],
  2005: [359_650, 359_650, 312_895],
  2006: [417_000, 417_000, 362_790],
  2007: [417_000, 417_000, 362_790],
  2008: [417_000, 729_750, 729_750],
  2009: [417_000, 729_750, 729_750],
  2010: [417_000, 729_750, 729_750],
  2011: [417_000, 729_750, 729_750],
  2012: [417_000, 625_500, 729_750],
  2013: [417_000, 625_500, 729_750],
  2014: [417_000, 625_500, 625_500],
  2015: [417_000, 625_500, 625_500],
  2016: [417_000, 625_500, 625_500],
  2017: [424_100, 636_150, 636_150],
  2018: [453_100, 679_650, 679_650],
  2019: [484_350, 726_525, 726_525],
  2020: [510_400, 765_600, 765_600],
  2021: [548_250, 822_375, 822_375],
  2022: [647_200, 970_800, 970_800],
  2023: [726_200, 1_089_300, 1_089_300],
  2024: [766_550, 1_149_825, 1_149_825],
  2025: [806_500, 1_209_750, 1_209_750],
};

function limitsIn(year: number): readonly [number, number, number] {
  const limits = limitsByYear[Math.min(Math.max(year, 1995), 2025)];
  if (!limits) throw new Error(`no loan limits for ${year}`);
  return limits;
}

export function conformingLimit(profile: CountyProfile, year: number): number {
  const [baseline, highCost] = limitsIn(year);
  const [baseline2025, highCost2025] = limitsIn(2025);
  if (profile.conformingLimit2025 <= baseline2025) return baseline;
  return Math.max(baseline, Math.round((highCost * profile.conformingLimit2025) / highCost2025));
}

export function fhaLimit(profile: CountyProfile, year: number): number {
  const [, , ceiling] = limitsIn(year);
  const [, , ceiling2025] = limitsIn(2025);
  const floor = ceiling * 0.4333;
  return Math.round(Math.max(floor, (ceiling * profile.fhaLimit2025) / ceiling2025));
}
