import { roundToCents, roundToDollars } from '../mortgage/rounding';
import { distanceInlandKm, requireCoordinates, solarRadiationForInlandKm, type Coordinates } from './solar-radiation';
import type { ScoreBand, SolarEstimateFigures } from './solar-schema';
import { utilityForCounty } from './utility-rates';

/**
 * The Solar Sun Score's figures (domain brief, section 5). Every step rounds to what the card shows
 * and the next step works from that shown figure, so a reader can redo the sums from the card.
 */

/** Share of the DC rating that reaches the home as AC over a year (inverter, wiring, heat, soiling). */
export const SYSTEM_DERATE = 0.77;
/** A home system sized at 3 W per square foot of living area, kept to the typical 5-8 kW. */
export const WATTS_PER_SQUARE_FOOT = 3;
export const MIN_SYSTEM_KW = 5;
export const MAX_SYSTEM_KW = 8;
/** The size assumed when the home's floor area is not known. */
export const DEFAULT_SYSTEM_KW = 6;
/** Without a battery, the share of the output used in the home as it is made; the rest is exported. */
export const SELF_USE_SHARE = 0.4;
/** Installed price of a home system in California, before incentives, in dollars per watt (DC). */
export const INSTALLED_COST_PER_WATT = 3;
/** The federal 25D credit (30%) ended for spending after 2025-12-31, so no credit is taken off. */
export const FEDERAL_TAX_CREDIT_PERCENT = 0;

/**
 * The score, 0-100, out of two halves:
 * - sun, up to 50 points: 25 points per kWh/m²/day above 4.0, so 4.0 or less gives 0 and 6.0 or more 50;
 * - payback, up to 50 points: 2.5 points per year under 25, so 25 years or more gives 0 and 5 or less 50.
 */
export const SCORE_SUN_FLOOR = 4;
export const SCORE_SUN_CEILING = 6;
export const SCORE_PAYBACK_BEST_YEARS = 5;
export const SCORE_PAYBACK_WORST_YEARS = 25;

/** What PVWatts (or another production model) says the system makes at this site. */
export interface ModelledProduction {
  annualKwh: number;
  monthlyKwh: readonly number[];
  /** Daily sun on the panels, kWh/m²/day. */
  solarRadiation: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/**
 * Rounds a positive figure half up to `places` decimals. As in mortgage/rounding.ts, trimming the
 * scaled value to 15 significant digits first keeps 8431.5 (stored as 8431.4999...) from rounding down.
 */
function roundTo(value: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(Number((value * scale).toPrecision(15))) / scale;
}

/** The system size in kW: 3 W per square foot, to the nearest half kW, within 5-8 kW. */
export function systemSizeKw(sqft: number | null | undefined): number {
  if (sqft == null || !Number.isFinite(sqft) || sqft <= 0) return DEFAULT_SYSTEM_KW;
  const halfKilowatts = Math.round((sqft * WATTS_PER_SQUARE_FOOT) / 500);
  return clamp(halfKilowatts / 2, MIN_SYSTEM_KW, MAX_SYSTEM_KW);
}

/** The brief's offline formula: kWh/yr = kWdc × sun (kWh/m²/day) × 365 × 0.77, unrounded. */
export function annualProductionKwh(systemKw: number, solarRadiation: number): number {
  if (!Number.isFinite(systemKw) || systemKw < 0)
    throw new RangeError(`systemKw must be zero or more, got ${systemKw}`);
  if (!Number.isFinite(solarRadiation) || solarRadiation < 0) {
    throw new RangeError(`solarRadiation must be zero or more, got ${solarRadiation}`);
  }
  return systemKw * solarRadiation * 365 * SYSTEM_DERATE;
}

export interface SolarSavings {
  selfUsedKwh: number;
  exportedKwh: number;
  /** Dollars a year, to the cent. */
  selfUsedValue: number;
  exportValue: number;
  /** Whole dollars a year. */
  yearlySavings: number;
  monthlySavings: number;
}

/** savings = selfUsed × retail + exported × exportRate, from whole kWh. */
export function solarSavings(
  annualKwh: number,
  rates: { retailCentsPerKwh: number; exportCentsPerKwh: number },
  selfUseShare = SELF_USE_SHARE,
): SolarSavings {
  const wholeKwh = roundTo(annualKwh, 0);
  const selfUsedKwh = roundTo(wholeKwh * selfUseShare, 0);
  const exportedKwh = wholeKwh - selfUsedKwh;
  const selfUsedValue = roundToCents((selfUsedKwh * rates.retailCentsPerKwh) / 100);
  const exportValue = roundToCents((exportedKwh * rates.exportCentsPerKwh) / 100);
  const yearlySavings = roundToDollars(selfUsedValue + exportValue);
  return {
    selfUsedKwh,
    exportedKwh,
    selfUsedValue,
    exportValue,
    yearlySavings,
    monthlySavings: roundToDollars(yearlySavings / 12),
  };
}

/** Installed cost in whole dollars, with no federal credit (25D ended after 2025-12-31). */
export function installedCost(systemKw: number, costPerWatt = INSTALLED_COST_PER_WATT): number {
  return roundToDollars(systemKw * 1000 * costPerWatt * (1 - FEDERAL_TAX_CREDIT_PERCENT / 100));
}

/** Simple payback: cost over yearly savings, in years to one decimal; null when it never pays back. */
export function simplePaybackYears(cost: number, yearlySavings: number): number | null {
  if (yearlySavings <= 0) return null;
  return roundTo(cost / yearlySavings, 1);
}

export interface SunScore {
  score: number;
  sunPoints: number;
  paybackPoints: number;
  band: ScoreBand;
}

/** The 0-100 score (see SCORE_* above); each half is rounded to one decimal and the sum to a whole number. */
export function sunScore(solarRadiation: number, paybackYears: number | null): SunScore {
  const sunShare = clamp((solarRadiation - SCORE_SUN_FLOOR) / (SCORE_SUN_CEILING - SCORE_SUN_FLOOR), 0, 1);
  const paybackShare =
    paybackYears === null
      ? 0
      : clamp(
          (SCORE_PAYBACK_WORST_YEARS - paybackYears) / (SCORE_PAYBACK_WORST_YEARS - SCORE_PAYBACK_BEST_YEARS),
          0,
          1,
        );
  const sunPoints = roundTo(50 * sunShare, 1);
  const paybackPoints = roundTo(50 * paybackShare, 1);
  const score = roundTo(sunPoints + paybackPoints, 0);
  return { score, sunPoints, paybackPoints, band: scoreBand(score) };
}

/** What a score means: 80+ excellent, 60-79 good, 40-59 fair, below 40 limited. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'Excellent';
  if (score >= 60) return 'Good';
  if (score >= 40) return 'Fair';
  return 'Limited';
}

export interface SolarSite extends Coordinates {
  /** The county, which decides the utility; null when unknown (PG&E is assumed). */
  county: string | null;
  /** Living area, which sizes the system; null when unknown. */
  sqft: number | null;
}

