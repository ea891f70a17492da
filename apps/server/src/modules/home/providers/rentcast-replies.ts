import { z } from 'zod';

/** The parts of RentCast's replies we use; anything else they carry is ignored. */

const amount = z.number().nullish();

const yearly = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.record(z.string(), z.object({ year: z.number(), ...shape })).nullish();

/** GET /v1/properties?address=: an array of property records (usually one). */
export const propertyRecordsReply = z.array(
  z.object({
    id: z.string().nullish(),
    formattedAddress: z.string().nullish(),
    state: z.string().nullish(),
    latitude: amount,
    longitude: amount,
    bedrooms: amount,
    bathrooms: amount,
    squareFootage: amount,
    lastSaleDate: z.string().nullish(),
    lastSalePrice: amount,
    taxAssessments: yearly({ value: amount }),
    propertyTaxes: yearly({ total: amount }),
  }),
);
export type RentcastProperty = z.infer<typeof propertyRecordsReply>[number];

/** GET /v1/avm/value?address= */
export const valueEstimateReply = z.object({ price: z.number(), priceRangeLow: amount, priceRangeHigh: amount });

/** GET /v1/avm/rent/long-term?address= */
export const rentEstimateReply = z.object({ rent: z.number(), rentRangeLow: amount, rentRangeHigh: amount });

/** The newest year's figure of a yearly table (tax assessments, property taxes). */
export function latestOf<Entry extends { year: number }>(
  table: Record<string, Entry> | null | undefined,
  pick: (entry: Entry) => number | null | undefined,
): number | null {
  const newest = Object.values(table ?? {}).sort((a, b) => b.year - a.year)[0];
  return newest ? (pick(newest) ?? null) : null;
}
