import { z } from 'zod';

/** GET {home}/address/:id/solar: the Solar Sun Score of an address, with every assumption behind it. */
export const solarEstimateSchema = z.object({
  addressId: z.string(),
  address: z.string(),
  /** 'offline': the brief's model; 'pvwatts': production and sun from NREL PVWatts v8. */
  source: z.enum(['offline', 'pvwatts']),
  latitude: z.number(),
  longitude: z.number(),
  county: z.string().nullable(),
  /** Offline model only: distance from the ocean, which sets the sun figure. */
  inlandKm: z.number().nullable(),
  systemSizeKw: z.number(),
  /** Daily sun, kWh/m²/day. */
  solarRadiation: z.number(),
  annualKwh: z.number(),
  /** PVWatts only: the twelve months' output, January first. */
  monthlyKwh: z.array(z.number()).length(12).nullable(),
  utility: z.object({
    name: z.string(),
    retailCentsPerKwh: z.number(),
    exportCentsPerKwh: z.number(),
    rateBasis: z.string(),
  }),
  selfUseSharePercent: z.number(),
  selfUsedKwh: z.number(),
  exportedKwh: z.number(),
  /** Whole dollars. */
  yearlySavings: z.number(),
  monthlySavings: z.number(),
  costPerWatt: z.number(),
  installedCost: z.number(),
  federalTaxCreditPercent: z.number(),
  /** Years to one decimal; null when the savings never repay the cost. */
  paybackYears: z.number().nullable(),
  score: z.number().int().min(0).max(100),
  scoreBand: z.enum(['Excellent', 'Good', 'Fair', 'Limited']),
  sunPoints: z.number(),
  paybackPoints: z.number(),
});
export type SolarEstimate = z.infer<typeof solarEstimateSchema>;
export type SolarEstimateFigures = Omit<SolarEstimate, 'addressId' | 'address'>;
export type ScoreBand = SolarEstimate['scoreBand'];
export type SolarSource = SolarEstimate['source'];
