/**
 * The electric utility of a home and the rates its solar output is worth (domain brief, section 5).
 * SMUD serves Sacramento County; PG&E serves the rest of the spec's Northern California counties.
 */

export type UtilityName = 'SMUD' | 'PG&E';

export interface UtilityRates {
  name: UtilityName;
  /** What a kWh used in the home as the panels make it saves, in cents. */
  retailCentsPerKwh: number;
  /** What a kWh sent to the grid is credited, in cents. */
  exportCentsPerKwh: number;
  /** How the two figures were chosen, for the people reading them. */
  rateBasis: string;
}

/** PG&E's average residential rate (~38 c/kWh). */
export const PGE_RETAIL_CENTS = 38;
/**
 * PG&E net billing (NEM 3.0, applications after 2023-04-14) credits exports at hourly avoided cost,
 * 55-80% below the old retail credit. We take 75% below retail, near the cautious end: 9.5 c.
 */
export const PGE_EXPORT_SHARE_OF_RETAIL = 0.25;
export const PGE_EXPORT_CENTS = PGE_RETAIL_CENTS * PGE_EXPORT_SHARE_OF_RETAIL;

/** SMUD time-of-day summer rates, off-peak / mid-peak / peak, in cents. */
export const SMUD_TIME_OF_DAY_CENTS = { offPeak: 14.25, midPeak: 19.67, peak: 34.62 } as const;
/**
 * Panels produce in daylight, before SMUD's 5-8 pm peak, so the power a home uses as it is made
 * replaces off-peak and mid-peak power: we value it at their plain average, 16.96 c.
 */
export const SMUD_RETAIL_CENTS = (SMUD_TIME_OF_DAY_CENTS.offPeak + SMUD_TIME_OF_DAY_CENTS.midPeak) / 2;
/** SMUD's flat export credit. */
export const SMUD_EXPORT_CENTS = 7.4;

const SMUD: UtilityRates = {
  name: 'SMUD',
  retailCentsPerKwh: SMUD_RETAIL_CENTS,
  exportCentsPerKwh: SMUD_EXPORT_CENTS,
  rateBasis:
    'SMUD time-of-day summer rates: solar hours fall before the 5-8 pm peak, so power used at home is valued at the average of off-peak (14.25 c) and mid-peak (19.67 c); exports earn SMUD’s flat 7.4 c.',
};

const PGE: UtilityRates = {
  name: 'PG&E',
  retailCentsPerKwh: PGE_RETAIL_CENTS,
  exportCentsPerKwh: PGE_EXPORT_CENTS,
  rateBasis:
    'PG&E average residential rate of about 38 c; under net billing (NEM 3.0) exports earn far less, taken as 75% below retail (9.5 c).',
};

/** The utility by county: SMUD for Sacramento County, PG&E elsewhere (and when the county is unknown). */
export function utilityForCounty(county: string | null | undefined): UtilityRates {
  return county?.trim().toLowerCase() === 'sacramento' ? SMUD : PGE;
}