/**
 * The whole estimate for a site. Without `modelled` it is the offline model (sun by distance inland,
 * the brief's kWh formula); with it (PVWatts) the production and sun come from the model instead,
 * and the savings, cost, payback and score are worked out the same way.
 */
export function estimateSolar(site: SolarSite, modelled?: ModelledProduction): SolarEstimateFigures {
  requireCoordinates(site);
  const size = systemSizeKw(site.sqft);
  const inlandKm = modelled ? null : roundTo(distanceInlandKm(site), 0);
  const solarRadiation = roundTo(modelled ? modelled.solarRadiation : solarRadiationForInlandKm(inlandKm!), 2);
  const annualKwh = roundTo(modelled ? modelled.annualKwh : annualProductionKwh(size, solarRadiation), 0);
  const rates = utilityForCounty(site.county);
  const utility = {
    name: rates.name,
    retailCentsPerKwh: roundTo(rates.retailCentsPerKwh, 2),
    exportCentsPerKwh: roundTo(rates.exportCentsPerKwh, 2),
    rateBasis: rates.rateBasis,
  };
  const savings = solarSavings(annualKwh, utility);
  const cost = installedCost(size);
  const paybackYears = simplePaybackYears(cost, savings.yearlySavings);
  const score = sunScore(solarRadiation, paybackYears);
  return {
    source: modelled ? 'pvwatts' : 'offline',
    latitude: site.latitude,
    longitude: site.longitude,
    county: site.county,
    inlandKm,
    systemSizeKw: size,
    solarRadiation,
    annualKwh,
    monthlyKwh: modelled ? modelled.monthlyKwh.map((kwh) => roundTo(kwh, 0)) : null,
    utility,
    selfUseSharePercent: Math.round(SELF_USE_SHARE * 100),
    selfUsedKwh: savings.selfUsedKwh,
    exportedKwh: savings.exportedKwh,
    yearlySavings: savings.yearlySavings,
    monthlySavings: savings.monthlySavings,
    costPerWatt: INSTALLED_COST_PER_WATT,
    installedCost: cost,
    federalTaxCreditPercent: FEDERAL_TAX_CREDIT_PERCENT,
    paybackYears,
    score: score.score,
    scoreBand: score.band,
    sunPoints: score.sunPoints,
    paybackPoints: score.paybackPoints,
  };
}
